/**
 * Who opens an order's page and who may cancel from it, through the built app (the rule itself
 * is the order service's: server/orders/cancel-order.test.ts). Its customer sees it with Cancel
 * Order; another customer gets the 404 page with nothing of it, and a cancel posted anyway is
 * answered 404; the shop's owner opens it without a Cancel Order. A visitor opening My Orders or
 * an account page is sent to sign in, and back after. These were journeys in a browser; the
 * browser added nothing the answers do not show.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { addToCart } from '#server/cart/change-cart.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { carts } from '#server/db/schema/cart.ts';
import { orders } from '#server/db/schema/orders.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { seedShop } from '#server/seed/seed.ts';
import { insertWeighedSweet } from '#tests/support/factories.ts';
import { checkout } from '#tests/support/orders.ts';
import {
  type CookieJar,
  inProcessShop,
  postForm,
  signedInCustomerOf,
  SHOP_ORIGIN,
  type InProcessShop,
} from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

let db: Db;
let app: InProcessShop['app'];
let asha: CookieJar;
let bilal: CookieJar;
let owner: CookieJar;
let orderNumber: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  const shop = await inProcessShop(db, { VISITOR_WRITES_PER_MINUTE: '1000' });
  app = shop.app;
  const customer = await signedInCustomerOf(db, shop, 'Asha Verma');
  asha = customer.jar;
  bilal = (await signedInCustomerOf(db, shop, 'Bilal Khan')).jar;
  const shopOwner = await signedInCustomerOf(db, shop, 'Shop Owner');
  // As if the owner had set up the second factor the admin area asks of them.
  await db
    .update(users)
    .set({ role: 'owner', twoFactorEnabled: true })
    .where(eq(users.id, shopOwner.id));
  owner = shopOwner.jar;
  const sweet = await insertWeighedSweet(db, 'Badam Barfi');
  const { cartId } = await addToCart(db, undefined, sweet['500g'], 1);
  await db.update(carts).set({ userId: customer.id }).where(eq(carts.id, cartId));
  ({ orderNumber } = await placeOrder(db, customer.id, checkout()));
});

/** The order page's heading as React writes it: `Order #<!-- -->HW-000001`. */
const orderHeading = () => new RegExp(`<h1[^>]*>Order #(<!-- -->)?${orderNumber}</h1>`);

const get = (pathname: string, jar?: CookieJar) =>
  app.request(pathname, { headers: jar ? { Cookie: jar.header } : {} });

async function statusOfOrder() {
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return order?.status;
}

describe("an order's page", () => {
  test('shows its customer the order, its address and Cancel Order', async () => {
    const response = await get(`/orders/${orderNumber}`, asha);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(orderHeading());
    expect(html).toContain('Badam Barfi (500g)');
    expect(html).toContain('14 Lajpat Nagar II');
    expect(html).toContain('Cancel Order');
  });

  test('is the 404 page for another customer, with nothing of the order in it', async () => {
    const response = await get(`/orders/${orderNumber}`, bilal);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Oops! Page not found');
    expect(html).not.toContain('14 Lajpat Nagar II');
    expect(html).not.toContain('Badam Barfi');
  });

  test("answers another customer's cancel 404 and the order stays placed, in no list of theirs", async () => {
    const cancel = await postForm(
      app,
      `/orders/${orderNumber}`,
      { intent: 'cancel' },
      { origin: SHOP_ORIGIN, jar: bilal },
    );
    expect(cancel.status).toBe(404);
    expect(await statusOfOrder()).toBe('placed');
    const theirOrders = await (await get('/my-orders', bilal)).text();
    expect(theirOrders).not.toContain(orderNumber);
    expect(theirOrders).toMatch(/You haven(&#x27;|')t placed any orders yet\./);
  });

  test("opens for the shop's owner, with its items, but offers no Cancel Order", async () => {
    const response = await get(`/orders/${orderNumber}`, owner);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(orderHeading());
    expect(html).toContain('Badam Barfi (500g)');
    expect(html).not.toContain('Cancel Order');
  });
});

describe('a visitor', () => {
  test.each([
    '/my-orders',
    '/wishlist',
    '/dashboard/history',
    '/dashboard/addresses',
    '/dashboard/profile',
  ])('opening %s is sent to sign in, and back there after', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
  });
});
