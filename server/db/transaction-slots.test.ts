/**
 * Transactions that wait for another's row lock keep their connection while they wait; the pool
 * keeps connections free for everything else, so a page's read never queues behind them.
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, expect, test } from 'vitest';
import { buildProduct, insertProduct } from '#tests/support/factories.ts';
import { moment } from '#tests/support/moment.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { counterTransaction, openPostgres, transactionSlots } from './client.ts';
import { productVariants } from './schema/catalog.ts';

test('transactions may hold at most 40 % of the pool, and always at least one connection', () => {
  expect(transactionSlots(20)).toBe(8);
  expect(transactionSlots(5)).toBe(2);
  expect(transactionSlots(1)).toBe(1);
});

let database: TestDatabase;
let variantId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const { variants } = await insertProduct(database.db, buildProduct({ name: 'Kaju Katli' }));
  variantId = variants[0]?.id ?? '';
});

test('a read answers while more transactions than the pool holds queue on one row lock', async () => {
  const server = openPostgres(database.connectionString, 5);
  const lockVariant = sql`select id from ${productVariants} where id = ${variantId} for update`;
  try {
    const locked = moment();
    const released = moment();
    const holder = server.db.transaction(async (tx) => {
      await tx.execute(lockVariant);
      locked.reach();
      await released.reached;
    });
    await locked.reached;
    // Five more checkouts of the same sweet: without the slots they would take every connection.
    const waiters = Array.from({ length: 5 }, () =>
      server.db.transaction(async (tx) => {
        await tx.execute(lockVariant);
      }),
    );
    const [variant] = await server.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    expect(variant?.id).toBe(variantId);
    released.reach();
    await Promise.all([holder, ...waiters]);
  } finally {
    await server.close();
  }
});

test("a counter bill's transaction has connections of its own: it runs while the web's pages and transactions hold every one of theirs", async () => {
  const server = openPostgres(database.connectionString, 5);
  const holder = new pg.Client({ connectionString: database.connectionString });
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock(51052)');
    // Five reads wait for the lock, one on each of the web pool's five connections.
    // A drizzle query runs once awaited: each is started here.
    const reads = Array.from({ length: 5 }, () =>
      Promise.resolve(server.db.execute(sql`select pg_advisory_xact_lock(51052)`)),
    );
    await expect
      .poll(async () => {
        const { rows } = await holder.query(
          "select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted",
        );
        return rows[0]?.waiting;
      })
      .toBe(5);
    const bill = await counterTransaction(server.db, async (tx) => {
      const [row] = await tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(eq(productVariants.id, variantId));
      return row?.id;
    });
    expect(bill).toBe(variantId);
    await holder.query('select pg_advisory_unlock(51052)');
    await Promise.all(reads);
  } finally {
    await holder.end();
    await server.close();
  }
});
