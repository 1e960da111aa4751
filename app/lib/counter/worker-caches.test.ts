import { describe, expect, test } from 'vitest';
import { counterCacheName, otherVersionsCaches } from './worker-caches.ts';

describe('the counter worker’s caches', () => {
  test('are named by the shop’s version, so each version keeps its own files', () => {
    expect(counterCacheName('3f9a0c1d2e4b5a67')).toBe('halwai-counter-3f9a0c1d2e4b5a67');
    expect(counterCacheName('3f9a0c1d2e4b5a67')).not.toBe(counterCacheName('0b1c2d3e4f5a6b7c'));
  });

  test('a new version drops every older version’s cache, and nothing that is not the counter’s', () => {
    const current = counterCacheName('3f9a0c1d2e4b5a67');
    expect(
      otherVersionsCaches(
        ['halwai-counter-v1', 'halwai-counter-0b1c2d3e4f5a6b7c', current, 'another-app-cache'],
        current,
      ),
    ).toEqual(['halwai-counter-v1', 'halwai-counter-0b1c2d3e4f5a6b7c']);
  });
});
