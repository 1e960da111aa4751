import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Which modules each file of the browser build holds, and what each module imports: written
 * beside build/client (not in it, so it is never served) for scripts/check-browser-chunks.ts,
 * which names the import chain that brought a package to a page. The build's own manifests say
 * only which files a page loads, not why.
 */
export const BROWSER_MODULES_FILE = 'browser-modules.json';

export interface BrowserChunk {
  /** 'assets/checkout-….js', as React Router's manifest names it (without the leading '/'). */
  file: string;
  /** The module the file was made for (a route module), when it was made for one. */
  entryModule?: string;
  /** The files it imports, statically and lazily. */
  imports: string[];
  dynamicImports: string[];
  /** The modules whose code it holds ('app/…', 'core/…', 'node_modules/zod/…'). */
  modules: string[];
}

export interface BrowserModules {
  chunks: BrowserChunk[];
  /** Each module's imports, static and lazy, named as in `modules`. */
  importsOf: Record<string, string[]>;
}

/** A module's name relative to the project, without React Router's query or a virtual prefix. */
export function moduleName(id: string, root = process.cwd()) {
  const file = id.replace(/^\0/, '').replace(/\?.*$/, '');
  return path.isAbsolute(file) ? path.relative(root, file).split(path.sep).join('/') : file;
}

export function browserModules(): Plugin {
  return {
    name: 'halwai:browser-modules',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(options, bundle) {
      const record: BrowserModules = { chunks: [], importsOf: {} };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        // Modules the bundler kept no code of are not in the file, whatever imported them.
        const modules = Object.entries(output.modules)
          .filter(([, rendered]) => rendered.renderedLength > 0)
          .map(([id]) => id);
        record.chunks.push({
          file: output.fileName,
          ...(output.facadeModuleId && { entryModule: moduleName(output.facadeModuleId) }),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: modules.map((id) => moduleName(id)),
        });
      }
      // Every module of the graph, so a chain still reads through one the bundler left empty.
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        const name = moduleName(id);
        const imported = [...info.importedIds, ...info.dynamicallyImportedIds]
          .map((importedId) => moduleName(importedId))
          .filter((importedName) => importedName !== name);
        record.importsOf[name] = [...new Set([...(record.importsOf[name] ?? []), ...imported])];
      }
      const outDir = options.dir ?? path.resolve('build/client');
      writeFileSync(path.join(outDir, '..', BROWSER_MODULES_FILE), JSON.stringify(record));
    },
  };
}
