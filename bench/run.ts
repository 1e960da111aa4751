/**
 * `npm run bench`: the shop's figures on this machine, each beside its target (bench/targets.ts).
 * On the embedded database: the first start on an empty DATA_DIR (peak memory), then a restart
 * on the same folder, where the storefront pages take 50 connections beside a bare server
 * sending the same bytes, visitors add to the cart, and the peak memory under that load, the
 * pages' HTML and JavaScript and their Lighthouse scores are taken. Then add to cart on
 * PostgreSQL (`BENCH_DATABASE_URL`), order placement on both beside pgbench, the admin pages'
 * services on a shop with 10,000 orders, a 200-row recipient file, and one summary of every
 * figure.
 * BENCH_SECONDS shortens each load from the 10 s the targets are set for.
 */
import { rmSync } from 'node:fs';
import { benchAdminDashboard } from './admin-dashboard.ts';
import { lighthouseRows } from './lighthouse.ts';
import { printLoadTable, runLoad, secondsPerScenario, type LoadResult } from './load.ts';
import { benchOrderPlacement } from './order-placement.ts';
import { benchRecipientList } from './recipient-list.ts';
import { pageJavaScriptRows, storefrontJavaScript } from './page-javascript.ts';
import { comparePagesWithBare, htmlSizeRows, storefrontPages } from './page-throughput.ts';
import {
  benchServerUrl,
  howToGiveServer,
  noServerGiven,
  withScratchDatabase,
} from './scratch-postgres.ts';
import { readCatalogue, startShopServer } from './shop-server.ts';
import { benchSlowSenders } from './slow-senders.ts';
import {
  judge,
  mebibytes,
  notMeasured,
  printFigures,
  printSummary,
  targets,
  type DatabaseKind,
  type FigureRow,
} from './targets.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';

const summary: FigureRow[] = [];

function section(title: string, rows: readonly FigureRow[]) {
  printFigures(title, rows);
  summary.push(...rows);
}

/** What a browser with JavaScript sends for Add to Cart: a new visitor's first add, each time. */
function addToCart(shopUrl: string, variantId: string, seconds?: number) {
  return runLoad({
    label: 'POST /cart.data (add to cart)',
    url: `${shopUrl}/cart.data`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'add', variantId }).toString(),
    seconds,
  });
}

function addToCartRows(database: DatabaseKind, load: LoadResult): FigureRow[] {
  const what = `add to cart on ${database}, a new visitor each time`;
  const troubles = load.errors + load.non2xx;
  return [
    judge(
      `${what}: req/s`,
      load.requestsPerSecond,
      targets.addToCart[database],
      troubles > 0 ? `${load.requestsPerSecond} req/s (${troubles} errors or non-2xx)` : undefined,
    ),
    judge(`${what}: p99`, load.p99Ms, targets.addToCartP99),
  ];
}

/** The shop's first start makes the embedded database: migrations, seed, and their memory. */
async function firstStartPeaks(dataDir: string): Promise<MemoryPeaks> {
  const server = await startShopServer({ DATA_DIR: dataDir });
  const peaks = { node: server.peakRss(), total: server.peakTotal() };
  await server.stop();
  return peaks;
}

interface MemoryPeaks {
  node: number;
  /** Node and the embedded database's processes together. */
  total: number;
}

/** Everything measured on one running shop, restarted on the folder its first start made. */
async function benchRestartedShop(dataDir: string, firstStart: MemoryPeaks) {
  const server = await startShopServer({ DATA_DIR: dataDir });
  try {
    const { productPath, variantId } = await readCatalogue(server.url);
    // Warm up, so the first compilation and cold caches are not measured.
    await runLoad({ label: 'warm-up', url: `${server.url}/category`, seconds: 2 });

    const pages = await comparePagesWithBare(server.url, storefrontPages(productPath));
    const cartLoad = await addToCart(server.url, variantId);
    const underLoad = { node: server.peakRss(), total: server.peakTotal() };
    console.log(`\nStorefront at 50 connections, ${secondsPerScenario} s per scenario`);
    printLoadTable([...pages.loads, cartLoad]);
    section('Pages beside a bare node:http server sending the same bytes', pages.rows);
    section('Add to cart', addToCartRows('embedded', cartLoad));
    section('Memory: Node and the embedded database together (PSS), Node alone (VmHWM)', [
      judge(
        'peak memory, first start on an empty DATA_DIR',
        mebibytes(firstStart.total),
        targets.firstStartPeakMemory,
        `${mebibytes(firstStart.total)} MiB (Node ${mebibytes(firstStart.node)} MiB)`,
      ),
      judge(
        'peak memory under the load above, after a restart',
        mebibytes(underLoad.total),
        targets.peakMemoryUnderLoad,
        `${mebibytes(underLoad.total)} MiB (Node ${mebibytes(underLoad.node)} MiB)`,
      ),
    ]);
    section('HTML of each page', htmlSizeRows(pages.answers));
    section(
      'JavaScript each storefront page loads or preloads',
      pageJavaScriptRows(await storefrontJavaScript(server.url)),
    );
    section('Lighthouse, mobile', await lighthouseRows(server.url));
    const slowSenders = await benchSlowSenders(server.url);
    console.log(`\nA rendered page at 50 connections, alone and beside slow senders`);
    printLoadTable(slowSenders.loads);
    section('Slow senders', slowSenders.rows);
  } finally {
    await server.stop();
  }
}

async function addToCartOnPostgres(): Promise<FigureRow[]> {
  const serverUrl = benchServerUrl();
  if (!serverUrl) {
    const what = 'add to cart on PostgreSQL: req/s';
    return [notMeasured(what, targets.addToCart.PostgreSQL, noServerGiven)];
  }
  return withScratchDatabase(serverUrl, 'halwai_bench_cart', async (databaseUrl) => {
    const server = await startShopServer({ DATABASE_URL: databaseUrl });
    try {
      const { variantId } = await readCatalogue(server.url);
      await addToCart(server.url, variantId, 2);
      const load = await addToCart(server.url, variantId);
      console.log(`\nAdd to cart on PostgreSQL at 50 connections, ${secondsPerScenario} s`);
      printLoadTable([load]);
      return addToCartRows('PostgreSQL', load);
    } finally {
      await server.stop();
    }
  });
}

const dataDir = temporaryDataDir('halwai-bench-shop-');
try {
  await benchRestartedShop(dataDir, await firstStartPeaks(dataDir));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
// One benchmark at a time, so none shares the machine's 2 cores with another.
section('Add to cart on PostgreSQL', await addToCartOnPostgres());
summary.push(...(await benchOrderPlacement()));
await benchAdminDashboard();
summary.push(...(await benchRecipientList()));
printSummary(summary);
if (!benchServerUrl()) console.log(`For the PostgreSQL figures, ${howToGiveServer}.`);
if (secondsPerScenario !== 10) {
  console.log(`The targets are set for 10 s per load; this run had ${secondsPerScenario} s.`);
}
