import type { Plugin } from 'vite';

/** The module Vite wraps every dynamic import() of the browser build in. */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * A lazily loaded part of the shop (the toaster, 'Notify me when available', the admin's chart
 * and order form) is fetched by a plain `import()`. Vite wraps every such import in its preload
 * helper, which links what the imported chunk needs, alongside it, before importing it: 0.55 KiB
 * gzip in every page's first load. With `build.modulePreload: false` (set beside this) Vite gives
 * the helper no scripts to preload: the browser fetches a lazy chunk's imports itself, and most
 * are already on the page. What it would still link is CSS, and no lazy part of the shop has CSS
 * of its own (the one stylesheet is linked by root.tsx), so here the helper only imports. The
 * build fails if a lazy import ever brings CSS: it would have no styles.
 */
export function plainLazyImports(): Plugin[] {
  return [
    {
      name: 'halwai:plain-lazy-imports',
      enforce: 'pre',
      resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : undefined),
      load: (id) =>
        id === PRELOAD_HELPER_ID
          ? 'export const __vitePreload = (importChunk) => importChunk();'
          : undefined,
    },
    {
      name: 'halwai:plain-lazy-imports-check',
      enforce: 'post',
      writeBundle(_options, bundle) {
        const withStyles = lazyImportsWithStyles(bundle);
        if (withStyles.length > 0) {
          throw new Error(
            `A lazily imported module brings CSS, which nothing would link: ${withStyles.join(', ')}. ` +
              'Import its styles from app/app.css instead.',
          );
        }
      },
    },
  ];
}

/**
 * The chunks whose lazy imports still list files to preload. With module preloading off, Vite
 * lists only stylesheets, in a `__vite__mapDeps` table at the top of the importing chunk.
 */
export function lazyImportsWithStyles(
  bundle: Record<string, { type: 'chunk'; code: string } | { type: 'asset' }>,
): string[] {
  return Object.entries(bundle)
    .filter(([, output]) => output.type === 'chunk' && output.code.includes('__vite__mapDeps'))
    .map(([fileName]) => fileName);
}
