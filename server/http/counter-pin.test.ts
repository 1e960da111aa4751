/**
 * Setting one's counter PIN through the built shop, as a browser posts it without JavaScript:
 * the owner on the Staff page, a manager on Counter PIN; refusals beside their fields, the PIN
 * never sent back; a cashier has no such form, and the counter page carries verifiers, no keys.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { COUNTER_PIN_MESSAGES } from '#core/counter-pin.ts';
import type { Role } from '#core/staff-roles.ts';
import type { Db } from '#server/db/client.ts';
import { counterPins } from '#server/db/schema/counter-pins.ts';
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

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  shop = await inProcessShop(db, { VISITOR_WRITES_PER_MINUTE: '1000' });
});

const staffMember = (name: string, role: Role) => signedInStaffOf(db, shop, name, role);

const post = (path: string, fields: Record<string, string>, jar: CookieJar) =>
  postForm(shop.app, path, fields, { origin: SHOP_ORIGIN, jar });
const get = (path: string, jar: CookieJar) =>
  shop.app.request(path, { headers: { Cookie: jar.header } });
const pinOf = async (userId: string) =>
  (await db.select().from(counterPins).where(eq(counterPins.userId, userId)))[0];

describe('your counter PIN', () => {
  test('on the Staff page, a PIN that is not digits, or typed differently twice, is refused beside its field and never sent back', async () => {
    const owner = await staffMember('Lata Owner', 'owner');
    const page = await (await get('/admin/staff', owner.jar)).text();
    expect(page).toContain('Your counter PIN');
    expect(page).toContain('You have no counter PIN yet.');

    const letters = await post(
      '/admin/staff',
      { intent: 'counter-pin', pin: '97a5', pinAgain: '97a5' },
      owner.jar,
    );
    expect(letters.status).toBe(400);
    const refused = await letters.text();
    expect(refused).toContain(COUNTER_PIN_MESSAGES.digits);
    expect(refused).toMatch(
      /name="pin"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="pin"/,
    );
    expect(refused).not.toContain('97a5');

    const differ = await post(
      '/admin/staff',
      { intent: 'counter-pin', pin: '975318', pinAgain: '975319' },
      owner.jar,
    );
    expect(differ.status).toBe(400);
    const differPage = await differ.text();
    expect(differPage).toContain(COUNTER_PIN_MESSAGES.differ);
    expect(differPage).toMatch(
      /name="pinAgain"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="pinAgain"/,
    );
    expect(differPage).not.toContain('975318');
    expect(await pinOf(owner.id)).toBeUndefined();

    const set = await post(
      '/admin/staff',
      { intent: 'counter-pin', pin: '975318', pinAgain: '975318' },
      owner.jar,
    );
    expect(set.status).toBe(303);
    expect(set.headers.get('location')).toBe('/admin/staff');
    expect(await pinOf(owner.id)).toMatchObject({ userId: owner.id });
    expect(await (await get('/admin/staff', owner.jar)).text()).toContain('Your PIN was set on');
  });

  test('a manager, who has no Staff page, sets theirs on Counter PIN', async () => {
    const manager = await staffMember('Meena Manager', 'manager');
    expect((await get('/admin/staff', manager.jar)).status).not.toBe(200);
    expect(await (await get('/admin/counter-pin', manager.jar)).text()).toContain(
      'Your counter PIN',
    );
    const short = await post(
      '/admin/counter-pin',
      { intent: 'counter-pin', pin: '12', pinAgain: '12' },
      manager.jar,
    );
    expect(short.status).toBe(400);
    expect(await short.text()).toContain(COUNTER_PIN_MESSAGES.short);
    const set = await post(
      '/admin/counter-pin',
      { intent: 'counter-pin', pin: '4455', pinAgain: '4455' },
      manager.jar,
    );
    expect(set.status).toBe(303);
    expect(set.headers.get('location')).toBe('/admin/counter-pin');
    expect(await pinOf(manager.id)).toMatchObject({ userId: manager.id });
  });

  test('a cashier has no PIN form, and their counter page carries the managers’ verifiers, never a key', async () => {
    const cashier = await staffMember('Ravi Cashier', 'cashier');
    for (const path of ['/admin/staff', '/admin/counter-pin']) {
      const page = await get(path, cashier.jar);
      expect(page.status).not.toBe(200);
      expect(await page.text()).not.toContain('Your counter PIN');
    }
    const refused = await post(
      '/admin/counter-pin',
      { intent: 'counter-pin', pin: '1111', pinAgain: '1111' },
      cashier.jar,
    );
    expect(refused.status).toBe(403);
    expect(await pinOf(cashier.id)).toBeUndefined();

    const counter = await (await get('/counter', cashier.jar)).text();
    const keys = await db.select({ keyHex: counterPins.keyHex }).from(counterPins);
    expect(keys.length).toBeGreaterThan(0);
    expect(counter).toContain('verifierHex');
    for (const { keyHex } of keys) expect(counter).not.toContain(keyHex);
  });
});
