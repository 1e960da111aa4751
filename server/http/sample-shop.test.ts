/**
 * Removing the sample shop through the built shop, as a browser posts it without JavaScript: the
 * owner's page says what goes, a wrong name is refused beside its field, the right one removes it;
 * a shop that has taken an order says why it cannot.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { Role } from '#core/staff-roles.ts';
import type { Db } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';
import { seedShop } from '#server/seed/seed.ts';
import { sampleShopBlockers } from '#server/setup/remove-sample-shop.ts';
import { placeSampleOrder } from '#tests/support/orders.ts';
import {
  inProcessShop,
  postForm,
  signedInStaffOf,
  SHOP_ORIGIN,
  type CookieJar,
  type InProcessShop,
} from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

async function shopWithOwner() {
  const { db } = await createTestDatabase();
  await seedShop(db);
  const shop = await inProcessShop(db, { VISITOR_WRITES_PER_MINUTE: '1000' });
  const staff = (name: string, role: Role) => signedInStaffOf(db, shop, name, role);
  return { db, shop, owner: await staff('Lata Owner', 'owner'), staff };
}

const get = (shop: InProcessShop, path: string, jar: CookieJar) =>
  shop.app.request(path, { headers: { Cookie: jar.header } });
const post = (shop: InProcessShop, fields: Record<string, string>, jar: CookieJar) =>
  postForm(shop.app, '/admin/sample-shop', fields, { origin: SHOP_ORIGIN, jar });
const sampleCount = async (db: Db) =>
  (await db.select().from(products).where(eq(products.sample, true))).length;

describe('the sample shop page', () => {
  test('the owner types the shop’s name: a wrong one is refused beside the field, the right one removes it', async () => {
    const { db, shop, owner, staff } = await shopWithOwner();
    const page = await (await get(shop, '/admin/sample-shop', owner.jar)).text();
    expect(page).toContain('Removes the 42 sample products');
    expect(page).toContain('The shop&#x27;s name is Halwai.');

    const manager = await staff('Mohan Manager', 'manager');
    expect((await get(shop, '/admin/sample-shop', manager.jar)).status).toBe(404);

    const wrong = await post(shop, { shopName: 'Halwai Sweets' }, owner.jar);
    expect(wrong.status).toBe(400);
    const refused = await wrong.text();
    expect(refused).toContain('exactly as it is, to confirm.');
    expect(refused).toMatch(
      /name="shopName"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="shopName"/,
    );
    expect(await sampleCount(db)).toBe(42);

    const removed = await post(shop, { shopName: 'Halwai' }, owner.jar);
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe('/admin/products');
    expect(await sampleCount(db)).toBe(0);
    const after = await (await get(shop, '/admin/sample-shop', owner.jar)).text();
    expect(after).toContain('The sample shop has been removed.');
  });

  test('once an order is taken the page says why it cannot, and offers no form', async () => {
    const { db, shop, owner } = await shopWithOwner();
    await placeSampleOrder(db);
    const page = await (await get(shop, '/admin/sample-shop', owner.jar)).text();
    expect(page).toContain(sampleShopBlockers(1, 0)?.replace("'", '&#x27;') ?? 'a refusal');
    expect(page).not.toContain('name="shopName"');
  });
});
