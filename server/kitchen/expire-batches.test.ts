import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { addDays, indiaDayKey, indiaDayStart, indiaInstant } from '#core/india-calendar.ts';
import { shopJobs } from '#server/compose/shop-jobs.ts';
import type { Db } from '#server/db/client.ts';
import { batches, batchTakes } from '#server/db/schema/kitchen.ts';
import { writeTogether } from '#server/db/write-together.ts';
import { lockStock, sweetGramsWrites } from '#server/catalog/sweet-stock.ts';
import { runDueJobs, scheduleRecurringJobs } from '#server/jobs/job-worker.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { seedShop } from '#server/seed/seed.ts';
import { expectBooksBalance, sweetWithoutStock } from '#tests/support/kitchen.ts';
import { MAIL_CONFIG, testMailer } from '#tests/support/mail.ts';
import { checkout, customerWithCart } from '#tests/support/orders.ts';
import { gramsOf, unitsOf } from '#tests/support/stock.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { EXPIRE_BATCHES_JOB, expireBatches } from './expire-batches.ts';

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
});

/**
 * A batch of the sweet made on `madeOn` and best before `bestBeforeDay` (India days; null: it
 * keeps), its grams joining the stock as the kitchen's do: the sweet's weights locked first.
 */
async function batchOf(
  productId: string,
  grams: number,
  madeOn: string,
  bestBeforeDay: string | null,
) {
  return db.transaction(async (tx) => {
    const locked = await lockStock(tx, [], [productId]);
    const [batch] = await tx
      .insert(batches)
      .values({
        productId,
        gramsMade: grams,
        gramsLeft: grams,
        madeAt: indiaInstant(madeOn, '07:00'),
        bestBeforeDay,
      })
      .returning({ id: batches.id });
    await writeTogether(tx, sweetGramsWrites(new Map([[productId, grams]]), 1, locked));
    return batch?.id ?? '';
  });
}

async function batchRow(batchId: string) {
  const [row] = await db
    .select({ gramsLeft: batches.gramsLeft, expiredAt: batches.expiredAt })
    .from(batches)
    .where(eq(batches.id, batchId));
  return row;
}

async function unitsOfSweet(sweet: { g250: string; g500: string; kg1: string }) {
  return {
    '250g': await unitsOf(db, sweet.g250),
    '500g': await unitsOf(db, sweet.g500),
    '1kg': await unitsOf(db, sweet.kg1),
  };
}

describe("grams past their best-before leave the stock at India's midnight", () => {
  test('at 00:00 the batch best before today leaves the stock, the one best before tomorrow stays and is what a sale takes', async () => {
    // Today is India's today, so the order placed after the midnight is placed on that day.
    const today = indiaDayKey(new Date());
    const yesterday = addDays(today, -1);
    const sweet = await sweetWithoutStock('Expiry Kalakand', db, 2);
    const due = await batchOf(sweet.productId, 1000, addDays(today, -2), today);
    const good = await batchOf(sweet.productId, 1500, yesterday, addDays(today, 1));
    expect(await gramsOf(db, sweet.productId)).toBe(2500);

    expect(await expireBatches(db, indiaInstant(yesterday, '23:59'))).toEqual([]);
    expect(await gramsOf(db, sweet.productId)).toBe(2500);
    expect(await unitsOfSweet(sweet)).toEqual({ '250g': 10, '500g': 5, '1kg': 2 });

    const midnight = indiaDayStart(today);
    expect(await expireBatches(db, midnight)).toEqual([
      { batchId: due, productId: sweet.productId, bestBeforeDay: today, grams: 1000 },
    ]);
    expect(await gramsOf(db, sweet.productId)).toBe(1500);
    expect(await unitsOfSweet(sweet)).toEqual({ '250g': 6, '500g': 3, '1kg': 1 });
    // Its grams wait on the batch for the owner's write-off; the stock no longer counts them.
    expect(await batchRow(due)).toEqual({ gramsLeft: 1000, expiredAt: midnight });
    expect(await batchRow(good)).toEqual({ gramsLeft: 1500, expiredAt: null });
    await expectBooksBalance(db, sweet.productId);

    expect(await expireBatches(db, midnight)).toEqual([]);
    expect(await expireBatches(db, indiaInstant(today, '09:00'))).toEqual([]);
    expect(await gramsOf(db, sweet.productId)).toBe(1500);

    const { userId } = await customerWithCart(db, [[sweet.kg1, 1]]);
    const placed = await placeOrder(db, userId, checkout());
    const takes = await db
      .select({ batchId: batchTakes.batchId, grams: batchTakes.grams })
      .from(batchTakes)
      .where(eq(batchTakes.orderId, placed.id));
    expect(takes).toEqual([{ batchId: good, grams: 1000 }]);
    expect(await batchRow(due)).toEqual({ gramsLeft: 1000, expiredAt: midnight });
    expect(await gramsOf(db, sweet.productId)).toBe(500);
    await expectBooksBalance(db, sweet.productId);
  });

  test('a batch sold out before its midnight leaves nothing to take out, and one that keeps never leaves', async () => {
    const today = indiaDayKey(new Date());
    const sweet = await sweetWithoutStock('Expiry Peda', db, 2);
    const soldOut = await batchOf(sweet.productId, 500, addDays(today, -2), today);
    const keeps = await batchOf(sweet.productId, 1000, addDays(today, -30), null);
    const { userId } = await customerWithCart(db, [[sweet.g500, 1]]);
    await placeOrder(db, userId, checkout());
    expect(await batchRow(soldOut)).toEqual({ gramsLeft: 0, expiredAt: null });

    const midnight = indiaDayStart(today);
    expect(await expireBatches(db, midnight)).toEqual([
      { batchId: soldOut, productId: sweet.productId, bestBeforeDay: today, grams: 0 },
    ]);
    expect(await gramsOf(db, sweet.productId)).toBe(1000);
    expect(await batchRow(keeps)).toEqual({ gramsLeft: 1000, expiredAt: null });
    await expectBooksBalance(db, sweet.productId);
  });

  test("the shop's job takes a batch due while the shop was off out of the stock as it starts, and comes round at midnight", async () => {
    const today = indiaDayKey(new Date());
    const sweet = await sweetWithoutStock('Expiry Barfi', db, 1);
    const missed = await batchOf(sweet.productId, 750, addDays(today, -2), addDays(today, -1));
    const jobs = shopJobs(MAIL_CONFIG, testMailer()).filter(
      (job) => job.name === EXPIRE_BATCHES_JOB,
    );
    expect(jobs.map((job) => job.dailyAt)).toEqual(['00:00']);

    await scheduleRecurringJobs(db, jobs);
    expect(await runDueJobs(db, jobs)).toBe(1);

    expect((await batchRow(missed))?.expiredAt).not.toBeNull();
    expect(await gramsOf(db, sweet.productId)).toBe(0);
    await expectBooksBalance(db, sweet.productId);
  });
});
