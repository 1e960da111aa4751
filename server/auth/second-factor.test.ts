/**
 * Two-factor sign-in through the shop's pages, as a browser without JavaScript uses them: set up
 * with the password and a first code, then each sign-in asks for a code; a backup code works
 * once; five wrong codes end the sign-in's tries and lock the second factor a while; a staff
 * member's wrong code is kept in the audit log.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  SECOND_FACTOR_LOCKED,
  SIGN_IN_AGAIN,
  TOO_MANY_CODES,
  WRONG_CODE,
} from '#core/second-factor.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { auditEntries } from '#server/db/schema/staff.ts';
import { seedShop } from '#server/seed/seed.ts';
import { authenticatorCode, wrongCode } from '#tests/support/authenticator.ts';
import {
  CookieJar,
  inProcessShop,
  postForm,
  signedInCustomerOf,
  SHOP_ORIGIN,
  type InProcessShop,
} from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { WRONG_BACKUP_CODE } from './second-factor.ts';

const PASSWORD = 'kaju-katli-barfi-9';

let db: Db;
let shop: InProcessShop;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  shop = await inProcessShop(db, { VISITOR_WRITES_PER_MINUTE: '1000' });
});

const post = async (path: string, fields: Record<string, string>, jar: CookieJar) =>
  jar.take(await postForm(shop.app, path, fields, { origin: SHOP_ORIGIN, jar }));
const page = async (path: string, jar: CookieJar) =>
  (await shop.app.request(path, { headers: { Cookie: jar.header } })).text();

/** A signed-in account that turns two-factor sign-in on: its key and backup codes. */
async function withTwoFactor(name: string) {
  const account = await signedInCustomerOf(db, shop, name);
  const started = await post(
    '/account/two-factor',
    { intent: 'start', password: PASSWORD },
    account.jar,
  );
  expect(started.status).toBe(200);
  const html = await started.text();
  const key = /Key: <code[^>]*>([A-Z2-7 ]+)<\/code>/.exec(html)?.[1] ?? '';
  const backupCodes = [...html.matchAll(/<li>([A-Za-z0-9-]{6,})<\/li>/g)].map(
    (match) => match[1] ?? '',
  );
  expect(backupCodes).toHaveLength(10);
  const totpURI = /name="totpURI" value="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const wrong = await post(
    '/account/two-factor',
    { intent: 'confirm', code: await wrongCode(key), totpURI, backupCodes: backupCodes.join(' ') },
    account.jar,
  );
  expect(wrong.status).toBe(401);
  expect(await wrong.text()).toContain('That code is not right.');
  const confirmed = await post(
    '/account/two-factor',
    {
      intent: 'confirm',
      code: await authenticatorCode(key),
      totpURI,
      backupCodes: backupCodes.join(' '),
    },
    account.jar,
  );
  expect(confirmed.status).toBe(303);
  expect(await page('/account/two-factor', account.jar)).toContain('Two-factor sign-in is on');
  return { ...account, key, backupCodes };
}

/** The password step: answered with the second factor's page, and its cookie. */
async function passwordStep(email: string) {
  const jar = new CookieJar();
  const answer = await post('/auth', { intent: 'sign-in', email, password: PASSWORD }, jar);
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe('/auth/second-factor?redirectTo=%2F');
  // Not signed in yet: the account's pages still send the browser to sign in.
  expect((await shop.app.request('/dashboard', { headers: { Cookie: jar.header } })).status).toBe(
    303,
  );
  return jar;
}

const isSignedIn = async (jar: CookieJar) =>
  (await shop.app.request('/dashboard', { headers: { Cookie: jar.header } })).status === 200;

describe('two-factor sign-in', () => {
  test('asks for the app’s code after the password; the right code signs in', async () => {
    const account = await withTwoFactor('Kavya Reddy');
    const jar = await passwordStep(account.email);
    const signedIn = await post(
      '/auth/second-factor',
      { intent: 'app', code: await authenticatorCode(account.key) },
      jar,
    );
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/');
    expect(await isSignedIn(jar)).toBe(true);
  });

  test('a backup code signs in once', async () => {
    const account = await withTwoFactor('Farida Khan');
    const [backupCode = ''] = account.backupCodes;
    const first = await passwordStep(account.email);
    expect(
      (await post('/auth/second-factor', { intent: 'backup', backupCode }, first)).status,
    ).toBe(303);
    expect(await isSignedIn(first)).toBe(true);
    const again = await passwordStep(account.email);
    const refused = await post('/auth/second-factor', { intent: 'backup', backupCode }, again);
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain(WRONG_BACKUP_CODE.replace("'", '&#x27;').slice(0, 30));
    expect(await isSignedIn(again)).toBe(false);
  });

  test('six wrong codes in a row end the sign-in; ten lock the second factor a while', async () => {
    const account = await withTwoFactor('Suresh Iyer');
    const wrongCodes = async (jar: CookieJar) => {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const wrong = await post(
          '/auth/second-factor',
          { intent: 'app', code: await wrongCode(account.key) },
          jar,
        );
        expect(wrong.status, `attempt ${attempt}`).toBe(401);
        expect(await wrong.text()).toContain(WRONG_CODE.slice(0, 25));
      }
    };
    const first = await passwordStep(account.email);
    await wrongCodes(first);
    const sixth = await post(
      '/auth/second-factor',
      { intent: 'app', code: await authenticatorCode(account.key) },
      first,
    );
    expect(sixth.status).toBe(429);
    expect(await sixth.text()).toContain(TOO_MANY_CODES.slice(0, 30));
    expect(await isSignedIn(first)).toBe(false);
    // Five more from a new sign-in: now even the right code waits 15 minutes.
    const second = await passwordStep(account.email);
    await wrongCodes(second);
    const third = await passwordStep(account.email);
    const locked = await post(
      '/auth/second-factor',
      { intent: 'app', code: await authenticatorCode(account.key) },
      third,
    );
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain(SECOND_FACTOR_LOCKED.slice(0, 30));
    expect(await isSignedIn(third)).toBe(false);
  });

  test('after too many wrong codes a backup code is taken as the message says: by a new sign-in', async () => {
    const account = await withTwoFactor('Rekha Pillai');
    const first = await passwordStep(account.email);
    let answer: Response | undefined;
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      answer = await post(
        '/auth/second-factor',
        { intent: 'app', code: await wrongCode(account.key) },
        first,
      );
    }
    // Said in words that promise nothing this sign-in would refuse.
    expect(await answer?.text()).toContain(
      'Please sign in again with your password; you may then use a backup code instead.',
    );
    const [backupCode = ''] = account.backupCodes;
    const sameSignIn = await post('/auth/second-factor', { intent: 'backup', backupCode }, first);
    expect(await sameSignIn.text()).toContain(SIGN_IN_AGAIN.slice(0, 30));
    expect(await isSignedIn(first)).toBe(false);
    const again = await passwordStep(account.email);
    const backedUp = await post('/auth/second-factor', { intent: 'backup', backupCode }, again);
    expect(backedUp.status).toBe(303);
    expect(await isSignedIn(again)).toBe(true);
  });

  test("a manager's wrong code is kept in the audit log", async () => {
    const manager = await withTwoFactor('Mohan Manager');
    await db.update(users).set({ role: 'manager' }).where(eq(users.id, manager.id));
    const jar = await passwordStep(manager.email);
    await post('/auth/second-factor', { intent: 'app', code: await wrongCode(manager.key) }, jar);
    await post(
      '/auth/second-factor',
      { intent: 'app', code: await authenticatorCode(manager.key) },
      jar,
    );
    const kinds = (
      await db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.actorId, manager.id))
        .orderBy(auditEntries.id)
    ).map((entry) => entry.kind);
    expect(kinds).toEqual(['second-factor-failed', 'sign-in']);
  });
});
