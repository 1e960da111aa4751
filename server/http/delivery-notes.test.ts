/**
 * The delivery notes of an order to several people and the riders' sheet, through the built
 * shop: a rider reads only the notes of parcels a riders' sheet lists; a packer's sheet carries
 * no money, as its order pages.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { formatRupees } from '#core/money.ts';
import type { StaffRole } from '#core/staff-roles.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { seedShop } from '#server/seed/seed.ts';
import { changeOrderStatus } from '#server/admin/change-order-status.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { BY_COURIER, BY_RIDER, parcelDays, placeGiftOrder } from '#tests/support/gift-orders.ts';
import {
  type CookieJar,
  inProcessShop,
  signedInCustomerOf,
  type InProcessShop,
} from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

let db: Db;
let app: InProcessShop['app'];
const jars = new Map<StaffRole | 'customer', CookieJar>();

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  const shop = await inProcessShop(db, { VISITOR_WRITES_PER_MINUTE: '1000' });
  app = shop.app;
  for (const role of ['packer', 'rider', 'customer'] as const) {
    const { id, jar } = await signedInCustomerOf(db, shop, `Kiran ${role}`);
    await db.update(users).set({ role }).where(eq(users.id, id));
    jars.set(role, jar);
  }
});

const get = (pathname: string, who: StaffRole | 'customer') =>
  app.request(pathname, { headers: { Cookie: jars.get(who)?.header ?? '' } });

describe('the delivery notes of an order to several people', () => {
  test("a rider reads the notes of the parcels on a riders' sheet only, never the courier's", async () => {
    const mixed = await placeGiftOrder(db, [BY_RIDER, BY_COURIER]);
    const page = await get(`/orders/${mixed.orderNumber}/delivery-notes`, 'rider');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Recipient 1');
    expect(html).toContain('Happy Diwali, Recipient 1!');
    expect(html).toMatch(/Parcel <!-- -->1<!-- --> of <!-- -->2|Parcel 1 of 2/);
    expect(html).not.toContain('Recipient 2');
    expect(html).not.toContain('9800000002');
    const data = await (
      await get(`/orders/${mixed.orderNumber}/delivery-notes.data`, 'rider')
    ).text();
    expect(data).toContain('Recipient 1');
    expect(data).not.toContain('Recipient 2');
  });

  test('a rider is answered 404 for an order whose parcels all go by courier', async () => {
    const byCourier = await placeGiftOrder(db, [BY_COURIER, BY_COURIER]);
    for (const path of [
      `/orders/${byCourier.orderNumber}/delivery-notes`,
      `/orders/${byCourier.orderNumber}/delivery-notes.data`,
    ]) {
      const response = await get(path, 'rider');
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('Recipient');
    }
  });

  test('a packer, who packs every parcel, reads every note; a customer none', async () => {
    const mixed = await placeGiftOrder(db, [BY_RIDER, BY_COURIER]);
    const html = await (await get(`/orders/${mixed.orderNumber}/delivery-notes`, 'packer')).text();
    expect(html).toContain('Recipient 1');
    expect(html).toContain('Recipient 2');
    const asCustomer = await get(`/orders/${mixed.orderNumber}/delivery-notes`, 'customer');
    expect(asCustomer.status).toBe(404);
    expect(await asCustomer.text()).not.toContain('Recipient');
  });
});

test("the deliveries sheet's data tells a rider the cash to collect, and a packer no money", async () => {
  const cash = await placeGiftOrder(db, [BY_RIDER, BY_RIDER], 'cod');
  const owner = { id: await insertCustomer(db, 'Meera (owner)', 'owner'), role: 'owner' as const };
  await changeOrderStatus(db, owner, cash.orderNumber, 'shipped');
  const [day] = await parcelDays(db, cash.orderNumber);
  const amount = formatRupees(cash.totalPaise);

  const riders = await (await get(`/admin/deliveries/${day}.data`, 'rider')).text();
  expect(riders).toContain(cash.orderNumber);
  expect(riders).toContain(`${amount} (whole order)`);
  expect(riders).toContain('Nothing (collected on parcel 1)');

  const packers = await get(`/admin/deliveries/${day}.data`, 'packer');
  expect(packers.status).toBe(200);
  const text = await packers.text();
  expect(text).toContain(cash.orderNumber);
  expect(text).not.toContain(amount);
  expect(text).not.toContain(String(cash.totalPaise));
  expect(text).not.toContain('Cash on Delivery');
  expect(text).not.toContain('Collect');
});
