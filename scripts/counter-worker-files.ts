/**
 * What the counter's service worker is built with (scripts/build-counter-worker.ts): the shop's
 * version, named by the browser build's files, and the files the counter's page needs to open
 * offline, read from React Router's browser manifest. A new version's worker differs in its
 * bytes, so the browser installs it; it keeps these files before it takes over, under a cache of
 * its version's name, and drops the other versions' caches (app/lib/counter/service-worker.ts).
 */
import { createHash } from 'node:crypto';

/** The counter's page route in the manifest (app/routes.ts: 'routes/counter.tsx'). */
export const COUNTER_ROUTE_ID = 'routes/counter';

/** The parts of React Router's browser manifest (build/client/assets/manifest-*.js) read here. */
export interface CounterManifest {
  /** '/assets/manifest-….js': the page loads the manifest itself too. */
  url: string;
  entry: ManifestFiles;
  routes: Record<string, (ManifestFiles & { id: string; parentId?: string }) | undefined>;
}

interface ManifestFiles {
  /** '/assets/….js' */
  module: string;
  imports?: string[];
  css?: string[];
}

/** Precompressed copies (scripts/precompress-assets.ts) are the same files: not a version's own. */
const isShopFile = (name: string) => !/\.(br|gz)$/.test(name);

/**
 * The shop's version as the worker names it: a hash of the browser build's file names (each
 * named by its content), so any change to what a browser loads is a new version.
 */
export function counterWorkerVersion(assetNames: readonly string[]): string {
  const names = assetNames.filter(isShopFile).sort();
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
}

/**
 * The files the counter's page loads, each once ('/assets/…'): the manifest, the browser entry's,
 * the counter route's and its layouts' scripts and styles, and the build's stylesheets and
 * sprites (the root links its stylesheet by URL, so the manifest does not name it).
 */
export function counterPageFiles(
  manifest: CounterManifest,
  assetNames: readonly string[],
): string[] {
  const chain: ManifestFiles[] = [];
  for (let at = manifest.routes[COUNTER_ROUTE_ID]; at;) {
    chain.unshift(at);
    at = at.parentId === undefined ? undefined : manifest.routes[at.parentId];
  }
  if (chain.length === 0) {
    throw new Error(
      `The browser manifest has no ${COUNTER_ROUTE_ID} route: is app/routes.ts right?`,
    );
  }
  const filesOf = (files: ManifestFiles) => [
    files.module,
    ...(files.imports ?? []),
    ...(files.css ?? []),
  ];
  const styles = assetNames
    .filter((name) => isShopFile(name) && /\.(css|svg)$/.test(name))
    .sort()
    .map((name) => `/assets/${name}`);
  return [
    ...new Set([manifest.url, ...filesOf(manifest.entry), ...chain.flatMap(filesOf), ...styles]),
  ];
}
