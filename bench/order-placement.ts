/**
 * Order placement under load: 20 customers fill a cart (not timed) and place the order (timed),
 * over and over for 10 s after a 1 s warm-up, on the embedded database and, when a server is
 * given, on PostgreSQL; then pgbench's TPC-B-like run on that server as a yardstick.
 * Runs at the end of `npm run bench`, or alone: `node --import tsx bench/order-placement.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type Database } from '#server/db/client.ts';
import {
  seedCatalogue,
  seedShoppers,
  timeCheckouts,
  type CheckoutTimes,
} from './order-shoppers.ts';
import { findPgbench, runTpcB, tpcB } from './pgbench.ts';
import { withScratchDatabase } from './scratch-postgres.ts';

const customerCount = 20;
const warmUpMs = 1_000;
const measureMs = 10_000;

interface OrderFigures {
  database: string;
  ordersPlaced: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
}

/** Nearest-rank percentile of values sorted ascending. */
function percentile(sorted: readonly number[], fraction: number) {
  const index = Math.max(0, Math.ceil(fraction * sorted.length) - 1);
  return sorted[index] ?? Number.NaN;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function summarise(database: string, times: CheckoutTimes): OrderFigures {
  const sorted = [...times.latenciesMs].sort((a, b) => a - b);
  return {
    database,
    ordersPlaced: sorted.length,
    ordersPerSecond: oneDecimal(sorted.length / (measureMs / 1000)),
    p50Ms: oneDecimal(percentile(sorted, 0.5)),
    p99Ms: oneDecimal(percentile(sorted, 0.99)),
    failed: times.failures,
  };
}

/** Migrates, seeds and runs the customers on one database, and always closes it. */
async function benchAndClose(label: string, database: Database): Promise<OrderFigures> {
  try {
    await database.migrate();
    const variantIds = await seedCatalogue(database.db);
    const shoppers = await seedShoppers(database.db, customerCount);
    const times = await timeCheckouts(database.db, shoppers, variantIds, { warmUpMs, measureMs });
    if (times.failures > 0) {
      console.error(`${label}: ${times.failures} checkouts failed; the first:`, times.firstFailure);
    }
    return summarise(label, times);
  } finally {
    await database.close();
  }
}

/** A new data folder, as a shop's first start makes, so earlier runs' orders never weigh in. */
async function benchPglite() {
  const folder = mkdtempSync(path.join(tmpdir(), 'halwai-bench-orders-'));
  try {
    return await benchAndClose('PGlite', await openPglite({ dataDir: path.join(folder, 'db') }));
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

async function compareWithTpcB(serverUrl: string, postgresOrdersPerSecond: number) {
  const pgbench = findPgbench();
  if (!pgbench) {
    console.log(
      'pgbench comparison skipped: no pgbench on PATH or in /usr/lib/postgresql/15/bin (Debian package postgresql-15).',
    );
    return;
  }
  const tps = await runTpcB(pgbench, serverUrl);
  const share = (postgresOrdersPerSecond / tps) * 100;
  console.log(
    `pgbench TPC-B-like on the same server (scale ${tpcB.scale}, ${tpcB.clients} clients, ${tpcB.threads} threads, ${tpcB.seconds} s): ${tps.toFixed(1)} tps, without connection time`,
  );
  console.log(`Halwai orders/s on PostgreSQL ÷ pgbench TPC-B tps: ${share.toFixed(1)}%`);
  console.log(
    'Why lower: placeOrder is 11–13 statements in one transaction (cart and 1–3 variant rows locked, stock updated, 4 inserts, cart emptied) and each loop adds 1–3 add-to-cart transactions of 5 statements, all sent from one Node process; a TPC-B transaction is 5 statements from pgbench’s C client.',
  );
}

export async function benchOrderPlacement() {
  // `||`, not `??`: an empty variable means "not set" too.
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const pglite = await benchPglite();
  if (!serverUrl) {
    printOrderTable([pglite]);
    console.log(
      'PostgreSQL row skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to postgres://… of a server where the user may create databases.',
    );
    return;
  }
  const postgres = await benchPostgres(serverUrl);
  printOrderTable([pglite, postgres]);
  await compareWithTpcB(serverUrl, postgres.ordersPerSecond);
}

if (process.argv[1] === import.meta.filename) await benchOrderPlacement();
