import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { serverOnlyFolders } from './scripts/server-only-folders.ts';

export default defineConfig({
  plugins: [serverOnlyFolders(['server', 'tests']), tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
});
