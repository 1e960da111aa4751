/**
 * Transactions that wait for another's row lock keep their connection while they wait; the pool
 * keeps connections free for everything else, so a page's read never queues behind them.
 */
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
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
  const pool = server.db.$client as pg.Pool;
  const held = await Promise.all(Array.from({ length: 5 }, () => pool.connect()));
  try {
    // Every connection of the web's pool is taken, and a web transaction waits for one.
    const waiting = server.db.transaction(async (tx) => tx.execute(sql`select 1`));
    const bill = await counterTransaction(server.db, async (tx) => {
      const [row] = await tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(eq(productVariants.id, variantId));
      return row?.id;
    });
    expect(bill).toBe(variantId);
    expect(pool.waitingCount).toBe(1);
    for (const client of held.splice(0)) client.release();
    await waiting;
  } finally {
    for (const client of held) client.release();
    await server.close();
  }
});
