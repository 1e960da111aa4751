/**
 * Entry point of `npm run serve`. The whole shop, its server and its pages, is one build
 * (build/server/, by `react-router build`); this file only loads it and starts it, so no module
 * of the shop is loaded twice (docs/decisions/001-one-process-server.md). React and React Router
 * pick their production builds from NODE_ENV when imported, so it is set first.
 */
import type { ServerBuild } from 'react-router';
import type { startShop } from './start.ts';

process.env.NODE_ENV ??= 'production';
const build = (await import(new URL('../server/index.js', import.meta.url).href)) as ServerBuild;
const entry = build.entry.module as typeof build.entry.module & { startShop: typeof startShop };
// The counter's thread is built beside this file (scripts/build-server.ts).
entry.startShop(build, { counterThread: new URL('./counter-thread.js', import.meta.url) });
