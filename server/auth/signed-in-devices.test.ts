/**
 * Signed-in devices: the account sees each browser it is signed in on, in words, and signs any
 * other one out; the owner signs a staff member out everywhere, which the audit log keeps.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/auth.ts';
import { auditEntries } from '#server/db/schema/staff.ts';
import { seedShop } from '#server/seed/seed.ts';
import { placeOfAddress } from '#server/http/client-address.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import {
  CookieJar,
  inProcessShop,
  postForm,
  signedInCustomerOf,
  SHOP_ORIGIN,
  type InProcessShop,
} from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { deviceOf, endAllSessionsOf } from './signed-in-devices.ts';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let db: Db;
let shop: InProcessShop;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  shop = await inProcessShop(db, { VISITOR_WRITES_PER_MINUTE: '1000' });
});

describe('a device in words', () => {
  test('the browser and system from the User-Agent, and the place from the address', () => {
    expect(deviceOf(PHONE)).toBe('Chrome 131 on Android 14 (mobile)');
    expect(deviceOf(null)).toBe('An unknown browser');
    expect(placeOfAddress('127.0.0.1')).toBe('This computer');
    expect(placeOfAddress('192.168.1.20')).toBe('A local network (192.168.1.20)');
    expect(placeOfAddress('203.0.113.9')).toBe('The internet, from 203.0.113.9');
    expect(placeOfAddress(null)).toBe('An unknown place');
  });
});

describe('signed-in devices', () => {
  test('lists each browser, and signs another one out', async () => {
    const laptop = await signedInCustomerOf(db, shop, 'Kavya Reddy');
    // The same account on a phone: signed in there too.
    const phone = new CookieJar();
    const signIn = new URLSearchParams({
      intent: 'sign-in',
      email: laptop.email,
      password: 'kaju-katli-barfi-9',
    });
    phone.take(
      await shop.app.request('/auth', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: SHOP_ORIGIN,
          'User-Agent': PHONE,
        },
        body: signIn,
      }),
    );
    const page = await (
      await shop.app.request('/account/devices', { headers: { Cookie: laptop.jar.header } })
    ).text();
    expect(page).toContain('Chrome 131 on Android 14 (mobile)');
    expect(page).toContain('(this browser)');
    const [phoneSession] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userAgent, PHONE));
    const ended = await postForm(
      shop.app,
      '/account/devices',
      { sessionId: phoneSession?.id ?? '' },
      { origin: SHOP_ORIGIN, jar: laptop.jar },
    );
    expect(ended.status).toBe(303);
    expect(
      (await shop.app.request('/dashboard', { headers: { Cookie: phone.header } })).status,
    ).toBe(303);
    expect(
      (await shop.app.request('/dashboard', { headers: { Cookie: laptop.jar.header } })).status,
    ).toBe(200);
    // Someone else's session is not theirs to end.
    const other = await signedInCustomerOf(db, shop, 'Meera Iyer');
    const [otherSession] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, other.id));
    const refused = await postForm(
      shop.app,
      '/account/devices',
      { sessionId: otherSession?.id ?? '' },
      { origin: SHOP_ORIGIN, jar: laptop.jar },
    );
    expect(refused.status).toBe(404);
    expect(
      (await shop.app.request('/dashboard', { headers: { Cookie: other.jar.header } })).status,
    ).toBe(200);
  });

  test('the owner signs a staff member out everywhere, and the audit log keeps it', async () => {
    const packer = await signedInCustomerOf(db, shop, 'Ravi Packer');
    await db.update(users).set({ role: 'packer' }).where(eq(users.id, packer.id));
    const owner = { id: await insertCustomer(db, 'Lata Owner', 'owner'), role: 'owner' as const };
    expect(await endAllSessionsOf(db, owner, packer.id)).toBe('Ravi Packer');
    expect(
      (await shop.app.request('/admin/orders', { headers: { Cookie: packer.jar.header } })).status,
    ).toBe(404);
    const [entry] = await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.kind, 'staff.signed-out'));
    expect(entry).toMatchObject({
      actorId: owner.id,
      subject: expect.stringContaining('Ravi Packer'),
    });
    await expect(
      endAllSessionsOf(db, { id: packer.id, role: 'packer' }, owner.id),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
