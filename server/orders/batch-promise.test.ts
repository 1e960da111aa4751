/**
 * The promise follows the batch: an order for a later day's slot takes only grams still good on
 * that day, is promised their best-before, and is refused, naming the day, when too few will be.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { readSlotChoice, slotChoiceValue } from '#core/delivery-slots.ts';
import { formatDeliveryDay } from '#core/date-format.ts';
import { addDays, indiaDayKey, indiaDayStart } from '#core/india-calendar.ts';
import type { Db } from '#server/db/client.ts';
import { orderItems, orders } from '#server/db/schema/orders.ts';
import { expectBooksBalance, sweetWithBatches } from '#tests/support/kitchen.ts';
import { checkout, customerWithCart, ordersOf, refusal } from '#tests/support/orders.ts';
import { localSlotZone } from '#tests/support/slot-zone.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { batches } from '#server/db/schema/kitchen.ts';
import { placeOrder } from './place-order.ts';

let db: Db;
let morning: string;
const today = indiaDayKey(new Date());
const inTwoDays = addDays(today, 2);

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  const slots = await localSlotZone(db, [{ startsAt: '10:00', endsAt: '14:00', capacity: 50 }]);
  morning = slots.get('10:00') ?? '';
});

const inSlot = (day: string) => readSlotChoice(slotChoiceValue(day, morning));

async function gramsLeftOf(batchIds: readonly string[]) {
  const rows = await db.select({ id: batches.id, gramsLeft: batches.gramsLeft }).from(batches);
  const left = new Map(rows.map((row) => [row.id, row.gramsLeft]));
  return batchIds.map((id) => left.get(id));
}

async function bestBeforeOf(orderNumber: string) {
  const items = await db
    .select({ bestBefore: orderItems.bestBefore })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.orderNumber, orderNumber));
  return items.map((item) => item.bestBefore);
}

describe('an order for a later day', () => {
  test('takes only batches still good on its day, and is promised their best-before', async () => {
    // Best before tomorrow (good today only), then one good for four more days.
    const { productId, weights, batchIds } = await sweetWithBatches(db, 'Slot Kalakand', [
      { grams: 1000, goodForDays: 1 },
      { grams: 2000, goodForDays: 4 },
    ]);
    const { userId } = await customerWithCart(db, [[weights['500g'], 1]]);
    const order = await placeOrder(db, userId, checkout({ deliverySlot: inSlot(inTwoDays) }));

    expect(await gramsLeftOf(batchIds)).toEqual([1000, 1500]);
    // Not the delivery day plus the sweet's 7 days' shelf life: the batch's own day.
    expect(await bestBeforeOf(order.orderNumber)).toEqual([addDays(today, 4)]);
    await expectBooksBalance(db, productId);
  });

  test('is refused, naming its day, when fewer grams will still be good then; nothing is taken', async () => {
    const { productId, weights, batchIds } = await sweetWithBatches(db, 'Slot Milk Cake', [
      { grams: 2000, goodForDays: 2 },
      { grams: 500, goodForDays: 3 },
    ]);
    // 1 kg: the shop holds 2.5 kg, but only 500 g will still be good in two days.
    const { userId } = await customerWithCart(db, [[weights['1kg'], 1]]);
    const refused = await refusal(
      placeOrder(db, userId, checkout({ deliverySlot: inSlot(inTwoDays) })),
    );
    const day = formatDeliveryDay(indiaDayStart(inTwoDays));
    expect(refused.message).toBe(
      `Only 500 g of Slot Milk Cake will still be fresh on ${day}, and your cart holds 1 kg of it. Please choose an earlier delivery slot, or lower the quantity in your cart.`,
    );
    expect(await ordersOf(db, userId)).toEqual([]);
    expect(await gramsLeftOf(batchIds)).toEqual([2000, 500]);

    // Tomorrow the first batch is still good: the same cart goes, from it.
    const order = await placeOrder(
      db,
      userId,
      checkout({ deliverySlot: inSlot(addDays(today, 1)) }),
    );
    expect(await gramsLeftOf(batchIds)).toEqual([1000, 500]);
    expect(await bestBeforeOf(order.orderNumber)).toEqual([addDays(today, 2)]);
    await expectBooksBalance(db, productId);
  });
});
