import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { addDays, indiaDayKey } from '#core/india-calendar.ts';
import { recordCounterBill } from '#server/counter/record-bill.ts';
import type { Db } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';
import { batches, batchTakes, batchWriteOffs } from '#server/db/schema/kitchen.ts';
import { stockShortfalls } from '#server/db/schema/counter.ts';
import { orderItems, orders } from '#server/db/schema/orders.ts';
import { writeTogether } from '#server/db/write-together.ts';
import { cancelOrder } from '#server/orders/cancel-order.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { adjustStock, lockSoldStock } from '#server/stock/adjust-stock.ts';
import { counterBill, counterDevice, weighedLine } from '#tests/support/counter-bills.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { checkout, customerWithCart } from '#tests/support/orders.ts';
import { sweetWithBatches } from '#tests/support/kitchen.ts';
import { gramsOf, unitsOf } from '#tests/support/stock.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { lockStock, setSweetGrams, sweetGramsWrites } from './sweet-stock.ts';

let db: Db;
let cashier: string;
let seriesCount = 0;
const today = indiaDayKey(new Date());

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  cashier = await insertCustomer(db, 'Kitchen Counter Cashier', 'cashier');
});

/** Each batch's grams left, in the order given. */
async function gramsLeftOf(batchIds: readonly string[]) {
  const rows = await db
    .select({ id: batches.id, gramsLeft: batches.gramsLeft })
    .from(batches)
    .where(inArray(batches.id, [...batchIds]));
  const left = new Map(rows.map((row) => [row.id, row.gramsLeft]));
  return batchIds.map((id) => left.get(id));
}

/**
 * The books of a sweet's batches: its grams against what its batches in the stock hold, and each
 * batch whose grams left are not what was made less what was taken and written off.
 */
async function batchBooks(productId: string) {
  const { rows } = (await db.execute(sql`
    select
      coalesce(sum(batch.grams_left) filter (where batch.expired_at is null), 0)::int as "inStock",
      (count(*) filter (where batch.grams_left <> batch.grams_made
        - coalesce((select sum(take.grams) from ${batchTakes} as take
            where take.batch_id = batch.id), 0)
        - coalesce((select sum(off.grams) from ${batchWriteOffs} as off
            where off.batch_id = batch.id), 0)))::int as "notAddingUp"
    from ${batches} as batch where batch.product_id = ${productId}`)) as unknown as {
    rows: Array<{ inStock: number; notAddingUp: number }>;
  };
  const [books] = rows;
  return { ...books, stock: await gramsOf(db, productId) };
}

async function takesOf(orderId: string) {
  return db
    .select({ batchId: batchTakes.batchId, grams: batchTakes.grams })
    .from(batchTakes)
    .where(eq(batchTakes.orderId, orderId))
    .orderBy(batchTakes.createdAt, batchTakes.grams);
}

async function orderIdOf(orderNumber: string) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return order?.id ?? '';
}

describe('a sweet’s batches', () => {
  test('give a sale its grams first expiring first, a batch at a time, and say which gave what', async () => {
    const { productId, weights, batchIds } = await sweetWithBatches(db, 'Batch Barfi', [
      { grams: 2000, goodForDays: null },
      { grams: 1000, goodForDays: 2 },
      { grams: 300, goodForDays: 1 },
      { grams: 500, goodForDays: 0, expired: true },
    ]);
    const { userId } = await customerWithCart(db, [[weights['500g'], 2]]);
    const order = await placeOrder(db, userId, checkout());

    // 1 kg: the 300 g best before tomorrow, then 700 g of the next; none of the one that keeps,
    // none of the one past its best-before.
    expect(await gramsLeftOf(batchIds)).toEqual([2000, 300, 0, 500]);
    expect(await takesOf(await orderIdOf(order.orderNumber))).toEqual(
      expect.arrayContaining([
        { batchId: batchIds[2], grams: 300 },
        { batchId: batchIds[1], grams: 700 },
      ]),
    );
    expect(await batchBooks(productId)).toEqual({ inStock: 2300, notAddingUp: 0, stock: 2300 });
    expect(await unitsOf(db, weights['1kg'])).toBe(2);
    // Its 1 kg is promised as the first batch it came from keeps: best before tomorrow.
    const items = await db
      .select({ bestBefore: orderItems.bestBefore })
      .from(orderItems)
      .where(eq(orderItems.orderId, await orderIdOf(order.orderNumber)));
    expect(items).toEqual([{ bestBefore: addDays(today, 1) }]);
  });

  test('take a counter bill’s grams the same way, naming the bill', async () => {
    const { productId, batchIds } = await sweetWithBatches(db, 'Counter Batch Peda', [
      { grams: 400, goodForDays: 3 },
      { grams: 400, goodForDays: 1 },
    ]);
    seriesCount += 1;
    const device = await counterDevice(db, 'Batch counter', `HC${700 + seriesCount}`);
    const recorded = await recordCounterBill(
      db,
      cashier,
      counterBill(device, [weighedLine(productId, 500)]),
      'Delhi',
    );
    expect(await gramsLeftOf(batchIds)).toEqual([300, 0]);
    const takes = await db
      .select({ batchId: batchTakes.batchId, grams: batchTakes.grams })
      .from(batchTakes)
      .where(eq(batchTakes.counterBillId, recorded.id));
    expect(takes).toEqual(
      expect.arrayContaining([
        { batchId: batchIds[1], grams: 400 },
        { batchId: batchIds[0], grams: 100 },
      ]),
    );
    expect(await batchBooks(productId)).toEqual({ inStock: 300, notAddingUp: 0, stock: 300 });
  });

  test('take back a cancelled order’s grams, each batch what it gave while it is in the stock', async () => {
    const { productId, weights, batchIds } = await sweetWithBatches(db, 'Cancel Batch Katli', [
      { grams: 1000, goodForDays: 2 },
      { grams: 300, goodForDays: 1 },
    ]);
    const { userId } = await customerWithCart(db, [[weights['500g'], 2]]);
    const order = await placeOrder(db, userId, checkout());
    expect(await gramsLeftOf(batchIds)).toEqual([300, 0]);
    // The one best before tomorrow went past its best-before meanwhile: out of the stock.
    await db.transaction(async (tx) => {
      const locked = await lockStock(tx, [], [productId]);
      await tx
        .update(batches)
        .set({ expiredAt: new Date() })
        .where(eq(batches.id, batchIds[1] ?? ''));
      await writeTogether(tx, sweetGramsWrites(new Map([[productId, 0]]), -1, locked));
    });

    await cancelOrder(db, userId, order.orderNumber);

    // 700 g back to the good one; the 300 g of the one past its best-before are not sold again.
    expect(await gramsLeftOf(batchIds)).toEqual([1000, 0]);
    expect(await batchBooks(productId)).toEqual({ inStock: 1000, notAddingUp: 0, stock: 1000 });
    expect(await unitsOf(db, weights['250g'])).toBe(4);
  });

  test('take back grams no batch gave (an order from before batches) as a batch made now', async () => {
    const { productId, weights } = await sweetWithBatches(db, 'Old Order Jalebi', [
      { grams: 500, goodForDays: 2 },
    ]);
    await db.update(products).set({ shelfLifeDays: 3 }).where(eq(products.id, productId));
    await db.transaction(async (tx) => {
      const items = [
        {
          variantId: weights['250g'],
          productId,
          quantity: 2,
          name: 'Old Order Jalebi',
          weight: '250g',
          boxContents: null,
        },
      ];
      const { stock, locked } = await lockSoldStock(tx, items);
      await adjustStock(tx, null, stock, 1, locked);
    });
    const made = await db
      .select({ gramsLeft: batches.gramsLeft, bestBeforeDay: batches.bestBeforeDay })
      .from(batches)
      .where(and(eq(batches.productId, productId), eq(batches.gramsMade, 500)))
      .orderBy(batches.madeAt);
    expect(made).toEqual([
      { gramsLeft: 500, bestBeforeDay: addDays(today, 2) },
      { gramsLeft: 500, bestBeforeDay: addDays(today, 3) },
    ]);
    expect(await batchBooks(productId)).toEqual({ inStock: 1000, notAddingUp: 0, stock: 1000 });
  });

  test('follow the product form’s count: more is a batch made now, fewer are taken oldest first', async () => {
    const { productId, batchIds } = await sweetWithBatches(db, 'Counted Ladoo', [
      { grams: 600, goodForDays: 2 },
      { grams: 400, goodForDays: 1 },
    ]);
    const owner = await insertCustomer(db, 'Counting Owner', 'owner');
    await db.transaction(async (tx) => {
      await lockStock(tx, [], [productId]);
      await setSweetGrams(tx, productId, 700, owner);
    });
    expect(await gramsLeftOf(batchIds)).toEqual([600, 100]);
    await db.transaction(async (tx) => {
      await lockStock(tx, [], [productId]);
      await setSweetGrams(tx, productId, 1500, owner);
    });
    const [counted] = await db
      .select({ gramsMade: batches.gramsMade, madeBy: batches.madeBy })
      .from(batches)
      .where(and(eq(batches.productId, productId), eq(batches.gramsMade, 800)));
    expect(counted).toEqual({ gramsMade: 800, madeBy: owner });
    expect(await batchBooks(productId)).toEqual({ inStock: 1500, notAddingUp: 0, stock: 1500 });
  });

  test(
    '50 web orders and a counter’s 50 bills at once across three batches take none past its best-before, none beyond a batch, every gram accounted for',
    { timeout: 120_000 },
    async () => {
      const { productId, weights, batchIds } = await sweetWithBatches(db, 'Rush Rasmalai', [
        { grams: 20_000, goodForDays: 3 },
        { grams: 15_000, goodForDays: 2 },
        { grams: 10_000, goodForDays: 1 },
        { grams: 5000, goodForDays: 0, expired: true },
      ]);
      seriesCount += 1;
      const device = await counterDevice(db, 'Rush batch counter', `HC${700 + seriesCount}`);
      const buyers = await Promise.all(
        Array.from({ length: 50 }, () => customerWithCart(db, [[weights['1kg'], 1]])),
      );
      const counter = (async () => {
        for (let index = 0; index < 50; index += 1) {
          await recordCounterBill(
            db,
            cashier,
            counterBill(device, [weighedLine(productId, 300)]),
            'Delhi',
          );
        }
      })();
      const web = buyers.map(({ userId }) =>
        placeOrder(db, userId, checkout()).then(
          () => 1,
          () => 0,
        ),
      );
      const [, ...placed] = await Promise.all([counter, ...web]);
      const webGrams = placed.reduce((total: number, one) => total + (one ?? 0), 0) * 1000;

      // 50 kg on the web and 15 kg at the counter, of 45 kg good: 35 kg of orders fit, the rest
      // were refused as out of stock or recorded short at the counter; none of the 5 kg expired.
      const left = await gramsLeftOf(batchIds);
      expect(left[3]).toBe(5000);
      for (const grams of left) expect(grams).toBeGreaterThanOrEqual(0);
      const [taken] = await db
        .select({ grams: sql<number>`coalesce(sum(${batchTakes.grams}), 0)::int` })
        .from(batchTakes)
        .where(inArray(batchTakes.batchId, batchIds));
      expect(taken?.grams).toBe(45_000 - (left[0] ?? 0) - (left[1] ?? 0) - (left[2] ?? 0));
      // What the batches gave is what the web's orders took and what the counter's bills took
      // of the books (a bill beyond them is recorded short, from no batch).
      const [short] = await db
        .select({ grams: sql<number>`coalesce(sum(${stockShortfalls.grams}), 0)::int` })
        .from(stockShortfalls)
        .where(eq(stockShortfalls.productId, productId));
      expect(taken?.grams).toBe(webGrams + 50 * 300 - (short?.grams ?? 0));
      expect(await batchBooks(productId)).toMatchObject({ notAddingUp: 0 });
      const books = await batchBooks(productId);
      expect(books.stock).toBe(books.inStock);
    },
  );
});
