/**
 * The kitchen page through the built shop, as a browser posts it without JavaScript: a batch's
 * refusals beside their fields, a batch recorded and listed; the kitchen reads the batches but
 * has no correction or write-off forms, and its posts of them are refused.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { indiaDateTime } from '#core/india-calendar.ts';
import type { Role } from '#core/staff-roles.ts';
import { NOT_YOURS_TO_DO } from '#core/staff-roles.ts';
import type { Db } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';
import { batches } from '#server/db/schema/kitchen.ts';
import { seedShop } from '#server/seed/seed.ts';
import {
  inProcessShop,
  postForm,
  signedInStaffOf,
  SHOP_ORIGIN,
  type CookieJar,
  type InProcessShop,
} from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

let db: Db;
let shop: InProcessShop;
let rasmalaiId: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  shop = await inProcessShop(db, { VISITOR_WRITES_PER_MINUTE: '1000' });
  const [rasmalai] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, 'rasmalai'));
  rasmalaiId = rasmalai?.id ?? '';
});

const staffMember = (name: string, role: Role) => signedInStaffOf(db, shop, name, role);

const post = (fields: Record<string, string>, jar: CookieJar) =>
  postForm(shop.app, '/admin/kitchen', fields, { origin: SHOP_ORIGIN, jar });
const page = async (jar: CookieJar) =>
  (await shop.app.request('/admin/kitchen', { headers: { Cookie: jar.header } })).text();
const invalid = (name: string) =>
  new RegExp(`name="${name}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="${name}"`);

test('a batch of 0 kg, or one already past its best-before, is refused beside its field', async () => {
  const kitchen = await staffMember('Ramu Kitchen', 'kitchen');
  const none = await post({ intent: 'record', productId: rasmalaiId, kilograms: '0' }, kitchen.jar);
  expect(none.status).toBe(400);
  const nonePage = await none.text();
  expect(nonePage).toContain('Please enter more than 0 kg.');
  expect(nonePage).toMatch(invalid('kilograms'));

  // Rasmalai keeps 2 days: made 3 days ago, it is past its best-before.
  const madeAt = indiaDateTime(new Date(Date.now() - 3 * 24 * 60 * 60_000)).replace(' ', 'T');
  const stale = await post(
    { intent: 'record', productId: rasmalaiId, kilograms: '5', madeAt },
    kitchen.jar,
  );
  expect(stale.status).toBe(400);
  const stalePage = await stale.text();
  expect(stalePage).toMatch(/Rasmalai made then was good until .+ it is past its best-before/);
  expect(stalePage).toMatch(invalid('madeAt'));
});

test('the kitchen records a batch and reads the list; only the owner has its correction forms', async () => {
  const kitchen = await staffMember('Sita Kitchen', 'kitchen');
  const owner = await staffMember('Lata Owner', 'owner');
  const recorded = await post(
    { intent: 'record', productId: rasmalaiId, kilograms: '2.5', cost: '800' },
    kitchen.jar,
  );
  expect(recorded.status).toBe(303);
  expect(recorded.headers.get('location')).toBe('/admin/kitchen');
  const [batch] = await db.select().from(batches).where(eq(batches.gramsMade, 2500));
  expect(batch).toMatchObject({ productId: rasmalaiId, costPaise: 80_000 });

  const kitchensPage = await page(kitchen.jar);
  expect(kitchensPage).toContain('Batches in stock');
  expect(kitchensPage).toContain('2.5 kg');
  expect(kitchensPage).not.toContain('Correct kilograms');
  expect(await page(owner.jar)).toContain('Correct kilograms');

  const writeOff = await post(
    { intent: 'write-off', batchId: batch?.id ?? '', grams: '100', reason: 'tasting' },
    kitchen.jar,
  );
  expect(writeOff.status).toBe(403);
  expect(await writeOff.text()).toContain(NOT_YOURS_TO_DO);
});
