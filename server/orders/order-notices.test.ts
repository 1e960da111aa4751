/**
 * The store settings' switches decide who hears what: the shop of new orders and of stock
 * falling below 10 (once), the customer of the shop's steps; switched off, nobody.
 */
import { beforeAll, beforeEach, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { orders, storeSettings } from '#server/db/schema.ts';
import { seedShop } from '#server/db/seed.ts';
import type { Mailer, MailMessage } from '#server/mail/mailer.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { insertWeighedSweet } from '#tests/support/factories.ts';
import { checkout, customerWithCart } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { sendNewOrderNotices, sendStatusNotice } from './order-notices.ts';
import { placeOrder } from './place-order.ts';

let db: Db;
let shopEmail: string;
let peda: string;
const sent: MailMessage[] = [];
const mailer: Mailer = { outboxDir: undefined, send: async (message) => void sent.push(message) };
const services = () => ({ db, mailer, config: { appUrl: 'https://shop.example.in' } });

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  shopEmail = (await getStoreSettings(db)).email;
  peda = (await insertWeighedSweet(db, 'Kesar Peda', { stock: 12 }))['500g'];
});
beforeEach(() => void sent.splice(0));

const switches = (values: Partial<typeof storeSettings.$inferInsert>) =>
  db.update(storeSettings).set(values);

async function orderOf(quantity: number) {
  const { userId } = await customerWithCart(db, [[peda, quantity]]);
  return placeOrder(db, userId, checkout({ email: 'meera@example.com', fullName: 'Meera Iyer' }));
}

test('the shop hears of a new order, and once of the stock it left below 10 units', async () => {
  await switches({ orderNotifications: true, lowStockAlerts: true });
  const first = await orderOf(2); // 12 → 10: not yet low
  await sendNewOrderNotices(services(), first.orderNumber);
  expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
    [
      shopEmail,
      expect.stringMatching(
        new RegExp(`^New order ${first.orderNumber}: ₹[\\d,.]+ from Meera Iyer$`),
      ),
    ],
  ]);
  expect(sent[0]?.text).toContain('2 × Kesar Peda (500g)');

  sent.splice(0);
  const second = await orderOf(3); // 10 → 7: fell below
  await sendNewOrderNotices(services(), second.orderNumber);
  expect(sent.map((mail) => mail.subject)).toEqual([
    expect.stringContaining(`New order ${second.orderNumber}`),
    'Low stock: Kesar Peda (500g)',
  ]);
  expect(sent[1]?.text).toContain('Kesar Peda (500g): 7 left');

  sent.splice(0);
  const third = await orderOf(1); // 7 → 6: already low, no second alert
  await sendNewOrderNotices(services(), third.orderNumber);
  expect(sent.map((mail) => mail.subject)).toEqual([
    expect.stringContaining(`New order ${third.orderNumber}`),
  ]);
});

test('with the switches off, the shop is not written to', async () => {
  await switches({ orderNotifications: false, lowStockAlerts: false });
  const order = await orderOf(6); // 6 → 0
  await sendNewOrderNotices(services(), order.orderNumber);
  expect(sent).toEqual([]);
});

test("the customer hears of the shop's steps only while e-mail notifications are on", async () => {
  await switches({ emailNotifications: true });
  const [{ orderNumber } = { orderNumber: '' }] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .limit(1);
  await sendStatusNotice(services(), orderNumber);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.to).toBe('meera@example.com');
  expect(sent[0]?.subject).toMatch(new RegExp(`order ${orderNumber}: Placed$`));

  sent.splice(0);
  await switches({ emailNotifications: false });
  await sendStatusNotice(services(), orderNumber);
  expect(sent).toEqual([]);
});
