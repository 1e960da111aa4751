/**
 * Failed sign-ins through the shop's form, as an attacker who knows the owner's e-mail would
 * send them: the owner is never locked out. The form's sign-in remembers the browser, so others'
 * failures never slow it; a browser new to the account, when the turn is a guesser's, is told to
 * finish by e-mail, right password or wrong, and the link in the e-mail signs it in.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { FINISH_BY_EMAIL, signUpCustomer, TOO_MANY_TRIES } from '#server/auth/sign-in.ts';
import { ACCOUNT_FAILURES_BEFORE_SLOWING } from '#server/auth/sign-in-limit.ts';
import { LINK_OTHER_BROWSER, LINK_USED_OR_EXPIRED } from '#server/auth/sign-in-link.ts';
import { authenticatorCode } from '#tests/support/authenticator.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { seedShop } from '#server/seed/seed.ts';
import {
  CookieJar,
  inProcessShop,
  type InProcessShop,
  postForm,
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

// The clock stands still: the turn a guesser took stays theirs while a test runs, however slow
// the machine.
let now = Date.now();
beforeEach(() => {
  now += 60 * 60 * 1000;
  vi.useFakeTimers({ toFake: ['Date'], now });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The sign-in form sent from `address`, with the browser's cookies. */
const signIn = async (password: string, address: string, jar = new CookieJar(), to = email) =>
  jar.take(
    await shop.app.request('/auth', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: SHOP_ORIGIN,
        'X-Forwarded-For': address,
        Cookie: jar.header,
      },
      body: new URLSearchParams({ intent: 'sign-in', email: to, password }),
    }),
  );

/** A page opened by the browser from `address`, as a link in an e-mail opens it. */
const visit = async (url: string, jar: CookieJar, address = '100.64.9.9') =>
  jar.take(
    await shop.app.request(url, {
      headers: { 'X-Forwarded-For': address, Cookie: jar.header },
    }),
  );

const inPage = (text: string) => text.replace(/'/g, '&#x27;');

/** A page's HTML without its script nonce, which each answer draws anew. */
const withoutNonce = (html: string) => {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  return nonce ? html.replaceAll(nonce, '…') : html;
};

/** The link of the last sign-in e-mail to `to`, as a path of the shop. */
function emailedLink(to: string) {
  const mail = shop.sent.filter((sent) => sent.to === to).at(-1);
  expect(mail?.subject).toMatch(/^Finish signing in to /);
  const url = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://none');
  return `${url.pathname}${url.search}`;
}

/** Wrong passwords for `to` from many addresses, one each: its new browsers now take turns. */
async function slowed(to: string, from: string) {
  for (let attempt = 0; attempt <= ACCOUNT_FAILURES_BEFORE_SLOWING; attempt += 1) {
    await signIn(`wrong-${attempt}`, `${from}.${attempt}`, new CookieJar(), to);
  }
}

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
  await slowed(email, '198.18.2');
  // The owner on a new browser, and a guesser: the same answer, word for word.
  const newBrowser = new CookieJar();
  const answered = await signIn(PASSWORD, '198.18.3.1', newBrowser);
  const guessed = await signIn('wrong-again', '198.18.3.2');
  expect([answered.status, guessed.status]).toEqual([202, 202]);
  const answer = await answered.text();
  expect(answer).toContain(inPage(FINISH_BY_EMAIL));
  expect(withoutNonce(await guessed.text())).toBe(withoutNonce(answer));
  const cookieNames = (response: Response) =>
    response.headers.getSetCookie().map((cookie) => cookie.split('=')[0]);
  expect(cookieNames(guessed)).toEqual(cookieNames(answered));
  expect(shop.sent.filter((sent) => sent.subject.startsWith('Finish signing in'))).toHaveLength(1);

  // The link, opened in another browser, is refused and left for the right one.
  const link = emailedLink(email);
  const elsewhere = await visit(link, new CookieJar());
  expect(elsewhere.status).toBe(200);
  expect(await elsewhere.text()).toContain(inPage(LINK_OTHER_BROWSER));
  // In the browser that typed the password, it signs in; and then it is used.
  const opened = await visit(link, newBrowser);
  expect(opened.status).toBe(303);
  expect(opened.headers.get('location')).toBe('/');
  expect(opened.headers.getSetCookie().join()).toMatch(/halwai\.session_token=/);
  expect((await visit('/dashboard', newBrowser)).status).toBe(200);

  // The owner's laptop, from the café's address, is let in at once with the right password.
  const signedIn = await signIn(PASSWORD, '100.64.7.7', laptop);
  expect(signedIn.status).toBe(303);
  expect(signedIn.headers.getSetCookie().join()).toMatch(/halwai\.session_token=/);
});

test('a link used once is refused the second time, in the same browser', async () => {
  const owner = `second.${randomUUID()}@example.com`;
  const visitor = { address: '10.2.2.3', perMinute: 100 };
  await signUpCustomer(
    db,
    shop.auth,
    { fullName: 'Owner', email: owner, password: PASSWORD },
    visitor,
  );
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, owner));
  await slowed(owner, '198.19.2');
  const browser = new CookieJar();
  expect((await signIn(PASSWORD, '198.19.3.1', browser, owner)).status).toBe(202);
  const link = emailedLink(owner);
  expect((await visit(link, browser)).status).toBe(303);
  browser.take(await postForm(shop.app, '/auth/logout', {}, { origin: SHOP_ORIGIN, jar: browser }));
  const reused = await visit(link, browser);
  expect(reused.status).toBe(200);
  expect(await reused.text()).toContain(inPage(LINK_USED_OR_EXPIRED));
});

test('with two-factor sign-in on, the link leads to the code, and the code signs in', async () => {
  const owner = `totp.${randomUUID()}@example.com`;
  const visitor = { address: '10.2.2.4', perMinute: 100 };
  await signUpCustomer(
    db,
    shop.auth,
    { fullName: 'Owner', email: owner, password: PASSWORD },
    visitor,
  );
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, owner));
  // Turned on as the account's page turns it on: the password, then the app's first code.
  const laptop = new CookieJar();
  expect((await signIn(PASSWORD, '10.0.0.6', laptop, owner)).status).toBe(303);
  const headers = new Headers({ cookie: laptop.header });
  const enabled = await shop.auth.api.enableTwoFactor({
    body: { password: PASSWORD },
    headers,
  });
  const totpURI = 'totpURI' in enabled ? enabled.totpURI : '';
  const key = new URL(totpURI).searchParams.get('secret') ?? '';
  await shop.auth.api.verifyTOTP({ body: { code: await authenticatorCode(key) }, headers });

  await slowed(owner, '198.20.2');
  const browser = new CookieJar();
  expect((await signIn(PASSWORD, '198.20.3.1', browser, owner)).status).toBe(202);
  const opened = await visit(emailedLink(owner), browser);
  expect(opened.status).toBe(303);
  expect(opened.headers.get('location')).toBe('/auth/second-factor?redirectTo=%2F');
  expect((await visit('/dashboard', browser)).status).toBe(303);
  const code = await shop.app.request('/auth/second-factor', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: SHOP_ORIGIN,
      'X-Forwarded-For': '100.64.9.9',
      Cookie: browser.header,
    },
    body: new URLSearchParams({ intent: 'app', code: await authenticatorCode(key) }),
  });
  browser.take(code);
  expect(code.status).toBe(303);
  expect((await visit('/dashboard', browser)).status).toBe(200);
});
