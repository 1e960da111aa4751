/**
 * Every form that changes something refuses a post from another website (cross-site request
 * forgery, including signing a visitor in to someone else's account), and changes nothing; the
 * same post from the shop's own page goes through, so the refusal is the origin's doing.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Auth } from '#server/auth/auth.ts';
import { signUpCustomer } from '#server/auth/sign-in.ts';
import type { Db } from '#server/db/client.ts';
import { addresses, profiles, wishlistItems } from '#server/db/schema/accounts.ts';
import { sessions, users, verifications } from '#server/db/schema/auth.ts';
import { carts } from '#server/db/schema/cart.ts';
import { products } from '#server/db/schema/catalog.ts';
import { newsletterSubscribers } from '#server/db/schema/newsletter.ts';
import { orders } from '#server/db/schema/orders.ts';
import { promoCodes } from '#server/db/schema/promo.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { seedShop } from '#server/seed/seed.ts';
import { homeAddress } from '#tests/support/factories.ts';
import { checkout } from '#tests/support/orders.ts';
import {
  CookieJar,
  inProcessShop,
  postForm,
  SHOP_ORIGIN,
  type InProcessShop,
} from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

const EVIL_ORIGIN = 'https://evil.example';
const PASSWORD = 'kaju-katli-barfi-9';

let db: Db;
let app: InProcessShop['app'];
let auth: Auth;

const post = (
  pathname: string,
  fields: Record<string, string>,
  from: { origin?: string; site?: string; jar?: CookieJar },
) => postForm(app, pathname, fields, from);

async function signedIn(email: string) {
  const jar = new CookieJar();
  const response = jar.take(
    await post('/auth', { intent: 'sign-in', email, password: PASSWORD }, { origin: SHOP_ORIGIN }),
  );
  expect(response.status).toBe(303);
  return jar;
}

async function verifiedCustomer(email: string) {
  const visitor = { address: '10.1.1.1', perMinute: 100 };
  await signUpCustomer(db, auth, { fullName: 'Asha Verma', email, password: PASSWORD }, visitor);
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user?.id ?? '';
}

let customer: { id: string; email: string; jar: CookieJar };
let admin: { jar: CookieJar };
let productId: string;
let variantId: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  ({ app, auth } = await inProcessShop(db, { VISITOR_WRITES_PER_MINUTE: '1000' }));
  const email = `asha.${randomUUID()}@example.com`;
  const id = await verifiedCustomer(email);
  customer = { id, email, jar: await signedIn(email) };
  const ownerEmail = `owner.${randomUUID()}@example.com`;
  await verifiedCustomer(ownerEmail);
  await db.update(users).set({ role: 'owner' }).where(eq(users.email, ownerEmail));
  admin = { jar: await signedIn(ownerEmail) };
  // As if the owner had set up the second factor: the admin area opens to them.
  await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.email, ownerEmail));
  const html = await (await app.request('/category')).text();
  variantId = /name="variantId" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  productId = product?.id ?? '';
});

interface Case {
  what: string;
  path: () => string;
  fields: () => Record<string, string>;
  /** The browser's cookies: the signed-in customer's, or a visitor's. */
  jar: () => CookieJar | undefined;
  /** What the post would change, read from the database. */
  observe: () => Promise<unknown>;
  /** Runs before the case: what the form needs to exist. */
  prepare?: () => Promise<void>;
}

const countOf = async (rows: Promise<Array<{ n: number }>>) => (await rows)[0]?.n ?? 0;
/** The checkout form as a browser sends it: text fields, a fresh one-time key. */
const checkoutFields = () => ({
  ...checkout({ email: customer.email }),
  giftMessage: '',
  deliverySlot: '',
  businessBuyer: '',
});
const addToCustomersCart = async () => {
  const added = await post(
    '/cart',
    { intent: 'add', variantId, redirectTo: '/cart' },
    { origin: SHOP_ORIGIN, jar: customer.jar },
  );
  customer.jar.take(added);
};
let secondSession: CookieJar | undefined;
let newcomer = '';
let subscriber = '';

const cases: Case[] = [
  {
    what: 'adding to the cart',
    path: () => '/cart',
    fields: () => ({ intent: 'add', variantId }),
    jar: () => undefined,
    observe: () => countOf(db.select({ n: count() }).from(carts)),
  },
  {
    what: 'adding to the cart in the background (fetcher)',
    path: () => '/cart.data',
    fields: () => ({ intent: 'add', variantId }),
    jar: () => undefined,
    observe: () => countOf(db.select({ n: count() }).from(carts)),
  },
  {
    what: 'the wishlist heart',
    path: () => '/wishlist',
    fields: () => ({ intent: 'toggle', productId }),
    jar: () => customer.jar,
    observe: () => db.select().from(wishlistItems).where(eq(wishlistItems.userId, customer.id)),
  },
  {
    what: 'placing an order at checkout',
    path: () => '/checkout',
    fields: checkoutFields,
    jar: () => customer.jar,
    prepare: addToCustomersCart,
    observe: () =>
      countOf(db.select({ n: count() }).from(orders).where(eq(orders.userId, customer.id))),
  },
  {
    what: 'cancelling an order',
    path: () => `/orders/${latestOrderNumber}`,
    fields: () => ({ intent: 'cancel' }),
    jar: () => customer.jar,
    prepare: async () => {
      await addToCustomersCart();
      const placed = await post('/checkout', checkoutFields(), {
        origin: SHOP_ORIGIN,
        jar: customer.jar,
      });
      expect(placed.status).toBe(303);
      const [order] = await db
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(and(eq(orders.userId, customer.id), eq(orders.status, 'placed')));
      latestOrderNumber = order?.orderNumber ?? '';
    },
    observe: () =>
      db.select({ status: orders.status }).from(orders).where(eq(orders.userId, customer.id)),
  },
  {
    what: 'adding a saved address',
    path: () => '/dashboard/addresses',
    fields: () => ({ intent: 'add', ...homeAddress }),
    jar: () => customer.jar,
    observe: () => db.select().from(addresses).where(eq(addresses.userId, customer.id)),
  },
  {
    what: 'saving the profile',
    path: () => '/dashboard/profile',
    fields: () => ({
      fullName: 'Asha V.',
      phone: '9876543210',
      address: '',
      city: 'Pune',
      state: '',
      pincode: '',
    }),
    jar: () => customer.jar,
    observe: () => db.select().from(profiles).where(eq(profiles.userId, customer.id)),
  },
  {
    what: 'signing in (login CSRF)',
    path: () => '/auth',
    fields: () => ({ intent: 'sign-in', email: customer.email, password: PASSWORD }),
    jar: () => undefined,
    observe: () =>
      countOf(db.select({ n: count() }).from(sessions).where(eq(sessions.userId, customer.id))),
  },
  {
    what: 'signing up',
    path: () => '/auth',
    fields: () => ({
      intent: 'sign-up',
      fullName: 'New Customer',
      email: newcomer,
      password: PASSWORD,
    }),
    jar: () => undefined,
    prepare: async () => {
      newcomer = `new.${randomUUID()}@example.com`;
    },
    observe: () => db.select({ id: users.id }).from(users).where(eq(users.email, newcomer)),
  },
  {
    what: 'asking for a password reset link',
    path: () => '/auth',
    fields: () => ({ intent: 'forgot', email: customer.email }),
    jar: () => undefined,
    observe: () => countOf(db.select({ n: count() }).from(verifications)),
  },
  {
    what: 'signing out',
    path: () => '/auth/logout',
    fields: () => ({}),
    jar: () => secondSession,
    prepare: async () => {
      secondSession = await signedIn(customer.email);
    },
    observe: () =>
      countOf(db.select({ n: count() }).from(sessions).where(eq(sessions.userId, customer.id))),
  },
  {
    what: 'subscribing to the newsletter',
    path: () => '/newsletter',
    fields: () => ({ email: subscriber }),
    jar: () => undefined,
    prepare: async () => {
      subscriber = `news.${randomUUID()}@example.com`;
    },
    observe: () =>
      db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, subscriber)),
  },
];
let latestOrderNumber = '';
let promoCode = '';

/** The admin's forms: a foreign page must not act with the shop owner's session either. */
const adminCases: Case[] = [
  {
    what: "the admin's product dialog",
    path: () => '/admin/products',
    fields: () => ({
      intent: 'save',
      name: 'Forged Barfi',
      category: 'mithai',
      'variants.0.weight': '250g',
      'variants.0.price': '100',
      stockKg: '1.25',
      defaultVariant: '0',
      isActive: 'on',
    }),
    jar: () => admin.jar,
    observe: () =>
      countOf(db.select({ n: count() }).from(products).where(eq(products.name, 'Forged Barfi'))),
  },
  {
    what: "the admin's product switch",
    path: () => '/admin/products',
    fields: () => ({ intent: 'toggle-active', productId, isActive: 'off' }),
    jar: () => admin.jar,
    observe: () =>
      db.select({ isActive: products.isActive }).from(products).where(eq(products.id, productId)),
  },
  {
    what: "the admin's order status",
    path: () => '/admin/orders',
    fields: () => ({ orderNumber: latestOrderNumber, status: 'shipped' }),
    jar: () => admin.jar,
    observe: () =>
      db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.orderNumber, latestOrderNumber)),
  },
  {
    what: "the admin's new promo code",
    path: () => '/admin/promo-codes',
    fields: () => ({ intent: 'create', code: promoCode, percentOff: '90', isActive: 'on' }),
    jar: () => admin.jar,
    prepare: async () => {
      promoCode = `FORGED${randomUUID().slice(0, 6).toUpperCase()}`;
    },
    observe: () => db.select().from(promoCodes).where(eq(promoCodes.code, promoCode)),
  },
  {
    what: "the admin's settings",
    path: () => '/admin/settings',
    fields: () => ({
      storeName: 'Forged Sweets',
      email: 'owner@example.com',
      phone: '+91 98765 43210',
      codLimit: '5000',
    }),
    jar: () => admin.jar,
    observe: () => db.select({ name: storeSettings.storeName }).from(storeSettings),
  },
];

describe.each([...cases, ...adminCases])('$what', (form) => {
  test('from another website is refused and changes nothing; from the shop it goes through', async () => {
    await form.prepare?.();
    const before = await form.observe();
    for (const from of [{ origin: EVIL_ORIGIN }, { site: 'cross-site' }, { origin: 'null' }]) {
      const refused = await post(form.path(), form.fields(), { ...from, jar: form.jar() });
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('sent from another website');
      expect(await form.observe()).toEqual(before);
    }
    const accepted = await post(form.path(), form.fields(), {
      origin: SHOP_ORIGIN,
      jar: form.jar(),
    });
    expect(accepted.status).toBeLessThan(400);
    expect(await form.observe()).not.toEqual(before);
  });
});

test("better-auth's own endpoints answer only the e-mailed links", async () => {
  const email = `direct.${randomUUID()}@example.com`;
  const direct = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SHOP_ORIGIN },
    body: JSON.stringify({ name: 'Direct', email, password: PASSWORD }),
  });
  expect(direct.status).toBe(404);
  const signIn = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SHOP_ORIGIN },
    body: JSON.stringify({ email: customer.email, password: PASSWORD }),
  });
  expect(signIn.status).toBe(404);
  expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
});
