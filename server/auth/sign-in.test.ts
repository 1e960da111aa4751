import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { AppError } from '#core/app-error.ts';
import { loadConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { seedShop } from '#server/seed/seed.ts';
import { sessions, users } from '#server/db/schema/auth.ts';
import { jobs } from '#server/db/schema/jobs.ts';
import { runDueJobs } from '#server/jobs/job-worker.ts';
import { shopJobs } from '#server/compose/shop-jobs.ts';
import type { Mailer, MailMessage } from '#server/mail/mailer.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { MAIL_CONFIG } from '#tests/support/mail.ts';
import type { Auth } from './auth.ts';
import { createShopAuth } from '#server/compose/shop-auth.ts';
import { getCurrentUser } from './current-user.ts';
import { FAILED_SIGN_INS_JOB } from './failed-sign-ins-notice.ts';
import { promoteToAdmin } from './promote-admin.ts';
import {
  NOT_VERIFIED,
  signInCustomer,
  signUpCustomer,
  TOO_MANY_TRIES,
  WRONG_CREDENTIALS,
} from './sign-in.ts';
import {
  ACCOUNT_FAILURES_BEFORE_SLOWING,
  ADDRESS_FAILURES_ALLOWED,
  SIGN_IN_FAILURES_ALLOWED,
} from './sign-in-limit.ts';

let db: Db;
let auth: Auth;
const sent: MailMessage[] = [];
/** Sign-ups here come from one address, well within its limit. */
const visitor = { address: '10.0.0.9', perMinute: 100 };
const mailer: Mailer = { outboxDir: undefined, send: async (message) => void sent.push(message) };

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  const config = loadConfig({ DATA_DIR: temporaryDataDir('halwai-auth-') });
  auth = createShopAuth({ db, config, mailer });
});

const lastLinkTo = (email: string) => {
  const message = sent.filter((mail) => mail.to === email).at(-1);
  const url = /https?:\/\/\S+/.exec(message?.text ?? '')?.[0];
  if (!url) throw new Error(`No link was e-mailed to ${email}`);
  return new URL(url);
};

/** The sign-in as the form sees it: signed in, or the refusal's code and message. */
const signIn = (
  email: string,
  password: string,
  address = '10.0.0.1',
  knownAccounts: string[] = [],
) =>
  signInCustomer({
    db,
    auth,
    mailer,
    appUrl: 'https://shop.example.in',
    email,
    password,
    address,
    browserCartId: undefined,
    requestHeaders: new Headers(),
    knownAccounts,
  }).then(
    (signedIn) => ({ ok: true as const, ...signedIn }),
    (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      return { ok: false as const, code: error.code, message: error.message };
    },
  );

describe('a new customer', () => {
  const email = 'meera@example.com';
  const password = 'gulab-jamun-42';

  test('signs up, is refused until the e-mail is verified, then signs in', async () => {
    await signUpCustomer(db, auth, { fullName: 'Meera Sharma', email, password }, visitor);
    const verification = sent.find((mail) => mail.to === email);
    expect(verification?.subject).toBe('Verify your e-mail for Halwai');
    expect(verification?.from).toBe('"Halwai" <hello@halwai.example>');

    expect(await signIn(email, password)).toEqual({
      ok: false,
      code: 'NOT_VERIFIED',
      message: NOT_VERIFIED,
    });

    const link = lastLinkTo(email);
    expect(link.pathname).toBe('/api/auth/verify-email');
    await auth.api.verifyEmail({ query: { token: link.searchParams.get('token') ?? '' } });

    const result = await signIn(email, password);
    expect(result).toMatchObject({ ok: true, kind: 'signed-in' });
    if (result.ok && result.kind === 'signed-in') {
      expect(result.headers.get('set-cookie')).toMatch(/halwai\.session_token=/);
    }
  });

  test("a request's layout and page get one answer for who is signed in, read once", async () => {
    const signedIn = await signIn(email, password);
    if (!signedIn.ok) throw new Error(signedIn.message);
    if (signedIn.kind !== 'signed-in') throw new Error('A second factor was asked for');
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const request = new Request('http://shop.test/checkout', { headers: { cookie } });
    const asLayout = await getCurrentUser(auth, request);
    expect(asLayout).toMatchObject({ email, role: 'customer' });
    // Signed out elsewhere mid-request: this request's page still sees whom its layout saw.
    await db.delete(sessions).where(eq(sessions.userId, signedIn.userId));
    expect(await getCurrentUser(auth, request)).toEqual(asLayout);
    const nextRequest = new Request('http://shop.test/checkout', { headers: { cookie } });
    expect(await getCurrentUser(auth, nextRequest)).toBeNull();
  });

  test('checks at once with the same cookies share one read of the session', async () => {
    const signedIn = await signIn(email, password);
    if (!signedIn.ok) throw new Error(signedIn.message);
    if (signedIn.kind !== 'signed-in') throw new Error('A second factor was asked for');
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const copy = () => new Request('http://shop.test/checkout', { headers: { cookie } });
    const checks = vi.spyOn(auth.api, 'getSession');
    try {
      const [asLayout, asPage] = await Promise.all([
        getCurrentUser(auth, copy()),
        getCurrentUser(auth, copy()),
      ]);
      expect(asLayout).toMatchObject({ email });
      expect(asPage).toEqual(asLayout);
      expect(checks).toHaveBeenCalledTimes(1);
      // Answered: the next request checks the session again, and sees it ended.
      await db.delete(sessions).where(eq(sessions.userId, signedIn.userId));
      expect(await getCurrentUser(auth, copy())).toBeNull();
      expect(checks).toHaveBeenCalledTimes(2);
    } finally {
      checks.mockRestore();
    }
  });

  test("a form's action and the page's loaders after it each read the session: the action may change the customer", async () => {
    const signedIn = await signIn(email, password);
    if (!signedIn.ok) throw new Error(signedIn.message);
    if (signedIn.kind !== 'signed-in') throw new Error('A second factor was asked for');
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const form = new Request('http://shop.test/dashboard/profile', {
      method: 'POST',
      headers: { cookie },
    });
    const asAction = await getCurrentUser(auth, form);
    expect(asAction).toMatchObject({ email });
    await db.update(users).set({ name: 'Meera Renamed' }).where(eq(users.id, signedIn.userId));
    expect(await getCurrentUser(auth, form)).toMatchObject({ email, name: 'Meera Renamed' });
  });

  test('a wrong password and an unknown e-mail get the same answer', async () => {
    expect(await signIn(email, 'not-my-password')).toMatchObject({ message: WRONG_CREDENTIALS });
    expect(await signIn('nobody@example.com', password)).toMatchObject({
      message: WRONG_CREDENTIALS,
    });
  });

  test('signing up again with a registered e-mail answers as if it were new', async () => {
    await expect(
      signUpCustomer(
        db,
        auth,
        { fullName: 'Someone Else', email, password: 'another-pass-99' },
        visitor,
      ),
    ).resolves.toBeUndefined();
  });

  test('a reset link sets a new password and ends every other session', async () => {
    expect(await signIn(email, password)).toMatchObject({ ok: true });
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(
      (
        await db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, user?.id ?? ''))
      ).length,
    ).toBeGreaterThan(0);

    await auth.api.requestPasswordReset({ body: { email, redirectTo: '/auth/reset-password' } });
    const link = lastLinkTo(email);
    const token = link.pathname.split('/').at(-1) ?? '';
    await auth.api.resetPassword({ body: { newPassword: 'kaju-katli-2025', token } });

    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? '')),
    ).toEqual([]);
    expect(await signIn(email, password)).toMatchObject({ ok: false });
    expect(await signIn(email, 'kaju-katli-2025')).toMatchObject({ ok: true });
  });
});

describe('repeated failed sign-ins', () => {
  /** A verified customer with this password; their account id. */
  async function verifiedCustomer(email: string, password: string) {
    await signUpCustomer(db, auth, { fullName: 'Arjun Rao', email, password }, visitor);
    await auth.api.verifyEmail({
      query: { token: lastLinkTo(email).searchParams.get('token') ?? '' },
    });
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return account?.id ?? '';
  }

  test("5 wrong passwords from one address make that address wait for that account; the owner's right password from anywhere else signs in", async () => {
    const email = 'arjun@example.com';
    await verifiedCustomer(email, 'samosa-chutney-7');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await signIn(email, `wrong-${attempt}`, '203.0.113.66')).toMatchObject({
        message: WRONG_CREDENTIALS,
      });
    }
    expect(await signIn(email, 'samosa-chutney-7', '203.0.113.66')).toEqual({
      ok: false,
      code: 'RATE_LIMITED',
      message: TOO_MANY_TRIES,
    });
    expect(await signIn(email, 'samosa-chutney-7', '10.9.9.9')).toMatchObject({ ok: true });
    expect(await signIn(email, 'samosa-chutney-7', '10.9.9.10')).toMatchObject({ ok: true });
  });

  // As many tries as the address's own limit, so only the account's limit can refuse them: a
  // larger burst also meets the address limit, which may refuse one of the first five.
  test('20 tries at once from one address get 5 passwords checked, not more', async () => {
    const email = 'kavya@example.com';
    await verifiedCustomer(email, 'kaju-pista-roll-3');
    const answers = await Promise.all(
      Array.from({ length: ADDRESS_FAILURES_ALLOWED }, (_, attempt) =>
        signIn(email, `guess-${attempt}`, '203.0.113.30'),
      ),
    );
    const checked = answers.filter((answer) => !answer.ok && answer.code === 'UNAUTHORIZED');
    const waiting = answers.filter((answer) => !answer.ok && answer.code === 'RATE_LIMITED');
    expect(checked).toHaveLength(SIGN_IN_FAILURES_ALLOWED);
    expect(waiting).toHaveLength(ADDRESS_FAILURES_ALLOWED - SIGN_IN_FAILURES_ALLOWED);
  });

  test('one address failing on many accounts waits after 20, for every account; others sign in', async () => {
    for (let attempt = 0; attempt < ADDRESS_FAILURES_ALLOWED; attempt += 1) {
      await signIn(`guess${attempt}@example.com`, 'password-guess', '203.0.113.7');
    }
    expect(await signIn('meera@example.com', 'kaju-katli-2025', '203.0.113.7')).toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect(await signIn('meera@example.com', 'kaju-katli-2025', '198.51.100.1')).toMatchObject({
      ok: true,
    });
  });

  test("failures from many addresses slow the account's new browsers, never lock it; a browser it signed in on is never slowed; its holder is told once", async () => {
    // The clock stands still until the test moves it: the guess below keeps the turn it took.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const email = 'owner.under.attack@example.com';
    const password = 'mithai-owner-2026';
    const userId = await verifiedCustomer(email, password);
    const jobsFor = () =>
      db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, FAILED_SIGN_INS_JOB), sql`${jobs.payload}->>'email' = ${email}`));

    // Ten addresses, a wrong password each: no one address reached its own limit.
    for (let attempt = 0; attempt < ACCOUNT_FAILURES_BEFORE_SLOWING; attempt += 1) {
      expect(await signIn(email, `wrong-${attempt}`, `198.18.0.${attempt}`)).toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    expect(await jobsFor()).toHaveLength(1);
    // The next guess from a new browser is checked and answered; the one after it comes before
    // the account's next turn, and is told to finish by e-mail (sign-in-link.test.ts).
    expect(await signIn(email, 'wrong-again', '198.18.1.1')).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const slowed = await signIn(email, 'wrong-once-more', '198.18.1.2');
    expect(slowed).toMatchObject({ ok: true, kind: 'finish-by-email' });
    expect(await jobsFor()).toHaveLength(1);

    // The holder's own browser, where they signed in before, is let in at once.
    expect(await signIn(email, password, '10.20.30.40', [userId])).toMatchObject({
      kind: 'signed-in',
    });
    // A new browser of theirs, once the turn has come, is let in as usual: a delay, never a lock.
    try {
      vi.setSystemTime(Date.now() + 5 * 60 * 1000);
      expect(await signIn(email, password, '10.20.30.41')).toMatchObject({ kind: 'signed-in' });
    } finally {
      vi.useRealTimers();
    }

    sent.splice(0);
    await runDueJobs(db, shopJobs(MAIL_CONFIG, mailer));
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [email, 'Failed sign-ins to your Halwai account'],
    ]);
  });
});

test('an account can be made a verified admin', async () => {
  await signUpCustomer(
    db,
    auth,
    { fullName: 'Owner', email: 'owner@example.com', password: 'mithai-owner-1985' },
    visitor,
  );
  expect(await promoteToAdmin(db, 'Owner@Example.com')).toBe(true);
  const [owner] = await db.select().from(users).where(eq(users.email, 'owner@example.com'));
  expect(owner).toMatchObject({ role: 'owner', emailVerified: true });
  expect(await promoteToAdmin(db, 'nobody@example.com')).toBe(false);
});
