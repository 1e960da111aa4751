import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The browser build refuses the shop's server code and its tests: a route component, an app/lib
 * helper or a component that reaches `server/` or `tests/` (directly or through another module)
 * fails the build, naming the import, instead of shipping database code to every visitor.
 * React Router removes loaders and actions (and what only they import) before this looks.
 */
export function serverOnlyFolders(folders: string[]): Plugin {
  const roots = folders.map((folder) => `${path.resolve(folder)}${path.sep}`);
  return {
    name: 'halwai:server-only-folders',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (options.ssr || !importer || options.custom?.['halwai:server-only']) return;
      const custom = { ...options.custom, 'halwai:server-only': true };
      const resolved = await this.resolve(id, importer, { ...options, custom });
      if (!resolved || !roots.some((root) => resolved.id.startsWith(root))) return;
      const from = path.relative(process.cwd(), importer);
      throw new Error(
        `Server-only module referenced by browser code: '${id}' imported by '${from}'. ` +
          'Only loaders and actions may use server/ (and nothing but tests may use tests/).',
      );
    },
  };
}
