/**
 * Order placement under load: 20 customers fill a cart (not timed) and place the order (timed),
 * over and over for 10 s after a 1 s warm-up, on the embedded database and, when a server is
 * given, on PostgreSQL; then pgbench's TPC-B-like run on that server as a yardstick. Afterwards
 * each customer double-clicks one more checkout, and the books are checked: no oversell, one
 * order per checkout key. Runs in `npm run bench`, or alone: `node --import tsx bench/order-placement.ts`.
 */
import { rmSync } from 'node:fs';
import { openDatabase, openPostgres, type Database } from '#server/db/client.ts';
import {
  checkOrderBooks,
  printOrderBooks,
  unacknowledgedOrders,
  type OrderBooks,
} from './order-books.ts';
import {
  doubleClickCheckouts,
  seedCatalogue,
  seedShoppers,
  stockPerVariant,
  timeCheckouts,
  type CheckoutTimes,
} from './order-shoppers.ts';
import { secondsPerScenario } from './load.ts';
import { stockUp } from './stock-up.ts';
import { findPgbench, runTpcB, tpcB } from './pgbench.ts';
import { benchServerUrl, noServerGiven, withScratchDatabase } from './scratch-postgres.ts';
import {
  judge,
  shownOnly,
  printFigures,
  targets,
  type DatabaseKind,
  type FigureRow,
} from './targets.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';

const customerCount = 20;
const warmUpMs = 1_000;
const measureMs = secondsPerScenario * 1000;

interface OrderFigures {
  database: DatabaseKind;
  ordersPlaced: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
  books: OrderBooks;
  /** Double clicks not answered twice with the one order. */
  doubleClicksNotOneOrder: number;
}

/** Nearest-rank percentile of values sorted ascending. */
function percentile(sorted: readonly number[], fraction: number) {
  const index = Math.max(0, Math.ceil(fraction * sorted.length) - 1);
  return sorted[index] ?? Number.NaN;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function summarise(
  database: DatabaseKind,
  times: CheckoutTimes,
  checks: Pick<OrderFigures, 'books' | 'doubleClicksNotOneOrder'>,
): OrderFigures {
  const sorted = [...times.latenciesMs].sort((a, b) => a - b);
  return {
    ...checks,
    database,
    ordersPlaced: sorted.length,
    ordersPerSecond: oneDecimal(sorted.length / (measureMs / 1000)),
    p50Ms: oneDecimal(percentile(sorted, 0.5)),
    p99Ms: oneDecimal(percentile(sorted, 0.99)),
    failed: times.failures,
  };
}

/** Migrates, seeds and runs the customers on one database, and always closes it. */
async function benchAndClose(label: DatabaseKind, database: Database): Promise<OrderFigures> {
  try {
    await database.migrate();
    const variantIds = await seedCatalogue(database.db);
    await stockUp(database.db, stockPerVariant);
    const shoppers = await seedShoppers(database.db, customerCount);
    const times = await timeCheckouts(database.db, shoppers, variantIds, { warmUpMs, measureMs });
    if (times.failures > 0) {
      console.error(`${label}: ${times.failures} checkouts failed; the first:`, times.firstFailure);
    }
    const doubleClicks = await doubleClickCheckouts(database.db, shoppers, variantIds);
    const books = await checkOrderBooks(database.db, stockPerVariant, [
      ...times.placedKeys,
      ...doubleClicks.keys,
    ]);
    console.log(`${label}, after the run and ${shoppers.length} double clicks:`);
    printOrderBooks(books);
    return summarise(label, times, { books, doubleClicksNotOneOrder: doubleClicks.notOneOrder });
  } finally {
    await database.close();
  }
}

/** A new data folder, as a shop's first start makes, so earlier runs' orders never weigh in. */
async function benchEmbedded() {
  const folder = temporaryDataDir('halwai-bench-orders-');
  try {
    return await benchAndClose('embedded', await openDatabase({ dataDir: folder }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** One pooled connection per customer, so none of them waits for the pool. */
async function benchPostgres(serverUrl: string) {
  return withScratchDatabase(serverUrl, 'halwai_bench', (databaseUrl) =>
    benchAndClose('PostgreSQL', openPostgres(databaseUrl, customerCount)),
  );
}

function printOrderTable(results: readonly OrderFigures[]) {
  console.log(
    `\nOrder placement: ${customerCount} customers, each filling a cart with 1–3 lines (not timed) and placing the order (timed), ${measureMs / 1000} s`,
  );
  console.table(
    results.map((result) => ({
      database: result.database,
      'orders placed': result.ordersPlaced,
      'orders/s': result.ordersPerSecond,
      'p50 ms': result.p50Ms,
      'p99 ms': result.p99Ms,
      failed: result.failed,
    })),
  );
}

/** The orders/s on PostgreSQL as a share of pgbench's TPC-B tps on the same server. */
async function shareOfTpcB(serverUrl: string, postgres: OrderFigures): Promise<FigureRow> {
  const what = 'orders/s on PostgreSQL ÷ pgbench TPC-B tps';
  const pgbench = findPgbench();
  if (!pgbench) {
    return shownOnly(
      what,
      'not measured: no pgbench on PATH or in /usr/lib/postgresql/15/bin (Debian package postgresql-15)',
    );
  }
  const tps = await runTpcB(pgbench, serverUrl);
  const share = oneDecimal((postgres.ordersPerSecond / tps) * 100);
  console.log(
    `pgbench TPC-B-like on the same server (scale ${tpcB.scale}, ${tpcB.clients} clients, ${tpcB.threads} threads, ${tpcB.seconds} s): ${tps.toFixed(1)} tps, without connection time`,
  );
  console.log(
    'Why lower: placeOrder is 11–13 statements in one transaction (cart and 1–3 variant rows locked, stock updated, 4 inserts, cart emptied) and each loop adds 1–3 add-to-cart transactions of 5 statements, all sent from one Node process; a TPC-B transaction is 5 statements from pgbench’s C client.',
  );
  const shown = `${postgres.ordersPerSecond} orders/s ÷ ${tps.toFixed(1)} tps = ${share} %`;
  return shownOnly(what, shown);
}

function booksRows(figures: OrderFigures): FigureRow[] {
  const { books } = figures;
  return [
    judge(
      `variants oversold (or stock lost) on ${figures.database}`,
      books.stockNotAddingUp + books.negativeStock,
      targets.variantsOversold,
    ),
    judge(
      `checkout keys without exactly one whole order on ${figures.database} (${books.acknowledgedCheckouts} keys, double clicks included)`,
      books.missingOrders +
        books.brokenOrders +
        unacknowledgedOrders(books) +
        figures.doubleClicksNotOneOrder,
      targets.checkoutKeysWithoutOneOrder,
    ),
  ];
}

/** Order placement's figures beside their targets, printed and returned for the summary. */
export async function benchOrderPlacement(): Promise<FigureRow[]> {
  const serverUrl = benchServerUrl();
  const embedded = await benchEmbedded();
  const rows = [
    judge(
      `orders/s on the embedded database (${customerCount} customers)`,
      embedded.ordersPerSecond,
      targets.ordersPerSecondEmbedded,
    ),
    ...booksRows(embedded),
  ];
  if (!serverUrl) {
    printOrderTable([embedded]);
    rows.push(
      shownOnly('orders/s on PostgreSQL ÷ pgbench TPC-B tps', `not measured: ${noServerGiven}`),
    );
  } else {
    const postgres = await benchPostgres(serverUrl);
    printOrderTable([embedded, postgres]);
    rows.push(await shareOfTpcB(serverUrl, postgres), ...booksRows(postgres));
  }
  printFigures('Order placement beside its targets', rows);
  return rows;
}

if (process.argv[1] === import.meta.filename) await benchOrderPlacement();
