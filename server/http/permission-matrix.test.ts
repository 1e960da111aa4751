/**
 * The permission matrix: every staff page, in the admin area or out of it, its data URL and its
 * forms, for each role, a customer and a visitor, with the answer each should get, written out
 * here rather than read from the table it checks (core/admin-pages.ts). An admin route of
 * app/routes.ts, or any other route whose module calls `requireStaff`, that the matrix does not
 * name fails it: a new page must say who may open it.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '#app/routes.ts';
import { ADMIN_PAGES } from '#core/admin-pages.ts';
import { requiresSecondFactor, SET_UP_FIRST } from '#core/second-factor.ts';
import type { Role } from '#core/staff-roles.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { productVariants } from '#server/db/schema/catalog.ts';
import { counterClosings } from '#server/db/schema/counter.ts';
import { createCounter } from '#server/counter/counters.ts';
import { zReport } from '#core/counter-z-report.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { seedShop } from '#server/seed/seed.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { BY_COURIER, BY_RIDER, placeGiftOrder } from '#tests/support/gift-orders.ts';
import { checkout, customerWithCart } from '#tests/support/orders.ts';
import {
  type CookieJar,
  inProcessShop,
  postForm,
  signedInCustomerOf,
  SHOP_ORIGIN,
  type InProcessShop,
} from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

type Who = 'visitor' | Role;
const everyone: Who[] = [
  'visitor',
  'customer',
  'owner',
  'manager',
  'packer',
  'rider',
  'cashier',
  'kitchen',
];
const DAY = '2026-11-26';

/**
 * Who opens each page (200) and who may post its forms (the form is read: an empty one is
 * answered 400); everyone else gets the 404 page, and 403 for the data and the posts. The
 * dashboard sends staff without its figures on to their first page. A staff page out of the
 * admin area has no door in front of it: its own guard answers its data with the 404 too, and
 * a page without forms answers every post 405.
 */
const matrix: Record<string, { open: Who[]; post: Who[]; sendsOn?: Partial<Record<Who, string>> }> =
  {
    '/admin': {
      open: ['owner', 'manager'],
      post: [],
      sendsOn: {
        packer: '/admin/orders',
        rider: `/admin/deliveries/`,
        cashier: '/counter',
        kitchen: '/admin/kitchen',
      },
    },
    '/admin/products': { open: ['owner', 'manager'], post: ['owner', 'manager'] },
    '/admin/orders': { open: ['owner', 'manager', 'packer'], post: ['owner', 'manager', 'packer'] },
    '/admin/deliveries/:day': {
      open: ['owner', 'manager', 'packer', 'rider'],
      post: ['owner', 'manager', 'rider'],
    },
    '/admin/customers': { open: ['owner', 'manager'], post: [] },
    '/admin/payouts': { open: ['owner'], post: [] },
    '/admin/payouts/export': { open: ['owner'], post: [] },
    '/admin/promo-codes': { open: ['owner', 'manager'], post: ['owner', 'manager'] },
    '/admin/business-prices': { open: ['owner', 'manager'], post: ['owner', 'manager'] },
    '/admin/boxes': { open: ['owner', 'manager'], post: ['owner', 'manager'] },
    '/admin/reviews': { open: ['owner', 'manager'], post: ['owner', 'manager'] },
    '/admin/delivery': { open: ['owner', 'manager'], post: ['owner', 'manager'] },
    '/admin/staff': { open: ['owner'], post: ['owner'] },
    '/admin/activity': { open: ['owner'], post: [] },
    '/admin/activity/export': { open: ['owner'], post: [] },
    '/admin/settings': { open: ['owner'], post: ['owner'] },
    '/admin/sample-shop': { open: ['owner'], post: ['owner'] },
    '/admin/counter-days': { open: ['owner', 'manager'], post: ['owner', 'manager'] },
    '/admin/counter-days/:closingId': { open: ['owner', 'manager'], post: [] },
    '/admin/counter-pin': { open: ['owner', 'manager'], post: ['owner', 'manager'] },
    '/admin/kitchen': {
      open: ['owner', 'manager', 'kitchen'],
      post: ['owner', 'manager', 'kitchen'],
    },
    '/admin/kitchen/sheet': {
      open: ['owner', 'manager', 'kitchen'],
      post: ['owner', 'manager'],
    },
    '/counter/day': {
      open: ['owner', 'manager', 'cashier'],
      post: ['owner', 'manager', 'cashier'],
    },
    '/counter/bills': { open: [], post: ['owner', 'manager', 'cashier'] },
    '/counter': { open: ['owner', 'manager', 'cashier'], post: ['owner', 'manager', 'cashier'] },
    // A rider opens the notes of an order with a parcel on a riders' sheet (delivery-notes.test.ts).
    '/orders/:orderNumber/delivery-notes': {
      open: ['owner', 'manager', 'packer', 'rider'],
      post: [],
    },
  };

/**
 * Endpoints a page's script calls with JSON (the counter's bills): nothing to open (405 for
 * everyone, its data too), an empty JSON object posted instead of an empty form (400 for those
 * allowed), and refused in JSON, 401 signed out and 403 otherwise.
 */
const jsonEndpoints: ReadonlySet<string> = new Set(['/counter/bills']);

/**
 * Routes that call `requireStaff` for one form only, on a page customers open too: their staff
 * forms are checked by their services (the order page: a parcel handed over).
 */
const sharedWithCustomers = new Set(['/orders/:orderNumber']);

/** Every route of the route table, children under their parents' paths, with its module. */
function routeModules(
  entries: readonly RouteConfigEntry[],
  parent = '',
): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const route = entry.index ? parent : [parent, entry.path].filter(Boolean).join('/');
    return [{ path: `/${route}`, file: entry.file }, ...routeModules(entry.children ?? [], route)];
  });
}

/** Every path of the route table, children under their parents' paths. */
function routePaths(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : [parent, entry.path].filter(Boolean).join('/');
    return [path, ...routePaths(entry.children ?? [], path)];
  });
}

let db: Db;
let app: InProcessShop['app'];
let shop: InProcessShop;
const jars = new Map<Who, CookieJar | undefined>();
let orderNumber: string;
let orderEmail: string;
/** An order to several people, one parcel by the riders and one by courier. */
let giftOrderNumber: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  shop = await inProcessShop(db, { VISITOR_WRITES_PER_MINUTE: '1000' });
  app = shop.app;
  jars.set('visitor', undefined);
  for (const role of everyone.filter((who): who is Role => who !== 'visitor')) {
    const { id, jar } = await signedInCustomerOf(db, shop, `Meera ${role}`);
    // Owners and managers have set up their second factor (the test below has one who has not).
    const twoFactorEnabled = requiresSecondFactor(role);
    await db.update(users).set({ role, twoFactorEnabled }).where(eq(users.id, id));
    jars.set(role, jar);
  }
  const [variant] = await db.select({ id: productVariants.id }).from(productVariants).limit(1);
  const { userId } = await customerWithCart(db, [[variant?.id ?? '', 1]]);
  orderEmail = `${userId}@example.com`;
  ({ orderNumber } = await placeOrder(db, userId, checkout({ email: orderEmail })));
  ({ orderNumber: giftOrderNumber } = await placeGiftOrder(db, [BY_RIDER, BY_COURIER]));
});

/** A closed counter day, for its Z report's page. */
let closingId: string;

beforeAll(async () => {
  const counter = await createCounter(db, { name: 'Matrix counter', paperWidthMm: 80 });
  const cashierId = await insertCustomer(db, 'Matrix Cashier', 'cashier');
  const report = zReport([], { floatPaise: 0, countedPaise: 0 });
  const [closing] = await db
    .insert(counterClosings)
    .values({
      counterId: counter.id,
      cashierId,
      day: DAY,
      cashExpectedPaise: 0,
      cashCountedPaise: 0,
      figures: { report, counterName: counter.name, firstBill: null, lastBill: null },
    })
    .returning({ id: counterClosings.id });
  closingId = closing?.id ?? '';
});

const pathOf = (page: string) =>
  page
    .replace(':day', DAY)
    .replace(':orderNumber', giftOrderNumber)
    .replace(':closingId', closingId);
const inAdminArea = (page: string) => page === '/admin' || page.startsWith('/admin/');
const get = (pathname: string, who: Who) => {
  const jar = jars.get(who);
  return app.request(pathname, { headers: jar ? { Cookie: jar.header } : {} });
};

test('names every staff route of the route table, in the admin area or out, and no other', async () => {
  const adminRoutes = [...new Set(routePaths(routes))]
    .filter((path) => /^admin(\/|$)/.test(path))
    .map((path) => `/${path}`);
  const guardedElsewhere: string[] = [];
  for (const { path: route, file } of routeModules(routes)) {
    if (adminRoutes.includes(route) || sharedWithCustomers.has(route)) continue;
    const source = await readFile(path.join('app', file), 'utf8');
    if (source.includes('requireStaff(')) guardedElsewhere.push(route);
  }
  expect(guardedElsewhere).toEqual([
    '/orders/:orderNumber/delivery-notes',
    '/counter/bills',
    '/counter',
    '/counter/day',
  ]);
  const staffRoutes = [...adminRoutes, ...guardedElsewhere].sort();
  expect(Object.keys(matrix).sort()).toEqual(staffRoutes);
  expect(ADMIN_PAGES.map((page) => page.path).sort()).toEqual(staffRoutes);
});

describe.each(Object.entries(matrix))('%s', (page, expected) => {
  test.each(everyone)('opens for %s as the matrix says', async (who) => {
    const response = await get(pathOf(page), who);
    if (jsonEndpoints.has(page)) return expect(response.status).toBe(405);
    const sentOn = expected.sendsOn?.[who];
    if (sentOn) {
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toContain(sentOn);
    } else {
      expect(response.status).toBe(expected.open.includes(who) ? 200 : 404);
    }
  });

  test.each(everyone)('answers its data to %s as the matrix says', async (who) => {
    const response = await get(`${pathOf(page)}.data`, who);
    if (jsonEndpoints.has(page)) return expect(response.status).toBe(405);
    const allowed = expected.open.includes(who) || expected.sendsOn?.[who] !== undefined;
    const refused = inAdminArea(page) ? 403 : 404;
    if (allowed) expect(response.status).not.toBe(refused);
    else expect(response.status).toBe(refused);
    if (allowed && !inAdminArea(page)) expect(response.status).toBe(200);
    const text = await response.text();
    if (!allowed) {
      expect(text).not.toContain(orderNumber);
      expect(text).not.toContain('Recipient 1');
    }
  });

  test.each(everyone)('takes posts from %s as the matrix says', async (who) => {
    if (jsonEndpoints.has(page)) {
      const jar = jars.get(who);
      const response = await app.request(pathOf(page), {
        method: 'POST',
        headers: {
          Origin: SHOP_ORIGIN,
          'Content-Type': 'application/json',
          ...(jar ? { Cookie: jar.header } : {}),
        },
        body: '{}',
      });
      const refused = who === 'visitor' ? 401 : 403;
      return expect(response.status).toBe(expected.post.includes(who) ? 400 : refused);
    }
    for (const path of [pathOf(page), `${pathOf(page)}.data`]) {
      const response = await postForm(app, path, {}, { origin: SHOP_ORIGIN, jar: jars.get(who) });
      // Out of the admin area, a page with forms refuses a post with its 404 page, as it does a visit.
      const refused = inAdminArea(page) ? 403 : expected.post.length > 0 ? 404 : 405;
      expect(response.status, path).toBe(expected.post.includes(who) ? 400 : refused);
    }
  });
});

describe("an order's page", () => {
  test.each<[Who, number]>([
    ['owner', 200],
    ['manager', 200],
    ['packer', 200],
    ['rider', 404],
    ['customer', 404],
  ])('opens for %s: %i', async (who, status) => {
    const response = await get(`/orders/${orderNumber}`, who);
    expect(response.status).toBe(status);
  });

  test('shows a packer what to pack, without its prices or the e-mail', async () => {
    const html = await (await get(`/orders/${orderNumber}`, 'packer')).text();
    expect(html).toContain('Items to pack');
    expect(html).not.toContain('₹');
    expect(html).not.toContain(orderEmail);
    const ownersView = await (await get(`/orders/${orderNumber}`, 'owner')).text();
    expect(ownersView).toContain('₹');
    expect(ownersView).toContain(orderEmail);
  });
});

test('a visitor is still sent to sign in for an order page', async () => {
  const response = await get(`/orders/${randomUUID()}`, 'visitor');
  expect(response.status).toBe(303);
});

describe('a manager without a second factor', () => {
  test('is sent to set it up from every admin page, and refused its data and forms', async () => {
    const { id, jar } = await signedInCustomerOf(db, shop, 'Mohan Manager');
    await db.update(users).set({ role: 'manager' }).where(eq(users.id, id));
    for (const page of Object.keys(matrix).filter(inAdminArea).map(pathOf)) {
      const response = await app.request(page, { headers: { Cookie: jar.header } });
      expect(response.status, page).toBe(302);
      expect(response.headers.get('location')).toBe('/account/two-factor');
      const asData = await app.request(`${page}.data`, { headers: { Cookie: jar.header } });
      expect(asData.status, `${page}.data`).toBe(403);
      expect(await asData.text()).toBe(SET_UP_FIRST);
      const posted = await postForm(app, page, {}, { origin: SHOP_ORIGIN, jar });
      expect(posted.status, `post ${page}`).toBe(403);
    }
    const notes = await app.request(pathOf('/orders/:orderNumber/delivery-notes'), {
      headers: { Cookie: jar.header },
    });
    expect(notes.status).toBe(302);
    expect(notes.headers.get('location')).toBe('/account/two-factor');
    // Elsewhere in the shop they are a customer: another customer's order is not theirs to see.
    expect(
      (await app.request(`/orders/${orderNumber}`, { headers: { Cookie: jar.header } })).status,
    ).toBe(404);
    const setup = await app.request('/account/two-factor', { headers: { Cookie: jar.header } });
    expect(setup.status).toBe(200);
    expect(await setup.text()).toContain(
      'The shop asks owners and managers to turn on two-factor sign-in',
    );
  });
});
