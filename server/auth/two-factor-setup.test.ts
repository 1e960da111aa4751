/**
 * The two-factor page's password forms, as a stolen session would use them: the password is
 * limited as sign-in is, and turning the second factor off or replacing its backup codes also
 * asks for a current code and tells the account's holder by e-mail.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { CURRENT_CODE_NEEDED, WRONG_CODE } from '#core/second-factor.ts';
import type { Db } from '#server/db/client.ts';
import { seedShop } from '#server/seed/seed.ts';
import { authenticatorCode, wrongCode } from '#tests/support/authenticator.ts';
import {
  type CookieJar,
  inProcessShop,
  postForm,
  signedInCustomerOf,
  SHOP_ORIGIN,
  type InProcessShop,
} from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { WRONG_PASSWORD } from './two-factor-setup.ts';

const PASSWORD = 'kaju-katli-barfi-9';
const PAGE = '/account/two-factor';

let db: Db;
let shop: InProcessShop;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  // Behind the shop's own proxy: the guesser's requests say which address they came from.
  shop = await inProcessShop(db, { TRUST_PROXY: 'true', VISITOR_WRITES_PER_MINUTE: '1000' });
});

const post = async (fields: Record<string, string>, jar: CookieJar) =>
  jar.take(await postForm(shop.app, PAGE, fields, { origin: SHOP_ORIGIN, jar }));
/** The page's form sent with a stolen session's cookies, from the thief's own address. */
const postFromElsewhere = async (fields: Record<string, string>, jar: CookieJar) =>
  shop.app.request(PAGE, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: SHOP_ORIGIN,
      'X-Forwarded-For': '10.66.6.6',
      Cookie: jar.header,
    },
    body: new URLSearchParams(fields),
  });
const isOn = async (jar: CookieJar) =>
  (await (await shop.app.request(PAGE, { headers: { Cookie: jar.header } })).text()).includes(
    'Two-factor sign-in is on',
  );

/** A signed-in customer who turned two-factor sign-in on: their key and backup codes. */
async function withTwoFactor(name: string) {
  const account = await signedInCustomerOf(db, shop, name);
  const started = await post({ intent: 'start', password: PASSWORD }, account.jar);
  expect(started.status).toBe(200);
  const html = await started.text();
  const key = /Key: <code[^>]*>([A-Z2-7 ]+)<\/code>/.exec(html)?.[1] ?? '';
  const backupCodes = [...html.matchAll(/<li>([A-Za-z0-9-]{6,})<\/li>/g)].map(
    (match) => match[1] ?? '',
  );
  const totpURI = /name="totpURI" value="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const code = await authenticatorCode(key);
  const confirmed = await post(
    { intent: 'confirm', code, totpURI, backupCodes: backupCodes.join(' ') },
    account.jar,
  );
  expect(confirmed.status).toBe(303);
  expect(await isOn(account.jar)).toBe(true);
  return { ...account, key, backupCodes };
}

/** The e-mails telling the holder their second factor changed. */
const noticesTo = (email: string) =>
  shop.sent.filter(
    (mail) =>
      mail.to === email &&
      /^(Two-factor sign-in was turned off|New backup codes were made)/.test(mail.subject),
  );

describe("the two-factor page's password forms", () => {
  test('60 wrong passwords, then the right one: refused as sign-in refuses, and most never checked', async () => {
    const account = await withTwoFactor('Guessed Gupta');
    const checksBefore = shop.auth.passwords.begun;
    const answers: number[] = [];
    for (let guess = 1; guess <= 60; guess += 1) {
      const code = await authenticatorCode(account.key);
      const wrong = await postFromElsewhere(
        { intent: 'new-backup-codes', password: `guess-${guess}-wrong`, code },
        account.jar,
      );
      answers.push(wrong.status);
      if (wrong.status === 401) expect(await wrong.text()).toContain(WRONG_PASSWORD);
    }
    expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(answers.slice(-50).every((status) => status === 429)).toBe(true);
    const code = await authenticatorCode(account.key);
    const right = await postFromElsewhere(
      { intent: 'new-backup-codes', password: PASSWORD, code },
      account.jar,
    );
    expect(right.status).toBe(429);
    expect(await right.text()).toContain('Too many failed sign-ins');
    // Past the limit a guess is answered without its password being hashed.
    expect(shop.auth.passwords.begun - checksBefore).toBeLessThanOrEqual(5);
    expect(noticesTo(account.email)).toHaveLength(0);
  });

  test('turning it off asks for a current code; with it, it goes off and the holder is e-mailed', async () => {
    const account = await withTwoFactor('Stolen Session Sharma');
    const noCode = await post({ intent: 'turn-off', password: PASSWORD }, account.jar);
    expect(noCode.status).toBe(400);
    expect(await noCode.text()).toContain(CURRENT_CODE_NEEDED);

    const checksBefore = shop.auth.passwords.begun;
    const code = await wrongCode(account.key);
    const wrong = await post({ intent: 'turn-off', password: PASSWORD, code }, account.jar);
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toMatch(new RegExp(`id="[^"]+-error"[^>]*>${WRONG_CODE}<`));
    // A wrong code is refused before the password is hashed.
    expect(shop.auth.passwords.begun).toBe(checksBefore);
    expect(await isOn(account.jar)).toBe(true);
    expect(noticesTo(account.email)).toHaveLength(0);

    const rightCode = await authenticatorCode(account.key);
    const off = await post(
      { intent: 'turn-off', password: PASSWORD, code: rightCode },
      account.jar,
    );
    expect(off.status).toBe(303);
    expect(await isOn(account.jar)).toBe(false);
    const [told] = noticesTo(account.email);
    expect(told?.subject).toMatch(/^Two-factor sign-in was turned off on your .+ account$/);
    expect(told?.text).toMatch(/When: \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(India time\)\. From: /);
  });

  test('new backup codes take a backup code as the current code, and the holder is e-mailed', async () => {
    const account = await withTwoFactor('Lost Phone Lal');
    const [backupCode = ''] = account.backupCodes;
    const made = await post(
      { intent: 'new-backup-codes', password: PASSWORD, code: backupCode },
      account.jar,
    );
    expect(made.status).toBe(200);
    const newCodes = [...(await made.text()).matchAll(/<li>([A-Za-z0-9-]{6,})<\/li>/g)];
    expect(newCodes).toHaveLength(10);
    expect(await isOn(account.jar)).toBe(true);
    const [told] = noticesTo(account.email);
    expect(told?.subject).toMatch(/^New backup codes were made on your .+ account$/);
  });
});
