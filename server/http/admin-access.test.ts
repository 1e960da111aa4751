/**
 * The admin area answers only the admin: a visitor or a customer gets the 404 page for its
 * pages and 403 for its data requests and actions, with no admin figure in either, and a
 * customer's post changes nothing. The admin gets every page, its data and the CSV.
 */
import { requiresSecondFactor } from '#core/second-factor.ts';
import type { Role } from '#core/staff-roles.ts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Auth } from '#server/auth/auth.ts';
import { signUpCustomer } from '#server/auth/sign-in.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { productVariants } from '#server/db/schema/catalog.ts';
import { orders } from '#server/db/schema/orders.ts';
import { seedShop } from '#server/seed/seed.ts';
import { ADMIN_ONLY } from '#server/http/admin-gate.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { checkout, customerWithCart } from '#tests/support/orders.ts';
import {
  CookieJar,
  inProcessShop,
  postForm,
  SHOP_ORIGIN,
  type InProcessShop,
} from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

const PASSWORD = 'kaju-katli-barfi-9';

let db: Db;
let app: InProcessShop['app'];
let auth: Auth;
let customerJar: CookieJar;
let adminJar: CookieJar;
let orderNumber: string;

async function accountSignedIn(email: string, role: Role) {
  const visitor = { address: '10.2.2.2', perMinute: 100 };
  await signUpCustomer(db, auth, { fullName: 'Meera Iyer', email, password: PASSWORD }, visitor);
  await db.update(users).set({ emailVerified: true, role }).where(eq(users.email, email));
  const jar = new CookieJar();
  const signedIn = jar.take(
    await postForm(
      app,
      '/auth',
      { intent: 'sign-in', email, password: PASSWORD },
      { origin: SHOP_ORIGIN },
    ),
  );
  expect(signedIn.status).toBe(303);
  // As if the owner had set up the second factor, which the admin area asks of them.
  if (requiresSecondFactor(role)) {
    await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.email, email));
  }
  return jar;
}

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  ({ app, auth } = await inProcessShop(db, { VISITOR_WRITES_PER_MINUTE: '1000' }));
  customerJar = await accountSignedIn(`meera.${randomUUID()}@example.com`, 'customer');
  adminJar = await accountSignedIn(`owner.${randomUUID()}@example.com`, 'owner');
  const [variant] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.weight, '500g'))
    .limit(1);
  const { userId } = await customerWithCart(db, [[variant?.id ?? '', 1]]);
  ({ orderNumber } = await placeOrder(db, userId, checkout()));
});

const adminPages = [
  '/admin',
  '/admin/products',
  '/admin/orders',
  '/admin/customers',
  '/admin/payouts',
  '/admin/promo-codes',
  '/admin/delivery',
  '/admin/deliveries/2026-11-25',
  '/admin/settings',
];
const dataUrl = (page: string) => `${page}.data`;
/** Ways of writing an admin path that the router reads as the path itself. */
const spellingsOf = (page: string) => [
  page.toUpperCase(),
  page.replace('/admin', '/Admin'),
  page.replace('/admin', '/%61dmin'),
  page.replace('/admin', '/%41%44%4D%49%4E'),
  page.replace(/\/([a-z])/g, (_slash, letter: string) => `/%${letter.charCodeAt(0).toString(16)}`),
];
/** Words only the admin's pages carry. */
const adminWords = /All Orders|Total Revenue|Low Stock Alert|Recent Transactions|Admin Dashboard/;

const get = (pathname: string, jar?: CookieJar) =>
  app.request(pathname, { headers: jar ? { Cookie: jar.header } : {} });

describe.each([
  ['a visitor', () => undefined],
  ['a signed-in customer', () => customerJar],
])('%s', (_who, jar) => {
  test.each(adminPages)('gets the 404 page for %s, with no admin data in it', async (page) => {
    const response = await get(page, jar());
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Oops! Page not found');
    expect(html).not.toMatch(adminWords);
    expect(html).not.toContain(orderNumber);
  });

  test.each(adminPages)('gets 403 for the data of %s', async (page) => {
    const response = await get(dataUrl(page), jar());
    expect(response.status).toBe(403);
    const body = await response.text();
    expect(body).not.toMatch(adminWords);
    expect(body).not.toContain(orderNumber);
  });

  test.each(adminPages)('gets 403 for the data of %s however its path is spelled', async (page) => {
    for (const spelling of spellingsOf(page)) {
      const response = await get(dataUrl(spelling), jar());
      expect(response.status, spelling).toBe(403);
      expect(await response.text()).toBe(ADMIN_ONLY);
    }
  });

  test('cannot download the payouts CSV', async () => {
    const response = await get('/admin/payouts/export', jar());
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('text/csv');
  });

  test("cannot change an order's status, with or without JavaScript", async () => {
    const paths = ['/admin/orders', ...spellingsOf('/admin/orders')];
    for (const path of [...paths, ...paths.map(dataUrl)]) {
      const response = await postForm(
        app,
        path,
        { orderNumber, status: 'delivered' },
        { origin: SHOP_ORIGIN, jar: jar() },
      );
      expect(response.status, path).toBe(403);
    }
    const [order] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    expect(order?.status).toBe('placed');
  });
});

describe('the admin', () => {
  test.each(adminPages)('opens %s and its data', async (page) => {
    const response = await get(page, adminJar);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('private');
    expect((await get(dataUrl(page), adminJar)).status).toBe(200);
  });

  test('downloads the payouts CSV', async () => {
    const response = await get('/admin/payouts/export', adminJar);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="payouts-/);
  });

  test('sends a range it cannot export back to the payouts form, as asked', async () => {
    const response = await get('/admin/payouts/export?from=2026-11-20&to=2026-11-01', adminJar);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/payouts?from=2026-11-20&to=2026-11-01');
  });

  test("changes an order's status; a post from another website is refused", async () => {
    const fields = { orderNumber, status: 'confirmed', redirectTo: '/admin/orders' };
    const foreign = await postForm(app, '/admin/orders', fields, {
      origin: 'https://evil.example',
      jar: adminJar,
    });
    expect(foreign.status).toBe(403);
    const changed = await postForm(app, '/admin/orders', fields, {
      origin: SHOP_ORIGIN,
      jar: adminJar,
    });
    expect(changed.status).toBe(303);
    expect(changed.headers.get('location')).toBe('/admin/orders');
    const [order] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    expect(order?.status).toBe('confirmed');
  });
});
