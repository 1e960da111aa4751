import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { serverOnlyFolders } from './scripts/server-only-folders.ts';
import { plainLazyImports } from './scripts/plain-lazy-imports.ts';
import { browserModules } from './scripts/browser-modules.ts';
import {
  isCoreModule,
  listControlsChunk,
  storefrontShellChunk,
} from './scripts/storefront-chunks.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    serverOnlyFolders(['server', 'tests']),
    plainLazyImports(),
    browserModules(),
    tailwindcss(),
    reactRouter(),
  ],
  build: {
    assetsInlineLimit: 0,
    // The server's maps say which modules each built file holds (scripts/build-modules.test.ts)
    // and put the source's lines in a logged error's stack (node --enable-source-maps).
    sourcemap: Boolean(isSsrBuild),
    // Lazy imports preload nothing: scripts/plain-lazy-imports.ts.
    modulePreload: false,
    ...(!isSsrBuild && {
      rolldownOptions: {
        // core/ holds pure rules (STYLE.md: no I/O, no state in a module's top level), so importing
        // one of its modules does nothing by itself: a page carries a core module for what it uses
        // of it, not because a module it loads imports that one for a type or a constant (the
        // profile page loaded the staff roles so, through the second factor's addresses).
        treeshake: { moduleSideEffects: (id: string) => !isCoreModule(id) },
        output: {
          codeSplitting: {
            groups: [
              storefrontShellChunk(path.resolve('app')),
              listControlsChunk(path.resolve('app')),
            ],
          },
        },
      },
    }),
  },
}));
