/**
 * After the pages' build: the counter's service worker (app/lib/counter/service-worker.ts) as one
 * plain script at build/client/counter-sw.js. A worker's address must stay the same from one
 * version to the next, so it is not one of Vite's hashed assets; the server sends it to be
 * asked for again each time (server/compose/shop-app.ts). Its bytes carry the shop's version and
 * the files the counter's page needs (scripts/counter-worker-files.ts): a new version is a new
 * worker, which the browser installs, keeping that version's files before it takes over.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import {
  counterPageFiles,
  counterWorkerVersion,
  type CounterManifest,
} from './counter-worker-files.ts';

const assetsDir = path.resolve('build/client/assets');
const assetNames = readdirSync(assetsDir);
const manifests = assetNames.filter((name) => /^manifest-.*\.js$/.test(name));
if (manifests.length !== 1) {
  throw new Error(
    `Expected one React Router manifest in ${assetsDir}, found ${manifests.length}: run \`npm run build\`.`,
  );
}
const manifest = JSON.parse(
  readFileSync(path.join(assetsDir, manifests[0] ?? ''), 'utf8')
    .replace(/^window\.__reactRouterManifest=/, '')
    .replace(/;\s*$/, ''),
) as CounterManifest;
const version = counterWorkerVersion(assetNames);
const files = counterPageFiles(manifest, assetNames);

await build({
  entryPoints: ['app/lib/counter/service-worker.ts'],
  outfile: 'build/client/counter-sw.js',
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  logLevel: 'warning',
  define: {
    __COUNTER_VERSION__: JSON.stringify(version),
    __COUNTER_PAGE_FILES__: JSON.stringify(files),
  },
});
console.log(
  `Built the counter’s service worker into build/client/counter-sw.js (version ${version}, ${files.length} files kept for the counter).`,
);
