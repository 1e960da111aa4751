import { eq } from 'drizzle-orm';
import { addDays, indiaDayKey } from '#core/india-calendar.ts';
import { beforeAll, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { orderItems, orders } from '#server/db/schema/orders.ts';
import { seedShop } from '#server/seed/seed.ts';
import { insertWeighedSweet } from '#tests/support/factories.ts';
import { checkout, customerWithCart, refusal, setStock, stockOf } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { atBusinessPrices } from '#server/cart/load-cart.ts';
import type { OrderDestination } from './order-destination.ts';
import { NO_PAYMENT_PROVIDERS, placeOrder } from './place-order.ts';

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
});

/** A kind of destination the checkout has never seen: collected at the shop on a given day. */
function collectedAtShop(day: string, steps: string[]): OrderDestination {
  return {
    stockWords: {
      unitsShort: (have, _need, item) => `Only ${have} of ${item} left at the counter.`,
      gramsShort: (have, _need, name) => `Only ${have} of ${name} left at the counter.`,
      gramsShortOn: (have, _need, name, day) => `Only ${have} of ${name} good on ${day}.`,
    },
    refusePayment: () => undefined,
    check: async (_tx, { rows }) => {
      steps.push('check');
      const lines = atBusinessPrices(rows);
      return {
        lines,
        route: () => ({
          columns: { recipientCount: 0 },
          parcels: undefined,
          arrivesOn: day,
          writes: () => [],
          addExtras: async () => {
            steps.push('extras');
          },
          takeSlotPlaces: async () => {
            steps.push('slot places');
          },
        }),
      };
    },
  };
}

test('a new kind of destination is placed by the same checkout, its steps in the checklist’s order', async () => {
  const peda = await insertWeighedSweet(db, 'Counter Peda', { stock: 10 });
  const { userId } = await customerWithCart(db, [[peda['500g'], 2]]);
  const steps: string[] = [];
  const placed = await placeOrder(
    db,
    userId,
    checkout(),
    NO_PAYMENT_PROVIDERS,
    collectedAtShop('2026-12-01', steps),
  );
  expect(steps).toEqual(['check', 'extras', 'slot places']);
  const [order] = await db.select().from(orders).where(eq(orders.id, placed.id));
  expect(order).toMatchObject({ recipientCount: 0, deliverySlotId: null });
  const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
  // Best before is its batch's (made as the sweet was added, a week's shelf life), still good
  // on the day the destination says the order arrives.
  expect(item?.bestBefore).toBe(addDays(indiaDayKey(new Date()), 7));
  expect(await stockOf(db, peda['500g'])).toBe(8);
});

test('a shortfall is refused in the destination’s own words', async () => {
  const barfi = await insertWeighedSweet(db, 'Counter Barfi', { stock: 10 });
  const { userId } = await customerWithCart(db, [[barfi['500g'], 3]]);
  await setStock(db, barfi['500g'], 1);
  expect(
    await refusal(
      placeOrder(db, userId, checkout(), NO_PAYMENT_PROVIDERS, collectedAtShop('2026-12-01', [])),
    ),
  ).toMatchObject({
    code: 'OUT_OF_STOCK',
    message: 'Only 1 of Counter Barfi (500g) left at the counter.',
  });
});
