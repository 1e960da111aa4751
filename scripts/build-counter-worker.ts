/**
 * After the pages' build: the counter's service worker (app/lib/counter/service-worker.ts) as one
 * plain script at build/client/counter-sw.js. A worker's address must stay the same from one
 * version to the next, so it is not one of Vite's hashed assets; the server sends it to be
 * asked for again each time (server/compose/shop-app.ts), so a new version lands at once.
 */
import { build } from 'esbuild';

await build({
  entryPoints: ['app/lib/counter/service-worker.ts'],
  outfile: 'build/client/counter-sw.js',
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  logLevel: 'warning',
});
console.log('Built the counter’s service worker into build/client/counter-sw.js.');
