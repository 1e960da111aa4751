/**
 * The store settings' switches decide who hears what: the shop of new orders and of stock
 * falling below 10 (once), the customer of the shop's steps; switched off, nobody. The e-mails
 * go through the queue, as they do in the shop, and the switches are read when they are sent.
 */
import { beforeAll, beforeEach, expect, test } from 'vitest';
import type { Actor } from '#server/staff/assert-may.ts';
import { changeOrderStatus } from '#server/admin/change-order-status.ts';
import type { Db } from '#server/db/client.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { seedShop } from '#server/seed/seed.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { adminAndCustomer } from '#tests/support/admin-products.ts';
import { insertWeighedSweet } from '#tests/support/factories.ts';
import { sendQueuedEmails, testMailer } from '#tests/support/mail.ts';
import { checkout, customerWithCart, setStock } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { cancelOrder } from './cancel-order.ts';
import { placeOrder } from './place-order.ts';

let db: Db;
let admin: Actor;
let shopEmail: string;
let peda: string;
const mailer = testMailer();
const { sent } = mailer;
const subjects = () => sent.map((mail) => mail.subject).sort();

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  ({ admin } = await adminAndCustomer(db));
  shopEmail = (await getStoreSettings(db)).email;
  peda = (await insertWeighedSweet(db, 'Kesar Peda', { stock: 12 }))['500g'];
});
beforeEach(() => void sent.splice(0));

const switches = (values: Partial<typeof storeSettings.$inferInsert>) =>
  db.update(storeSettings).set(values);

async function orderOf(quantity: number) {
  const { userId } = await customerWithCart(db, [[peda, quantity]]);
  const order = await placeOrder(
    db,
    userId,
    checkout({ email: 'meera@example.com', fullName: 'Meera Iyer' }),
  );
  return { ...order, userId };
}

/** The shop's e-mails only: the customer's confirmation always goes. */
const toShop = () => sent.filter((mail) => mail.to === shopEmail);

test('the shop hears of a new order, and once of the stock it left below 10 units', async () => {
  await switches({ orderNotifications: true, lowStockAlerts: true });
  const first = await orderOf(2); // 12 → 10: not yet low
  await sendQueuedEmails(db, mailer);
  expect(toShop().map((mail) => mail.subject)).toEqual([
    expect.stringMatching(
      new RegExp(`^New order ${first.orderNumber}: ₹[\\d,.]+ from Meera Iyer$`),
    ),
  ]);
  expect(toShop()[0]?.text).toContain('2 × Kesar Peda (500g)');

  sent.splice(0);
  const second = await orderOf(3); // 10 → 7: fell below
  await sendQueuedEmails(db, mailer);
  expect(
    toShop()
      .map((mail) => mail.subject)
      .sort(),
  ).toEqual([
    'Low stock: Kesar Peda (500g)',
    expect.stringContaining(`New order ${second.orderNumber}`),
  ]);
  expect(toShop().find((mail) => mail.subject.startsWith('Low stock'))?.text).toContain(
    'Kesar Peda (500g): 7 left',
  );

  sent.splice(0);
  const third = await orderOf(1); // 7 → 6: already low, no second alert
  await sendQueuedEmails(db, mailer);
  expect(toShop().map((mail) => mail.subject)).toEqual([
    expect.stringContaining(`New order ${third.orderNumber}`),
  ]);
});

test('the low-stock alert tells the stock as it is when it goes out, and not at all once restocked', async () => {
  await switches({ orderNotifications: false, lowStockAlerts: true });
  const ladoo = (await insertWeighedSweet(db, 'Motichoor Ladoo', { stock: 10 }))['500g'];
  const barfi = (await insertWeighedSweet(db, 'Kaju Barfi', { stock: 10 }))['500g'];
  const { userId } = await customerWithCart(db, [
    [ladoo, 2],
    [barfi, 1],
  ]);
  await placeOrder(db, userId, checkout());
  // Before the alert goes out, another order takes more Ladoo and the shop restocks the Barfi.
  const { userId: next } = await customerWithCart(db, [[ladoo, 3]]);
  await placeOrder(db, next, checkout());
  await setStock(db, barfi, 40);

  await sendQueuedEmails(db, mailer);
  // The later order found the Ladoo low already: one alert, from the order that crossed.
  expect(toShop().map((mail) => [mail.subject, mail.text])).toEqual([
    [
      'Low stock: Motichoor Ladoo (500g)',
      expect.stringContaining('Motichoor Ladoo (500g): 5 left'),
    ],
  ]);
});

test('with the switches off, the shop is not written to', async () => {
  await switches({ orderNotifications: false, lowStockAlerts: false });
  const order = await orderOf(6); // 6 → 0
  await sendQueuedEmails(db, mailer);
  expect(toShop()).toEqual([]);
  // The customer's confirmation has no switch.
  expect(subjects()).toEqual([
    expect.stringContaining(`order ${order.orderNumber} has been placed`),
  ]);
});

test("the customer hears of the shop's steps only while e-mail notifications are on", async () => {
  await setStock(db, peda, 50);
  const { orderNumber, userId } = await orderOf(1);
  await sendQueuedEmails(db, mailer);
  sent.splice(0);

  await switches({ emailNotifications: true });
  await changeOrderStatus(db, admin, orderNumber, 'confirmed');
  await changeOrderStatus(db, admin, orderNumber, 'shipped');
  await sendQueuedEmails(db, mailer);
  // Each step in its own words, though the order had moved on before either went out; to the
  // account's own address, not the one typed at checkout.
  const account = `${userId}@example.com`;
  expect(sent.map((mail) => mail.to)).toEqual([account, account]);
  expect(subjects()).toEqual([
    expect.stringMatching(new RegExp(`order ${orderNumber}: Confirmed$`)),
    expect.stringMatching(new RegExp(`order ${orderNumber}: Shipped$`)),
  ]);

  sent.splice(0);
  await switches({ emailNotifications: false });
  await changeOrderStatus(db, admin, orderNumber, 'delivered');
  await sendQueuedEmails(db, mailer);
  expect(sent).toEqual([]);

  // A customer who cancels their own order is not told what they just did.
  await switches({ emailNotifications: true });
  const own = await orderOf(1);
  await sendQueuedEmails(db, mailer);
  sent.splice(0);
  await cancelOrder(db, own.userId, own.orderNumber);
  await sendQueuedEmails(db, mailer);
  expect(sent).toEqual([]);
});
