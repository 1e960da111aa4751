/**
 * Failed sign-ins through the shop's form, as an attacker who knows the owner's e-mail would
 * send them: the owner is never locked out. The form's sign-in remembers the browser, so others'
 * failures never slow it; a browser new to the account waits its turn and is told so.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { signUpCustomer, TOO_MANY_TRIES } from '#server/auth/sign-in.ts';
import { ACCOUNT_FAILURES_BEFORE_SLOWING } from '#server/auth/sign-in-limit.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { seedShop } from '#server/db/seed.ts';
import {
  CookieJar,
  inProcessShop,
  type InProcessShop,
  SHOP_ORIGIN,
} from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

const PASSWORD = 'mithai-owner-1985';
let db: Db;
let shop: InProcessShop;
let email: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  // Behind the shop's own proxy: each request says which address it came from.
  shop = await inProcessShop(db, { TRUST_PROXY: 'true', VISITOR_WRITES_PER_MINUTE: '1000' });
  email = `owner.${randomUUID()}@example.com`;
  const visitor = { address: '10.2.2.2', perMinute: 100 };
  await signUpCustomer(db, shop.auth, { fullName: 'Owner', email, password: PASSWORD }, visitor);
  await db.update(users).set({ emailVerified: true, role: 'owner' }).where(eq(users.email, email));
});

/** The sign-in form sent from `address`, with the browser's cookies. */
const signIn = async (password: string, address: string, jar = new CookieJar()) =>
  jar.take(
    await shop.app.request('/auth', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: SHOP_ORIGIN,
        'X-Forwarded-For': address,
        Cookie: jar.header,
      },
      body: new URLSearchParams({ intent: 'sign-in', email, password }),
    }),
  );

test("others' failures never keep the owner out", async () => {
  // The owner's laptop signs in once: the shop remembers it.
  const laptop = new CookieJar();
  expect((await signIn(PASSWORD, '10.0.0.5', laptop)).status).toBe(303);
  expect(laptop.header).toMatch(/halwai_device=/);

  // 5 wrong passwords from one address: that address waits, for this account.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await signIn(`wrong-${attempt}`, '203.0.113.5')).status).toBe(401);
  }
  const waiting = await signIn(PASSWORD, '203.0.113.5');
  expect(waiting.status).toBe(429);
  expect(await waiting.text()).toContain(TOO_MANY_TRIES.replace(/'/g, '&#x27;'));

  // Many addresses, one wrong password each: the account's new browsers now take turns.
  for (let attempt = 0; attempt <= ACCOUNT_FAILURES_BEFORE_SLOWING; attempt += 1) {
    await signIn(`wrong-${attempt}`, `198.18.2.${attempt}`);
  }
  const newBrowser = await signIn(PASSWORD, '198.18.3.1');
  expect(newBrowser.status).toBe(429);
  expect(await newBrowser.text()).toContain('Too many failed sign-ins to this account');

  // The owner's laptop, from the café's address, is let in at once with the right password.
  const signedIn = await signIn(PASSWORD, '100.64.7.7', laptop);
  expect(signedIn.status).toBe(303);
  expect(signedIn.headers.getSetCookie().join()).toMatch(/halwai\.session_token=/);
});
