import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { slotChoiceValue, readSlotChoice } from '#core/delivery-slots.ts';
import { addDays, indiaDayKey } from '#core/india-calendar.ts';
import { changeOrderStatus } from '#server/admin/change-order-status.ts';
import { listAdminOrders } from '#server/admin/list-admin-orders.ts';
import type { Db } from '#server/db/client.ts';
import { deliveryClosedDates, deliveryCutoffs, deliverySlots } from '#server/db/schema/delivery.ts';
import { orderItems, orders } from '#server/db/schema/orders.ts';
import { cancelOrder } from '#server/orders/cancel-order.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { adminAndCustomer } from '#tests/support/admin-products.ts';
import { buildProduct, insertProduct, weighedVariants } from '#tests/support/factories.ts';
import { checkout, customerWithCart, ordersOf, refusal } from '#tests/support/orders.ts';
import { localSlotZone } from '#tests/support/slot-zone.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { deliveriesFor } from './deliveries-sheet.ts';
import { choicesByZone, readSlotCalendar, takeSlotPlace } from './delivery-slots.ts';

let db: Db;
let rasgulla: string;
let evening: string;
let morning: string;
const today = indiaDayKey(new Date());
const tomorrow = addDays(today, 1);
const localZone = {
  name: 'Local',
  slots: true,
  promise: { kind: 'next-day', fewestDays: 0, mostDays: 0 },
} as const;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  const slots = await localSlotZone(db, [
    { startsAt: '10:00', endsAt: '14:00', capacity: 20 },
    { startsAt: '18:00', endsAt: '21:00', capacity: 10 },
  ]);
  morning = slots.get('10:00') ?? '';
  evening = slots.get('18:00') ?? '';
  const { variants } = await insertProduct(
    db,
    buildProduct({ name: 'Rasgulla', perishable: true }),
    weighedVariants(28000, 500),
  );
  rasgulla = variants[0]?.id ?? '';
});

const inSlot = (day: string, slotId: string) => readSlotChoice(slotChoiceValue(day, slotId));

async function placedOrder(day: string, slotId: string) {
  const { userId } = await customerWithCart(db, [[rasgulla, 1]]);
  return {
    userId,
    placed: await placeOrder(db, userId, checkout({ deliverySlot: inSlot(day, slotId) })),
  };
}

const takenOn = async (day: string, slotId: string) => {
  const now = new Date();
  const choices = choicesByZone(await readSlotCalendar(db, now), [localZone], now);
  return choices[localZone.name]
    ?.find((choice) => choice.day === day)
    ?.slots.find((slot) => slot.id === slotId);
};

describe('choosing a delivery slot in Delhi', () => {
  test('an order keeps the day and slot it was placed for, and its best-before is its batch’s', async () => {
    const { userId } = await placedOrder(tomorrow, evening);
    const [order] = await ordersOf(db, userId);
    // Rasgulla keeps for 7 days here: best before a week after its batch was made (as it was
    // added to the shop), not a week after the day it arrives.
    const items = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? ''));
    expect(items.map((item) => item.bestBefore)).toEqual([addDays(today, 7)]);
    expect(order).toMatchObject({
      deliveryDate: tomorrow,
      deliverySlotId: evening,
      deliverySlot: '6–9 pm',
    });
  });

  test('an order without a choice gets the earliest open slot; a day not offered is refused', async () => {
    const { userId } = await customerWithCart(db, [[rasgulla, 1]]);
    // A next-day zone never offers today.
    expect(
      await refusal(placeOrder(db, userId, checkout({ deliverySlot: inSlot(today, morning) }))),
    ).toMatchObject({
      field: 'deliverySlot',
      message: 'Please choose a delivery date in the next 14 days.',
    });
    expect(await ordersOf(db, userId)).toEqual([]);
    await placeOrder(db, userId, checkout());
    expect(await ordersOf(db, userId)).toMatchObject([
      { deliveryDate: tomorrow, deliverySlotId: morning, deliverySlot: '10 am–2 pm' },
    ]);
  });

  test('closed dates and passed festival cut-offs are refused, saying why', async () => {
    const closed = addDays(today, 3);
    const festival = addDays(today, 4);
    await db.insert(deliveryClosedDates).values({ day: closed, note: 'Holi' });
    // Orders for `festival` closed an hour ago.
    await db
      .insert(deliveryCutoffs)
      .values({ day: festival, closesAt: new Date(Date.now() - 3_600_000) });
    const { userId } = await customerWithCart(db, [[rasgulla, 1]]);
    expect(
      await refusal(placeOrder(db, userId, checkout({ deliverySlot: inSlot(closed, morning) }))),
    ).toMatchObject({
      field: 'deliverySlot',
      message: expect.stringMatching(/: Closed: Holi\. Please choose another day\.$/),
    });
    expect(
      await refusal(placeOrder(db, userId, checkout({ deliverySlot: inSlot(festival, morning) }))),
    ).toMatchObject({
      message: expect.stringMatching(
        /: Orders closed .* at \d+(:\d\d)? [ap]m\. Please choose another day\.$/,
      ),
    });
    const calendar = await readSlotCalendar(db, new Date());
    expect(calendar.closedDates.get(closed)).toBe('Holi');
    expect(await ordersOf(db, userId)).toEqual([]);
  });
});

describe('a slot with 10 places', () => {
  const day = addDays(today, 2);

  test('50 customers racing for it make exactly 10 orders; the rest are told it is full', async () => {
    const customers = await Promise.all(
      Array.from({ length: 50 }, () => customerWithCart(db, [[rasgulla, 1]])),
    );
    const results = await Promise.allSettled(
      customers.map(({ userId }) =>
        placeOrder(db, userId, checkout({ deliverySlot: inSlot(day, evening) })),
      ),
    );
    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(placed).toHaveLength(10);
    for (const result of refused) {
      expect(result.reason).toMatchObject({ field: 'deliverySlot' });
      expect(String((result.reason as Error).message)).toMatch(
        /^The 6–9 pm slot (has just been filled|on .* is full)\. Please choose another\.$/,
      );
    }
    const inEvening = await db.select().from(orders).where(eq(orders.deliveryDate, day));
    expect(inEvening).toHaveLength(10);
    expect(await takenOn(day, evening)).toMatchObject({ available: false, reason: 'Full' });
    // The morning of the same day is untouched.
    expect(await takenOn(day, morning)).toMatchObject({ available: true });
  });

  test('a cancelled order gives its place back; reopened by the owner, it takes it again', async () => {
    const [order] = await db.select().from(orders).where(eq(orders.deliveryDate, day)).limit(1);
    await cancelOrder(db, order?.userId ?? '', order?.orderNumber ?? '');
    expect(await takenOn(day, evening)).toMatchObject({ available: true });
    const { placed } = await placedOrder(day, evening);
    expect(placed.created).toBe(true);
    expect(await takenOn(day, evening)).toMatchObject({ reason: 'Full' });

    const { admin } = await adminAndCustomer(db);
    await changeOrderStatus(db, admin, placed.orderNumber, 'cancelled');
    expect(await takenOn(day, evening)).toMatchObject({ available: true });
    await changeOrderStatus(db, admin, placed.orderNumber, 'placed');
    expect(await takenOn(day, evening)).toMatchObject({ reason: 'Full' });
  });
});

describe("the riders' sheet", () => {
  test("lists a day's orders slot by slot, earliest first, with the cash to collect", async () => {
    const day = addDays(today, 5);
    const { userId: late, placed: lateOrder } = await placedOrder(day, evening);
    const { placed: early } = await placedOrder(day, morning);
    const { placed: cancelled } = await placedOrder(day, morning);
    const { admin } = await adminAndCustomer(db);
    await changeOrderStatus(db, admin, cancelled.orderNumber, 'cancelled');
    const runs = await deliveriesFor(db, admin, day);
    expect(runs.map((run) => run.slot)).toEqual(['10 am–2 pm', '6–9 pm']);
    expect(runs[0]?.stops.map((stop) => stop.orderNumber)).toEqual([early.orderNumber]);
    expect(runs[1]?.stops).toEqual([
      {
        orderNumber: lateOrder.orderNumber,
        customerName: 'Asha Verma',
        customerPhone: '9876543210',
        address: '14 Lajpat Nagar II, New Delhi, Delhi 110024',
        lines: [{ productName: 'Rasgulla', weight: '250g', quantity: 1, boxContents: null }],
        giftMessage: null,
        status: 'placed',
        paymentMethod: 'cod',
        paymentStatus: 'pending',
        totalPaise: lateOrder.totalPaise,
        parcel: null,
      },
    ]);
    expect((await ordersOf(db, late))[0]?.deliveryDate).toBe(day);
    // The admin's orders table finds the same day's orders, the cancelled one included.
    const listed = await listAdminOrders(db, admin, { deliveryDate: day });
    expect(listed.total).toBe(3);
    expect(await deliveriesFor(db, admin, addDays(today, 6))).toEqual([]);
  });
});

describe('taking a place as the order commits', () => {
  const day = addDays(today, 5);
  const chosen = (slotId: string) => ({
    deliveryDate: day,
    deliverySlotId: slotId,
    deliverySlot: '8–10 pm',
  });
  const take = (slotId: string) => db.transaction((tx) => takeSlotPlace(tx, chosen(slotId)));

  test("a slot's last place goes to one order; the next is told it has just been filled", async () => {
    const [late] = await db
      .insert(deliverySlots)
      .values({ startsAt: '20:00', endsAt: '22:00', capacity: 1 })
      .returning({ id: deliverySlots.id });
    await take(late?.id ?? '');
    await expect(take(late?.id ?? '')).rejects.toThrow(
      'The 8–10 pm slot has just been filled. Please choose another.',
    );
    const calendar = await readSlotCalendar(db, new Date());
    expect(calendar.taken.get(`${late?.id}|${day}`)).toBe(1);
  });

  test('a slot set to take no orders (after the page was shown) takes none', async () => {
    const [closed] = await db
      .insert(deliverySlots)
      .values({ startsAt: '06:00', endsAt: '08:00', capacity: 0 })
      .returning({ id: deliverySlots.id });
    await expect(take(closed?.id ?? '')).rejects.toThrow('has just been filled');
    const calendar = await readSlotCalendar(db, new Date());
    expect(calendar.taken.has(`${closed?.id}|${day}`)).toBe(false);
  });
});
