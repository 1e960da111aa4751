/**
 * The cash of a Cash on Delivery order to several people: collected in full at the parcel of
 * row 1, shown so on the riders' sheet, and in the books only once that parcel's handover
 * records it; delivering the other parcels, the last one too, never makes the order paid.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { deliveriesSheetView } from '#app/lib/deliveries-sheet-view.ts';
import { changeOrderStatus } from '#server/admin/change-order-status.ts';
import { listPayoutTransactions, loadPayouts } from '#server/admin/payouts.ts';
import type { Db } from '#server/db/client.ts';
import { activityEvents } from '#server/db/schema/accounts.ts';
import { orderRecipients } from '#server/db/schema/gifting.ts';
import { orders } from '#server/db/schema/orders.ts';
import { seedShop } from '#server/seed/seed.ts';
import { deliveriesFor } from '#server/delivery/deliveries-sheet.ts';
import type { Actor } from '#server/staff/assert-may.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { BY_RIDER, parcelDays, placeGiftOrder } from '#tests/support/gift-orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { markParcelDelivered } from './order-parcels.ts';

let db: Db;
let owner: Actor;
let rider: Actor;
let packer: Actor;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  owner = { id: await insertCustomer(db, 'Meera (owner)', 'owner'), role: 'owner' };
  rider = { id: await insertCustomer(db, 'Ravi (rider)', 'rider'), role: 'rider' };
  packer = { id: await insertCustomer(db, 'Pooja (packer)', 'packer'), role: 'packer' };
});

async function orderRow(orderNumber: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) throw new Error(`No order ${orderNumber}`);
  return order;
}

/** A Cash on Delivery order to three people in Delhi, on its way. */
async function shippedCashOrder() {
  const placed = await placeGiftOrder(db, [BY_RIDER, BY_RIDER, BY_RIDER], 'cod');
  await changeOrderStatus(db, owner, placed.orderNumber, 'shipped');
  return placed;
}

const revenue = async () => (await loadPayouts(db, owner)).figures;
const isTransaction = async (orderNumber: string) => {
  const range = { from: '2000-01-01', to: '2099-12-31' };
  const transactions = await listPayoutTransactions(db, owner, range);
  return transactions.some((transaction) => transaction.orderNumber === orderNumber);
};

describe('a Cash on Delivery order to several people', () => {
  test("the riders' sheet collects the whole order's cash at parcel 1 and nothing at the others", async () => {
    const placed = await shippedCashOrder();
    const [day] = await parcelDays(db, placed.orderNumber);
    const sheet = deliveriesSheetView(
      day ?? '',
      await deliveriesFor(db, rider, day ?? ''),
      'rider',
    );
    const collect = sheet.runs
      .flatMap((run) => run.stops)
      .filter((stop) => stop.orderNumber === placed.orderNumber)
      .map((stop) => [stop.parcel?.position, stop.collect]);
    const whole = `₹${(placed.totalPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })} (whole order)`;
    expect(collect).toEqual([
      [1, whole],
      [2, 'Nothing (collected on parcel 1)'],
      [3, 'Nothing (collected on parcel 1)'],
    ]);
  });

  test('is paid when parcel 1 is handed over, with its cash, before the other parcels arrive', async () => {
    const placed = await shippedCashOrder();
    const before = await revenue();

    expect(await markParcelDelivered(db, rider, placed.orderNumber, 1)).toEqual({
      orderDelivered: false,
    });
    const paid = await orderRow(placed.orderNumber);
    expect(paid).toMatchObject({ status: 'shipped', paymentStatus: 'paid' });
    expect(paid.paidAt).not.toBeNull();
    expect((await revenue()).totalRevenuePaise).toBe(before.totalRevenuePaise + placed.totalPaise);
    const [received] = await db
      .select({ description: activityEvents.description })
      .from(activityEvents)
      .where(and(eq(activityEvents.userId, placed.userId), eq(activityEvents.type, 'payment')));
    expect(received?.description).toContain(
      `received in cash with parcel 1 of order ${placed.orderNumber}`,
    );

    await markParcelDelivered(db, rider, placed.orderNumber, 2);
    expect(await markParcelDelivered(db, rider, placed.orderNumber, 3)).toEqual({
      orderDelivered: true,
    });
    expect(await orderRow(placed.orderNumber)).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
    });
    // The cash counts once.
    expect((await revenue()).totalRevenuePaise).toBe(before.totalRevenuePaise + placed.totalPaise);
  });

  test('delivering every parcel does not make it paid or put it in the payouts unless its cash was recorded', async () => {
    const placed = await shippedCashOrder();
    const before = await revenue();
    // Parcel 1 handed over without its cash recorded (as before cash had a parcel to be taken at).
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, placed.orderNumber));
    await db
      .update(orderRecipients)
      .set({ deliveredAt: new Date(), deliveredBy: rider.id })
      .where(and(eq(orderRecipients.orderId, order?.id ?? ''), eq(orderRecipients.position, 1)));

    await markParcelDelivered(db, rider, placed.orderNumber, 2);
    expect(await markParcelDelivered(db, rider, placed.orderNumber, 3)).toEqual({
      orderDelivered: true,
    });

    expect(await orderRow(placed.orderNumber)).toMatchObject({
      status: 'delivered',
      paymentStatus: 'pending',
      paidAt: null,
    });
    const after = await revenue();
    expect(after.totalRevenuePaise).toBe(before.totalRevenuePaise);
    // Delivered, its money still to come in: pending on the Payouts page, no transaction.
    expect(after.pendingPayoutsPaise).toBe(before.pendingPayoutsPaise + placed.totalPaise);
    expect(await isTransaction(placed.orderNumber)).toBe(false);
  });

  test('the other parcels handed over leave it unpaid while parcel 1 waits; parcel 1 last makes it paid', async () => {
    const placed = await shippedCashOrder();
    await markParcelDelivered(db, rider, placed.orderNumber, 3);
    await markParcelDelivered(db, rider, placed.orderNumber, 2);
    expect(await orderRow(placed.orderNumber)).toMatchObject({
      status: 'shipped',
      paymentStatus: 'pending',
    });
    expect(await isTransaction(placed.orderNumber)).toBe(false);
    expect(await markParcelDelivered(db, rider, placed.orderNumber, 1)).toEqual({
      orderDelivered: true,
    });
    expect(await orderRow(placed.orderNumber)).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
    });
    expect(await isTransaction(placed.orderNumber)).toBe(true);
  });
});

test('the owner who marks the whole order delivered hands over parcel 1 too, and records its cash', async () => {
  const placed = await shippedCashOrder();
  await changeOrderStatus(db, owner, placed.orderNumber, 'delivered');
  expect(await orderRow(placed.orderNumber)).toMatchObject({
    status: 'delivered',
    paymentStatus: 'paid',
  });
  expect(await isTransaction(placed.orderNumber)).toBe(true);
});

test("a packer's sheet, as its order pages, carries no order's total or cash to collect", async () => {
  const placed = await shippedCashOrder();
  const [day] = await parcelDays(db, placed.orderNumber);
  const runs = await deliveriesFor(db, packer, day ?? '');
  const stops = runs.flatMap((run) => run.stops);
  expect(stops.length).toBeGreaterThan(0);
  expect(stops.every((stop) => stop.totalPaise === null)).toBe(true);
  const ridersStops = (await deliveriesFor(db, rider, day ?? '')).flatMap((run) => run.stops);
  expect(ridersStops.some((stop) => stop.totalPaise === placed.totalPaise)).toBe(true);
});
