/**
 * An account under a stream of wrong passwords from many addresses: its holder, from a browser
 * never used on it, still gets in at once, by a link e-mailed for a right password; a guesser
 * gets the same answer for a wrong one and learns nothing.
 */
import { eq, like } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppError } from '#core/app-error.ts';
import { loadConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { seedShop } from '#server/seed/seed.ts';
import { sessions, users, verifications } from '#server/db/schema/auth.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { testMailer, type TestMailer } from '#tests/support/mail.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import type { Auth } from './auth.ts';
import { createShopAuth } from '#server/compose/shop-auth.ts';
import { ACCOUNT_FAILURES_BEFORE_SLOWING } from './sign-in-limit.ts';
import {
  LINK_OTHER_BROWSER,
  LINK_USED_OR_EXPIRED,
  openSignInLink,
  SIGN_IN_LINK_MINUTES,
} from './sign-in-link.ts';
import { signInCustomer, signUpCustomer } from './sign-in.ts';

const APP_URL = 'https://shop.example.in';
let db: Db;
let auth: Auth;
let mailer: TestMailer;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  mailer = testMailer();
  const config = loadConfig({ DATA_DIR: temporaryDataDir('halwai-link-'), APP_URL });
  auth = createShopAuth({ db, config, mailer });
});

// The clock stands still: the turn a guesser took stays theirs while a test runs, however slow
// the machine (the turn's wait itself is sign-in-limit's, tested in sign-in.test.ts).
let now = Date.now();
beforeEach(() => {
  now += 60 * 60 * 1000;
  vi.useFakeTimers({ toFake: ['Date'], now });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The e-mails to `email` other than its verification. */
const sentTo = (email: string) =>
  mailer.sent.filter((mail) => mail.to === email && !mail.subject.startsWith('Verify'));

/** A verified customer with this password: their account id. */
async function verifiedCustomer(email: string, password: string) {
  const visitor = { address: '10.0.0.9', perMinute: 100 };
  await signUpCustomer(db, auth, { fullName: 'Lakshmi Iyer', email, password }, visitor);
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return account?.id ?? '';
}

/** The sign-in form sent from `address`, by a browser that carries `browserNonce` (if any). */
const signIn = (email: string, password: string, address: string, browserNonce?: string) =>
  signInCustomer({
    db,
    auth,
    mailer,
    appUrl: APP_URL,
    email,
    password,
    address,
    browserCartId: undefined,
    requestHeaders: new Headers(),
    browserNonce,
    afterwards: '/my-orders',
  }).then(
    (signedIn) => ({ ok: true as const, ...signedIn }),
    (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      return { ok: false as const, code: error.code, message: error.message };
    },
  );

/**
 * Wrong passwords from `guesses` addresses, one each: the account is slowed, and the last
 * guess that was checked holds the account's next turn.
 */
async function underAttack(email: string, guesses: number) {
  for (let attempt = 0; attempt < guesses; attempt += 1) {
    const guessed = await signIn(email, `guess-${attempt}`, `198.18.${attempt >> 8}.${attempt}`);
    expect(guessed).toMatchObject(
      attempt <= ACCOUNT_FAILURES_BEFORE_SLOWING
        ? { ok: false, code: 'UNAUTHORIZED' }
        : { ok: true, kind: 'finish-by-email' },
    );
  }
}

/** The token of the last sign-in link e-mailed to `email`. */
function lastLinkTo(email: string) {
  const mail = sentTo(email).at(-1);
  expect(mail?.subject).toBe('Finish signing in to Halwai');
  const url = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://none');
  expect(`${url.origin}${url.pathname}`).toBe(`${APP_URL}/auth`);
  return url.searchParams.get('link') ?? '';
}

const open = (token: string, browserNonce: string | undefined) =>
  openSignInLink({
    db,
    auth,
    token,
    browserNonce,
    address: '100.64.1.1',
    requestHeaders: new Headers(),
  }).catch((error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    return { kind: 'refused' as const, message: error.message };
  });

describe('an account slowed by wrong passwords from many addresses', () => {
  test("its holder's right password from a new browser e-mails a link, in that one request, that signs them in there", async () => {
    const email = 'lakshmi@example.com';
    const password = 'kesar-peda-2026';
    const userId = await verifiedCustomer(email, password);
    await underAttack(email, 25);

    const answered = await signIn(email, password, '100.64.1.1');
    if (!answered.ok || answered.kind !== 'finish-by-email') throw new Error('Not asked to wait');
    expect(sentTo(email)).toHaveLength(1);
    const token = lastLinkTo(email);
    // Only the link's hash is kept, and the browser's nonce's.
    const [stored] = await db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'halwai-sign-in-link:%'));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(answered.browserNonce);

    const opened = await open(token, answered.browserNonce);
    expect(opened).toMatchObject({ kind: 'signed-in', userId, afterwards: '/my-orders' });
    if (opened.kind !== 'signed-in') return;
    const sessionCookie = /halwai\.session_token=([^.;]+)/.exec(
      opened.headers.get('set-cookie') ?? '',
    );
    const [session] = await db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(eq(sessions.token, decodeURIComponent(sessionCookie?.[1] ?? '')));
    expect(session).toEqual({ userId });
  });

  test('a wrong password gets the very same answer and e-mails nothing', async () => {
    const email = 'guessed@example.com';
    const password = 'motichoor-ladoo-8';
    await verifiedCustomer(email, password);
    await underAttack(email, 15);
    const mailsBefore = sentTo(email).length;

    const wrong = await signIn(email, 'not-the-password', '100.64.2.2', 'nonce-of-browser-a');
    const right = await signIn(email, password, '100.64.2.3', 'nonce-of-browser-b');
    const unknown = await signIn('no.account@example.com', password, '100.64.2.4', 'nonce-c');
    expect(wrong).toEqual({
      ok: true,
      kind: 'finish-by-email',
      browserNonce: 'nonce-of-browser-a',
    });
    expect(right).toEqual({
      ok: true,
      kind: 'finish-by-email',
      browserNonce: 'nonce-of-browser-b',
    });
    expect(unknown).toMatchObject({ ok: false, code: 'UNAUTHORIZED' });
    // The wrong one sent nothing; the right one its link.
    expect(sentTo(email).length - mailsBefore).toBe(1);
  });

  test('a link works once, only in the browser that typed the password, and for 15 minutes', async () => {
    const email = 'once@example.com';
    const password = 'badam-halwa-31';
    const userId = await verifiedCustomer(email, password);
    await underAttack(email, 12);

    const first = await signIn(email, password, '100.64.3.3', 'laptop-nonce');
    expect(first).toMatchObject({ kind: 'finish-by-email' });
    const token = lastLinkTo(email);
    // Another browser (or a mail program looking at the link) is refused, and leaves it be.
    expect(await open(token, 'phone-nonce')).toEqual({
      kind: 'refused',
      message: LINK_OTHER_BROWSER,
    });
    expect(await open(token, undefined)).toMatchObject({ message: LINK_OTHER_BROWSER });
    expect(await open(token, 'laptop-nonce')).toMatchObject({ kind: 'signed-in', userId });
    expect(await open(token, 'laptop-nonce')).toEqual({
      kind: 'refused',
      message: LINK_USED_OR_EXPIRED,
    });

    // A later link, not opened in time.
    await signIn(email, password, '100.64.3.4', 'laptop-nonce');
    const late = lastLinkTo(email);
    expect(late).not.toBe(token);
    vi.setSystemTime(Date.now() + (SIGN_IN_LINK_MINUTES * 60 + 1) * 1000);
    expect(await open(late, 'laptop-nonce')).toMatchObject({ message: LINK_USED_OR_EXPIRED });
    expect(await open('made-up-token', 'laptop-nonce')).toMatchObject({
      message: LINK_USED_OR_EXPIRED,
    });
  });

  test('an account with two-factor sign-in on goes on to its code, not straight in', async () => {
    const email = 'two.factor@example.com';
    const password = 'kalakand-2fa-77';
    const userId = await verifiedCustomer(email, password);
    await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
    await underAttack(email, 12);

    await signIn(email, password, '100.64.4.4', 'desk-nonce');
    const opened = await open(lastLinkTo(email), 'desk-nonce');
    expect(opened).toMatchObject({ kind: 'second-factor', afterwards: '/my-orders' });
    if (opened.kind !== 'second-factor') return;
    const cookies = opened.headers.get('set-cookie') ?? '';
    expect(cookies).toMatch(/halwai\.two_factor=/);
    expect(cookies).not.toMatch(/halwai\.session_token=[^;]/);
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    // The cookie names the sign-in waiting for this account's code, as after a password.
    const identifier = decodeURIComponent(/halwai\.two_factor=([^;]+)/.exec(cookies)?.[1] ?? '');
    const [waiting] = await db
      .select({ value: verifications.value })
      .from(verifications)
      .where(eq(verifications.identifier, identifier.split('.')[0] ?? ''));
    expect(waiting).toEqual({ value: userId });
  });

  test('someone with the password but not the mailbox gets a few links sent, not a flood', async () => {
    const email = 'leaked@example.com';
    const password = 'leaked-password-1';
    await verifiedCustomer(email, password);
    await underAttack(email, 12);
    const mailsBefore = sentTo(email).length;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect(await signIn(email, password, `100.65.0.${attempt}`)).toMatchObject({
        kind: 'finish-by-email',
      });
    }
    expect(sentTo(email).length - mailsBefore).toBe(5);
  });
});
