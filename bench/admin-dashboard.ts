/**
 * The admin pages' services on a shop with history: 10,000 orders from 2,000 customers over
 * fourteen months. Times the dashboard, the customer list and payouts: the first call on a newly
 * opened database, then p50/p99 of 30 more, on the embedded database and, when given, on PostgreSQL.
 * Runs in `npm run bench` after order placement, or alone: `node --import tsx bench/admin-dashboard.ts`.
 */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Actor } from '#server/staff/assert-may.ts';
import { listAdminCustomers } from '#server/admin/customers.ts';
import { loadAdminDashboard } from '#server/admin/dashboard.ts';
import { loadPayouts } from '#server/admin/payouts.ts';
import { openDatabase, openPostgres, type Database, type Db } from '#server/db/client.ts';
import { seedShop } from '#server/seed/seed.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { seedOrderHistory, shopHistory } from './order-history.ts';
import { benchServerUrl, howToGiveServer, withScratchDatabase } from './scratch-postgres.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';

const warmCalls = 30;

interface PageTiming {
  database: string;
  service: string;
  firstMs: number;
  p50Ms: number;
  p99Ms: number;
}

const services: { name: string; call: (db: Db, admin: Actor) => Promise<unknown> }[] = [
  { name: 'loadAdminDashboard', call: (db, admin) => loadAdminDashboard(db, admin) },
  { name: 'listAdminCustomers (page 1)', call: (db, admin) => listAdminCustomers(db, admin, {}) },
  { name: 'loadPayouts', call: (db, admin) => loadPayouts(db, admin) },
];

/** Nearest-rank percentile of values sorted ascending. */
function percentile(sorted: readonly number[], fraction: number) {
  const index = Math.max(0, Math.ceil(fraction * sorted.length) - 1);
  return sorted[index] ?? Number.NaN;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

async function timeOnce(call: () => Promise<unknown>) {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

/** Each service's first call, then its warm calls, one after another as one admin would. */
async function timeServices(database: string, db: Db, admin: Actor): Promise<PageTiming[]> {
  const timings: PageTiming[] = [];
  for (const service of services) {
    const firstMs = await timeOnce(() => service.call(db, admin));
    const warm: number[] = [];
    for (let index = 0; index < warmCalls; index += 1) {
      warm.push(await timeOnce(() => service.call(db, admin)));
    }
    warm.sort((a, b) => a - b);
    timings.push({
      database,
      service: service.name,
      firstMs: oneDecimal(firstMs),
      p50Ms: oneDecimal(percentile(warm, 0.5)),
      p99Ms: oneDecimal(percentile(warm, 0.99)),
    });
  }
  return timings;
}

/** Catalogue, customers, orders and the admin; returns the admin, and how long it took. */
async function seedAndClose(database: Database) {
  try {
    const started = performance.now();
    await database.migrate();
    await seedShop(database.db);
    await seedOrderHistory(database.db);
    const adminId = await insertCustomer(database.db, 'Bench Admin', 'owner');
    // As the database would be an hour later: autovacuum has gathered statistics.
    // By the tables' owner: the embedded shop's own role may not analyze them.
    await analyzeAsOwner(database);
    const admin: Actor = { id: adminId, role: 'owner' };
    return { admin, seedSeconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

async function analyzeAsOwner(database: Database) {
  if (!database.embedded) {
    await database.db.execute(sql`analyze`);
    return;
  }
  const owner = new pg.Client({ connectionString: database.embedded.shopUrl });
  await owner.connect();
  try {
    await owner.query('analyze');
  } finally {
    await owner.end();
  }
}

/**
 * Seeds through one handle and times through another, so the first call meets what an admin's
 * first visit after a restart meets: new connections, nothing prepared.
 */
async function benchDatabase(label: string, open: () => Promise<Database>) {
  const { admin, seedSeconds } = await seedAndClose(await open());
  console.log(`${label}: migrated and seeded in ${seedSeconds.toFixed(1)} s`);
  const database = await open();
  try {
    return await timeServices(label, database.db, admin);
  } finally {
    await database.close();
  }
}

async function benchEmbedded() {
  const folder = temporaryDataDir('halwai-bench-admin-');
  try {
    return await benchDatabase('embedded', () => openDatabase({ dataDir: folder }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function benchPostgres(serverUrl: string) {
  return withScratchDatabase(serverUrl, 'halwai_bench_admin', (databaseUrl) =>
    benchDatabase('PostgreSQL', () => Promise.resolve(openPostgres(databaseUrl))),
  );
}

function printAdminTable(timings: readonly PageTiming[]) {
  console.log(
    `\nAdmin pages' services: ${shopHistory.orders.toLocaleString('en-IN')} orders from ${shopHistory.customers.toLocaleString('en-IN')} customers over ${shopHistory.days} days; first call on a newly opened database, then ${warmCalls} calls (both analyzed, as autovacuum would)`,
  );
  console.table(
    timings.map((timing) => ({
      database: timing.database,
      service: timing.service,
      'first ms': timing.firstMs,
      'p50 ms': timing.p50Ms,
      'p99 ms': timing.p99Ms,
    })),
  );
}

export async function benchAdminDashboard() {
  const serverUrl = benchServerUrl();
  const timings = await benchEmbedded();
  if (serverUrl) timings.push(...(await benchPostgres(serverUrl)));
  printAdminTable(timings);
  if (!serverUrl) {
    console.log(`PostgreSQL rows skipped: ${howToGiveServer}.`);
  }
}

if (process.argv[1] === import.meta.filename) await benchAdminDashboard();
