/**
 * The counter's service worker keeps each shop version's files in a cache of that version's name
 * (service-worker.ts): a new version fills its own before it takes over, so the page it opens
 * offline finds its files, and then drops the caches of the versions before it.
 */
const CACHE_PREFIX = 'halwai-counter-';

/** The cache a shop version's worker keeps the counter in. */
export function counterCacheName(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

/** The caches the worker of `current` drops on taking over: the counter's of other versions. */
export function otherVersionsCaches(names: readonly string[], current: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);
}
