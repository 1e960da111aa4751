/**
 * `npm run bench`: the shop's speed on this machine, on the embedded database.
 * Prints requests per second and p50/p99 latency at 50 connections for 10 s per scenario,
 * the static-file ceiling, the server's peak memory and the JavaScript each storefront page
 * loads; then order placement on PGlite and on PostgreSQL (`BENCH_DATABASE_URL`), beside
 * pgbench; then the admin pages' services on a shop with 10,000 orders.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { benchAdminDashboard } from './admin-dashboard.ts';
import { printLoadTable, runLoad, type LoadResult } from './load.ts';
import { benchOrderPlacement } from './order-placement.ts';
import { printPageJavaScript, storefrontJavaScript } from './page-javascript.ts';
import { startShopServer } from './shop-server.ts';

const clientDir = path.resolve('build/client');

/** The build's file closest in size to the given number of bytes, to serve as the ceiling. */
function staticFileOfSize(bytes: number): string {
  const files = readdirSync(path.join(clientDir, 'assets'))
    .filter((name) => !name.endsWith('.br') && !name.endsWith('.gz'))
    .map((name) => {
      const size = statSync(path.join(clientDir, 'assets', name)).size;
      return { name, distance: Math.abs(size - bytes) };
    });
  files.sort((a, b) => a.distance - b.distance);
  const closest = files[0];
  if (!closest) throw new Error('The build has no assets: run npm run build');
  return `/assets/${closest.name}`;
}

const server = await startShopServer();
try {
  const get = async (pathname: string) => (await fetch(`${server.url}${pathname}`)).text();
  const homeHtml = await get('/');
  const categoryHtml = await get('/category');
  const productPath = /href="(\/product\/[0-9a-f-]+)"/.exec(categoryHtml)?.[1];
  const variantId = /name="variantId" value="([0-9a-f-]+)"/.exec(categoryHtml)?.[1];
  if (!productPath || !variantId) throw new Error('The catalogue page lists no product');
  const ceilingPath = staticFileOfSize(Buffer.byteLength(homeHtml));

  // Warm up, so the first compilation and cold caches are not measured.
  await runLoad({ label: 'warm-up', url: `${server.url}/category`, seconds: 2 });

  const results: LoadResult[] = [];
  for (const pathname of ['/', '/category', productPath, '/search?q=kaju']) {
    results.push(await runLoad({ label: `GET ${pathname}`, url: `${server.url}${pathname}` }));
  }
  // What a browser with JavaScript sends for Add to Cart: a new visitor's first add, each time.
  results.push(
    await runLoad({
      label: 'POST /cart.data (add to cart)',
      url: `${server.url}/cart.data`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'add', variantId }).toString(),
    }),
  );
  const ceiling = await runLoad({
    label: `GET ${ceilingPath} (static, ${statSync(path.join(clientDir, ceilingPath)).size} B)`,
    url: `${server.url}${ceilingPath}`,
  });
  results.push(ceiling);
  printLoadTable(results);

  const home = results[0];
  console.log(`Home page HTML: ${Buffer.byteLength(homeHtml)} B uncompressed`);
  if (home) {
    console.log(
      `Home page vs static ceiling: ${((home.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)}% of the requests per second`,
    );
  }
  console.log(`Server peak RSS: ${(server.peakRss() / 1024 / 1024).toFixed(1)} MiB`);
  console.log('JavaScript each storefront page loads or preloads:');
  printPageJavaScript(await storefrontJavaScript(server.url));
} finally {
  await server.stop();
}

// After the server has stopped, so the benchmarks never share the machine's 2 cores.
await benchOrderPlacement();
await benchAdminDashboard();
