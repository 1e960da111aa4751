/**
 * `npm run bench`: the shop's speed on this machine, on the embedded database.
 * Prints requests per second and p50/p99 latency at 50 connections for 10 s per scenario,
 * the static-file ceiling, the server's peak memory and the JavaScript the home page loads.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { printLoadTable, runLoad } from './load.ts';
import { startShopServer } from './shop-server.ts';

const clientDir = path.resolve('build/client');

/** The build's file closest in size to the given number of bytes, to serve as the ceiling. */
function staticFileOfSize(bytes: number): string {
  const files = readdirSync(path.join(clientDir, 'assets')).map((name) => {
    const size = statSync(path.join(clientDir, 'assets', name)).size;
    return { name, distance: Math.abs(size - bytes) };
  });
  files.sort((a, b) => a.distance - b.distance);
  const closest = files[0];
  if (!closest) throw new Error('The build has no assets: run npm run build');
  return `/assets/${closest.name}`;
}

/** Sum of the gzip sizes of every script the page loads or preloads. */
function pageJavaScriptGzipBytes(html: string): { files: number; bytes: number } {
  const scripts = new Set(
    [...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((match) => match[1] ?? ''),
  );
  let bytes = 0;
  for (const script of scripts)
    bytes += gzipSync(readFileSync(path.join(clientDir, script))).length;
  return { files: scripts.size, bytes };
}

const server = await startShopServer();
try {
  const homeHtml = await (await fetch(`${server.url}/`)).text();
  const ceilingPath = staticFileOfSize(Buffer.byteLength(homeHtml));
  // Warm up, so the first compilation and cold caches are not measured.
  await runLoad({ label: 'warm-up', url: `${server.url}/`, seconds: 2 });

  const home = await runLoad({ label: 'GET /', url: `${server.url}/` });
  const ceiling = await runLoad({
    label: `GET ${ceilingPath} (static, ${statSync(path.join(clientDir, ceilingPath)).size} B)`,
    url: `${server.url}${ceilingPath}`,
  });
  printLoadTable([home, ceiling]);

  const javaScript = pageJavaScriptGzipBytes(homeHtml);
  console.log(`Home page HTML: ${Buffer.byteLength(homeHtml)} B uncompressed`);
  console.log(
    `Home page vs static ceiling: ${((home.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)}% of the requests per second`,
  );
  console.log(`Server peak RSS: ${(server.peakRss() / 1024 / 1024).toFixed(1)} MiB`);
  console.log(
    `JavaScript the home page loads: ${javaScript.files} files, ${(javaScript.bytes / 1024).toFixed(1)} KiB gzip`,
  );
} finally {
  await server.stop();
}
