/**
 * After the pages' build: `server/main.ts` as plain JavaScript in build/shop/, which `npm run
 * serve` runs with Node alone. It holds no module of the shop: it loads the pages' server build,
 * which holds the server too (app/entry.server.tsx), so each module is loaded once. Beside it,
 * the counter's thread (server/counter-thread.ts), bundled whole: a thread loads its modules on
 * its own anyway, and this way it loads only the few that record a bill, not the pages.
 */
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = 'build/shop';
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: { main: 'server/main.ts', 'counter-thread': 'server/counter-thread.ts' },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  // Read by the test that every module of the shop is in the build once (build-modules.test.ts).
  sourcemap: true,
  logLevel: 'warning',
});
console.log('Built the entry point into build/shop/.');
