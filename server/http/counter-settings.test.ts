/**
 * The counter's settings through the built shop, as the owner's browser posts them without
 * JavaScript: refusals beside their fields, saves answered 303 back to Settings; a product's
 * counter code in the product form; and a cashier invited, joining, and finding only the counter.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { UPI_ID_MESSAGES } from '#core/counter-upi.ts';
import { staffRoleDuties } from '#core/staff-roles.ts';
import { getCounterSettings } from '#server/counter/counter-settings.ts';
import { listCounters } from '#server/counter/counters.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { products } from '#server/db/schema/catalog.ts';
import { seedShop } from '#server/seed/seed.ts';
import {
  CookieJar,
  inProcessShop,
  postForm,
  signedInCustomerOf,
  SHOP_ORIGIN,
  type InProcessShop,
} from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

let db: Db;
let shop: InProcessShop;
let owner: CookieJar;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  shop = await inProcessShop(db, { VISITOR_WRITES_PER_MINUTE: '1000' });
  const signedIn = await signedInCustomerOf(db, shop, 'Lata Owner');
  // As if she had set up the second factor the admin area asks of an owner.
  await db
    .update(users)
    .set({ role: 'owner', twoFactorEnabled: true })
    .where(eq(users.id, signedIn.id));
  owner = signedIn.jar;
});

const post = (path: string, fields: Record<string, string>, jar = owner) =>
  postForm(shop.app, path, fields, { origin: SHOP_ORIGIN, jar });
const get = (path: string, jar: CookieJar) =>
  shop.app.request(path, { headers: { Cookie: jar.header } });

describe('the counter in Settings', () => {
  test('a UPI ID that is not one is refused beside its field and nothing is saved; a good one is', async () => {
    const refused = await post('/admin/settings', { intent: 'save-upi-id', upiId: 'halwai' });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain(UPI_ID_MESSAGES.shape);
    expect(page).toMatch(/aria-invalid="true"[^>]*name="upiId"/);
    expect((await getCounterSettings(db)).upiId).toBe('');

    const saved = await post('/admin/settings', { intent: 'save-upi-id', upiId: 'Halwai@OkAxis' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/admin/settings');
    expect((await getCounterSettings(db)).upiId).toBe('halwai@okaxis');
    const shown = await (await get('/admin/settings', owner)).text();
    expect(shown).toContain('value="halwai@okaxis"');
  });

  test('a counter is added, then renamed onto a name taken is refused beside that row’s field', async () => {
    for (const name of ['Front counter', 'Sweets counter']) {
      const added = await post('/admin/settings', {
        intent: 'add-counter',
        name,
        paperWidthMm: '80',
      });
      expect(added.status).toBe(303);
    }
    const [front] = (await listCounters(db)).filter((counter) => counter.name === 'Front counter');
    const clash = await post('/admin/settings', {
      intent: 'save-counter',
      counterId: front?.id ?? '',
      name: 'Sweets counter',
      paperWidthMm: '58',
    });
    expect(clash.status).toBe(409);
    const page = await clash.text();
    const row = page.slice(page.indexOf('aria-label="Counter Front counter"'));
    const rowForm = row.slice(0, row.indexOf('</form>'));
    expect(rowForm).toMatch(/aria-invalid="true"[^>]*name="name"[^>]*value="Sweets counter"/);
    expect(rowForm).toContain('A counter of this name exists: please give this one another.');
    const renamed = await post('/admin/settings', {
      intent: 'save-counter',
      counterId: front?.id ?? '',
      name: 'Till 1',
      paperWidthMm: '58',
    });
    expect(renamed.status).toBe(303);
    const listed = await listCounters(db);
    expect(listed.find((counter) => counter.id === front?.id)).toMatchObject({
      name: 'Till 1',
      paperWidthMm: 58,
    });
  });

  test('the scale’s layout is shown with an example label, and a layout no scale prints is refused', async () => {
    const page = await (await get('/admin/settings', owner)).text();
    // The usual layout: 500 g of code 42 under prefix 20.
    expect(page).toContain('PP CCCCC WWWWW K');
    expect(page).toContain('2000042005009');
    const refused = await post('/admin/settings', {
      intent: 'save-scale-layout',
      scalePrefixes: '20-29',
      scaleMeasure: 'grams',
      scaleValueDigits: '6',
      scaleValueCheckDigit: 'on',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(
      'A value check digit goes with a value of 4 or 5 digits only.',
    );
    const saved = await post('/admin/settings', {
      intent: 'save-scale-layout',
      scalePrefixes: '21',
      scaleMeasure: 'price',
      scalePriceDecimals: '2',
      scaleValueDigits: '5',
    });
    expect(saved.status).toBe(303);
    expect((await getCounterSettings(db)).scaleLayout).toMatchObject({
      prefixes: ['21'],
      measure: 'price',
    });
  });

  test('the store’s details still post without an intent, as before the counter came', async () => {
    const refused = await post('/admin/settings', { storeName: '' });
    expect(refused.status).toBe(400);
  });
});

test('a counter code another product has is refused beside the product form’s field', async () => {
  await db.update(products).set({ counterCode: '101' }).where(eq(products.name, 'Kaju Katli'));
  const refused = await post('/admin/products?new=1', {
    intent: 'save',
    name: 'Test Kesar Peda',
    category: 'mithai',
    counterCode: '0101',
    stockKg: '5',
    defaultVariant: '0',
    'variants.0.weight': '250g',
    'variants.0.price': '180',
    'variants.0.stock': '0',
  });
  expect(refused.status).toBe(409);
  const page = await refused.text();
  expect(page).toContain('Kaju Katli has the counter code 101: please give this product another.');
  expect(page).toMatch(/aria-invalid="true"[^>]*name="counterCode"[^>]*value="0101"/);
  expect(await db.select().from(products).where(eq(products.name, 'Test Kesar Peda'))).toEqual([]);
});

test('a cashier invited by the owner joins, lands on the counter, and finds the admin area shut', async () => {
  const staffPage = await (await get('/admin/staff', owner)).text();
  expect(staffPage).toContain('<option value="cashier">Cashier</option>');
  expect(staffPage).toContain(staffRoleDuties.cashier);

  const email = `asha.cashier.${randomUUID()}@example.com`;
  const invited = await post('/admin/staff', { intent: 'invite', email, role: 'cashier' });
  expect(invited.status).toBe(303);
  const mail = shop.sent.find((message) => message.to === email);
  expect(mail?.text).toContain('as Cashier');
  const link = new URL(
    /https?:\/\/\S+\/staff\/join\?token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '',
  );
  const token = link.searchParams.get('token') ?? '';

  const cashier = new CookieJar();
  expect(await (await get(`/staff/join?token=${token}`, cashier)).text()).toContain('Cashier');
  const joined = cashier.take(
    await postForm(
      shop.app,
      '/staff/join',
      { token, fullName: 'Asha Cashier', password: 'rasgulla-chhena-77' },
      { origin: SHOP_ORIGIN, jar: cashier },
    ),
  );
  expect(joined.status).toBe(303);
  expect(joined.headers.get('location')).toBe('/counter');

  // The admin's door sends them on to the counter, and answers the rest as not theirs.
  const dashboard = await get('/admin', cashier);
  expect(dashboard.status).toBe(302);
  expect(dashboard.headers.get('location')).toContain('/counter');
  for (const page of ['/admin/products', '/admin/settings', '/admin/orders', '/admin/staff']) {
    expect((await get(page, cashier)).status, page).toBe(404);
    expect((await get(`${page}.data`, cashier)).status, `${page}.data`).toBe(403);
  }
  const upi = await post('/admin/settings', { intent: 'save-upi-id', upiId: 'asha@ybl' }, cashier);
  expect(upi.status).toBe(403);
  expect((await getCounterSettings(db)).upiId).toBe('halwai@okaxis');
});
