import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload.ts';

function Greeting(props: { name: string }) {
  return createElement('p', null, `Fresh jalebi for ${props.name}`);
}

function pageWith(greeting: ReturnType<typeof lazyWithPreload<{ name: string }>>) {
  return renderToString(
    createElement(
      Suspense,
      { fallback: 'waiting' },
      createElement(greeting.Component, { name: 'Asha' }),
    ),
  );
}

describe('a component loaded apart', () => {
  test('is in the server HTML whole once the loader has preloaded it', async () => {
    const greeting = lazyWithPreload(() => Promise.resolve(Greeting));
    await greeting.preload();
    const html = pageWith(greeting);
    expect(html).toContain('Fresh jalebi for Asha');
    expect(html).not.toContain('waiting');
  });

  test('not preloaded, it is not there on the first render: why loaders preload it', () => {
    const greeting = lazyWithPreload(() => Promise.resolve(Greeting));
    expect(pageWith(greeting)).not.toContain('Fresh jalebi');
  });

  test('is imported once, however many pages preload it', async () => {
    let imports = 0;
    const greeting = lazyWithPreload(() => {
      imports += 1;
      return Promise.resolve(Greeting);
    });
    await Promise.all([greeting.preload(), greeting.preload()]);
    await greeting.preload();
    expect(pageWith(greeting)).toContain('Fresh jalebi for Asha');
    expect(imports).toBe(1);
  });
});
