import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { serverOnlyFolders } from './scripts/server-only-folders.ts';
import { listControlsChunk, storefrontShellChunk } from './scripts/storefront-chunks.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [serverOnlyFolders(['server', 'tests']), tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    ...(!isSsrBuild && {
      rolldownOptions: {
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
