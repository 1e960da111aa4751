/**
 * A control character (`%00` and the like) is bad input wherever it is sent: 400 for an address
 * (a search, an order's page, its invoice PDF), and a message beside the field for a form, with
 * nothing written. None of them reaches the database, where NUL answered 500.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '#core/validation.ts';
import type { Db } from '#server/db/client.ts';
import { addresses, profiles } from '#server/db/schema/accounts.ts';
import { users } from '#server/db/schema/auth.ts';
import { carts } from '#server/db/schema/cart.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { orders } from '#server/db/schema/orders.ts';
import { promoCodes } from '#server/db/schema/promo.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { seedShop } from '#server/seed/seed.ts';
import { addToCart } from '#server/cart/change-cart.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { checkout } from '#tests/support/orders.ts';
import {
  type CookieJar,
  inProcessShop,
  type InProcessShop,
  postForm,
  SHOP_ORIGIN,
  signedInCustomerOf,
} from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

let db: Db;
let shop: InProcessShop;
let customer: { id: string; email: string; jar: CookieJar };
let admin: { id: string; email: string; jar: CookieJar };
let orderNumber: string;
let variantId: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  shop = await inProcessShop(db, { VISITOR_WRITES_PER_MINUTE: '1000' });
  customer = await signedInCustomerOf(db, shop, 'Meera Iyer');
  admin = await signedInCustomerOf(db, shop, 'Ravi Halwai');
  await db
    .update(users)
    .set({ role: 'owner', twoFactorEnabled: true })
    .where(eq(users.id, admin.id));
  const [variant] = await db.select({ id: productVariants.id }).from(productVariants).limit(1);
  variantId = variant?.id ?? '';
  await cartFor(customer.id);
  ({ orderNumber } = await placeOrder(db, customer.id, checkout()));
});

async function cartFor(userId: string) {
  const { cartId } = await addToCart(db, undefined, variantId, 1);
  await db.update(carts).set({ userId }).where(eq(carts.id, cartId));
}

const get = (pathname: string, jar?: CookieJar) =>
  shop.app.request(pathname, { headers: jar ? { Cookie: jar.header } : {} });

const post = (pathname: string, fields: Record<string, string>, jar: CookieJar) =>
  postForm(shop.app, pathname, fields, { origin: SHOP_ORIGIN, jar });

describe('an address with a control character', () => {
  test.each([
    ['a search', '/category?q=kaju%00katli'],
    ['a search, as data', '/category.data?q=kaju%01'],
    ['an order’s page', '/orders/HW%00'],
    ['an order’s page, a real one with NUL after it', () => `/orders/${orderNumber}%00`],
    ['an invoice PDF', () => `/orders/${orderNumber}%00/invoice.pdf`],
    ['a product page', '/product/kaju%00katli'],
    ['a name in the query', '/category?%00=1'],
  ])('is refused 400: %s', async (_what, address) => {
    const url = typeof address === 'function' ? address() : address;
    const response = await get(url, customer.jar);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('control character');
  });

  test('the real order’s page still opens', async () => {
    const response = await get(`/orders/${orderNumber}`, customer.jar);
    expect(response.status).toBe(200);
  });
});

describe('a form field with a control character is refused beside the field', () => {
  const refusedBesideField = async (response: Response) => {
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(CONTROL_CHARACTER_MESSAGE);
  };

  test('sign-up: no account is made', async () => {
    const email = `nul.${randomUUID()}@example.com`;
    const fields = { intent: 'sign-up', fullName: 'Asha\u0000', email, password: 'barfi-99-x' };
    await refusedBesideField(await postForm(shop.app, '/auth', fields, { origin: SHOP_ORIGIN }));
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  test('a promo code in the cart', async () => {
    await refusedBesideField(
      await post('/cart', { intent: 'apply-promo', promoCode: 'DIWALI\u0000' }, customer.jar),
    );
  });

  test('checkout: no order is placed', async () => {
    const before = await db.select().from(orders).where(eq(orders.userId, customer.id));
    const fields = {
      ...checkout({ address: '14 Lajpat Nagar\u0000' }),
      giftMessage: 'Happy Diwali\u001b[31m',
    } as unknown as Record<string, string>;
    const response = await post('/checkout', fields, customer.jar);
    await refusedBesideField(response);
    const after = await db.select().from(orders).where(eq(orders.userId, customer.id));
    expect(after).toHaveLength(before.length);
  });

  test('the profile: the name is kept', async () => {
    await refusedBesideField(
      await post('/dashboard/profile', { fullName: 'Meera\u0000 Iyer' }, customer.jar),
    );
    const [saved] = await db
      .select({ name: users.name, fullName: profiles.fullName })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, customer.id));
    expect(saved?.fullName ?? saved?.name).toBe('Meera Iyer');
  });

  test('a saved address: none is saved', async () => {
    const fields = {
      intent: 'add',
      title: 'Home\u0000',
      fullAddress: '14 Lajpat Nagar',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110024',
      phone: '9876543210',
    };
    await refusedBesideField(await post('/dashboard/addresses', fields, customer.jar));
    expect(await db.select().from(addresses).where(eq(addresses.userId, customer.id))).toEqual([]);
  });

  test('the admin’s product, promo code and settings forms: nothing is saved', async () => {
    const productsBefore = await db.$count(products);
    await refusedBesideField(
      await post(
        '/admin/products',
        {
          intent: 'save',
          name: 'Kaju Katli\u0000',
          category: 'mithai',
          'variants.0.weight': '500g',
          'variants.0.price': '450',
          'variants.0.stock': '10',
        },
        admin.jar,
      ),
    );
    expect(await db.$count(products)).toBe(productsBefore);

    await refusedBesideField(
      await post(
        '/admin/promo-codes',
        { intent: 'create', code: 'NUL10', percentOff: '10\u0000' },
        admin.jar,
      ),
    );
    expect(await db.select().from(promoCodes).where(eq(promoCodes.code, 'NUL10'))).toEqual([]);

    const [settingsBefore] = await db.select().from(storeSettings);
    await refusedBesideField(
      await post('/admin/settings', { storeName: 'Halwai\u0000' }, admin.jar),
    );
    const [settingsAfter] = await db.select().from(storeSettings);
    expect(settingsAfter?.storeName).toBe(settingsBefore?.storeName);
  });

  test('tabs and line ends in a long text are still taken', async () => {
    const response = await post(
      '/dashboard/profile',
      {
        fullName: 'Meera Iyer',
        phone: '',
        address: '14 Lajpat Nagar\r\nNear the temple\tGate 2',
        city: 'New Delhi',
        state: '',
        pincode: '',
      },
      customer.jar,
    );
    expect(response.status).toBe(303);
  });
});
