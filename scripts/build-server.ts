/**
 * After the pages' build: the server itself, `server/main.ts` and the shop's modules it imports,
 * as plain JavaScript in build/shop/, which `npm run serve` runs with Node alone. Packages stay
 * in node_modules and are imported from there. Running the source through a TypeScript loader
 * instead kept a loader thread with a V8 heap of its own: 40-70 MiB more at a rush's peak
 * (docs/perf/festival-rush.md, stage 15).
 */
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = 'build/shop';
// Its chunks are named by their content: the last build's would stay beside the new ones.
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: { main: 'server/main.ts' },
  outdir,
  bundle: true,
  // main.ts sets NODE_ENV before anything that reads it is imported: its import stays a step.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
console.log('Built the server into build/shop/.');
