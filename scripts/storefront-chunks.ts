import path from 'node:path';

/** A module of core/ (the shop's pure rules), by the bundler's id of it. */
export function isCoreModule(moduleId: string) {
  return /[\\/]core[\\/][^\\/?]+\.ts($|\?)/.test(moduleId) && !moduleId.includes('node_modules');
}

interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/**
 * The browser build's code splitting: the storefront's shell (root.tsx, the storefront layout
 * and everything they import: React, React Router, header, footer, menu, buttons, icons) goes
 * out as one chunk, not as a dozen files of a few hundred bytes that each compress alone. The
 * browser entry itself, its React DOM and React Router's hydration go into it too: every page
 * loads them, and one file saves the glue between files (1.4 KiB gzip; the two route modules
 * themselves another 0.6 KiB, leaving React Router a file of a few bytes for each). With the
 * entry inside, the chunk is the entry's own file and carries the bundler's small runtime (the
 * helpers every chunk uses to import React), which otherwise goes out as a file of its own:
 * another 0.3 KiB. Its code starts hydration as soon as the page's first route module imports
 * it, before React Router's inline script has listed the route modules; React renders only in
 * a later task, after that script has run. What only some routes use stays with them, and so
 * the admin's code never reaches a storefront page.
 */
export function storefrontShellChunk(appDir: string) {
  const shells = ['root.tsx', 'routes/storefront-layout.tsx'].map((file) =>
    path.join(appDir, file),
  );
  // Helpers of a few hundred bytes that most storefront pages use: each would otherwise be a
  // file of its own, shared by the routes that import it. The wishlist heart is on every page
  // that shows a product (the catalogue's, search, the product's own, the wishlist).
  const sharedHelpers = [
    'lib/page-meta.ts',
    'lib/return-field.tsx',
    'components/cart-form.tsx',
    'components/wishlist-heart.tsx',
    '../core/action-answer.ts',
  ].map((file) => path.join(appDir, file));
  const routesDir = `${path.join(appDir, 'routes')}${path.sep}`;
  // The browser entry (React Router's own, app/ has none) and what it alone imports.
  const browserEntryFramework =
    /[\\/]node_modules[\\/](react-dom|scheduler|react-router|@react-router[\\/]dev[\\/].*entry\.client)/;
  let inShell: Set<string> | undefined;

  /**
   * Every module the shells import, directly or through other modules but not through a route,
   * and the shared helpers with what they import.
   */
  function shellModules(graph: ModuleGraph) {
    const found = new Set<string>();
    const waiting = [
      ...shells.flatMap((shell) => graph.getModuleInfo(shell)?.importedIds ?? []),
      ...sharedHelpers,
    ];
    for (let moduleId = waiting.pop(); moduleId !== undefined; moduleId = waiting.pop()) {
      if (found.has(moduleId) || moduleId.startsWith(routesDir)) continue;
      found.add(moduleId);
      waiting.push(...(graph.getModuleInfo(moduleId)?.importedIds ?? []));
    }
    return found;
  }

  return {
    name(moduleId: string, graph: ModuleGraph) {
      // root.tsx links the stylesheet by its URL, so no chunk carries it: a chunk's CSS that a
      // lazy import can reach (sonner's, from the toast) is linked under a second address.
      if (/\.css($|\?)/.test(moduleId)) return null;
      if (browserEntryFramework.test(moduleId)) return 'storefront';
      inShell ??= shellModules(graph);
      return shells.includes(moduleId) || inShell.has(moduleId) ? 'storefront' : null;
    },
  };
}

/**
 * The filter form, its search field, its selects and the hook that sends it as they change:
 * every page that lists things with a toolbar (the catalogue, My Orders' history, the admin's
 * tables) uses them together, so they go out as one file rather than four.
 */
export function listControlsChunk(appDir: string) {
  const controls = new Set(
    [
      'components/filter-form.tsx',
      'components/search-field.tsx',
      'components/filter-select.tsx',
      'lib/use-auto-submit.ts',
    ].map((file) => path.join(appDir, file)),
  );
  return { name: (moduleId: string) => (controls.has(moduleId) ? 'list-controls' : null) };
}
