/**
 * How failed sign-ins are limited: a guesser is slowed down, and the account's holder is never
 * locked out by someone else's failures.
 *
 * - Per address and account: 5 tries that fail within 15 minutes, then that address waits, for
 *   that account only. The right password from anywhere else still signs in.
 * - Per address: 20 failing tries within 15 minutes, whatever the accounts (one address trying
 *   many accounts).
 * - Per account, from browsers that have never signed in to it: after 10 failing tries within 15
 *   minutes, one try at a time is answered, each after a wait that doubles (2 s, 4 s, … at most a
 *   minute). A try that comes sooner is still checked (the two limits above bound how many
 *   checks one address gets) but never answered with its result: right or wrong, it is told the
 *   same words, and only a right password e-mails the holder a link that finishes the sign-in in
 *   that browser (sign-in-link.ts). A guesser learns nothing from it; the holder, whose turns the
 *   guesser takes, is through as soon as the e-mail comes. A browser the account has signed in on
 *   before (its device cookie) is never slowed by others' failures. A delay, never a lock.
 *
 * Every try is counted before its password is checked, in one statement, so a burst of tries at
 * once gets no more checks than the limit; a try that succeeds gives its count back. The counts
 * live in the database, so the limits hold on every server.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema/auth.ts';

export const SIGN_IN_FAILURES_ALLOWED = 5;
export const ADDRESS_FAILURES_ALLOWED = 20;
export const ACCOUNT_FAILURES_BEFORE_SLOWING = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const FIRST_WAIT_MS = 2000;
export const LONGEST_WAIT_MS = 60 * 1000;
/**
 * Sign-in links e-mailed to one account within the window: enough for its holder, and no more
 * for someone who has the password but not the mailbox (each link also tells the holder).
 */
export const SIGN_IN_LINKS_ALLOWED = 5;

const keysOf = (email: string, address: string) => {
  const account = email.toLowerCase();
  return {
    pair: `sign-in:pair:${address}:${account}`,
    address: `sign-in:address:${address}`,
    account: `sign-in:account:${account}`,
    /** When the next try from a browser new to the account may be checked (epoch ms). */
    turn: `sign-in:account-turn:${account}`,
    /** When the account's holder was last told of failures (epoch ms). */
    told: `sign-in:account-told:${account}`,
    /** The sign-in links e-mailed to the account in the window. */
    links: `sign-in:account-links:${account}`,
  };
};

export type SignInKeys = ReturnType<typeof keysOf>;

/** Counts one more try under `key` and answers how many its window now holds. */
async function countTry(db: Db, key: string, now: number) {
  const windowOver = sql`${now} - ${rateLimits.lastRequest} >= ${SIGN_IN_WINDOW_MS}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${windowOver} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/**
 * Takes the account's next turn for a browser new to it, waiting `waitMs` after this one: null
 * when taken, else how many ms are left before the next turn.
 */
async function takeTurn(db: Db, key: string, now: number, waitMs: number) {
  const [taken] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now + waitMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`${rateLimits.count} + 1`, lastRequest: now + waitMs },
      setWhere: sql`${rateLimits.lastRequest} <= ${now}`,
    })
    .returning({ id: rateLimits.id });
  if (taken) return null;
  const [turn] = await db
    .select({ at: rateLimits.lastRequest })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return Math.max((turn?.at ?? now) - now, 1000);
}

/** A try counted against the limits: what its result gives back or adds to. */
export interface CountedTry {
  keys: SignInKeys;
  countedForAccount: boolean;
}

export type SignInTry =
  | ({ allowed: true } & CountedTry)
  | { allowed: false; reason: 'address' }
  /**
   * Not this browser's turn: its answer may not say whether the password was right. Counted
   * like the others, so the sign-in form may still check it quietly (sign-in-link.ts).
   */
  | ({ allowed: false; reason: 'account'; waitMs: number } & CountedTry);

/**
 * Counts a sign-in try for `email` from `address` before its password is checked, and says
 * whether it may be checked. `knownDevice`: the browser has signed in to this account before.
 */
export async function takeSignInTry(
  db: Db,
  input: { email: string; address: string; knownDevice: boolean },
  now = Date.now(),
): Promise<SignInTry> {
  const keys = keysOf(input.email, input.address);
  const [pairTries, addressTries] = await Promise.all([
    countTry(db, keys.pair, now),
    countTry(db, keys.address, now),
  ]);
  if (pairTries > SIGN_IN_FAILURES_ALLOWED || addressTries > ADDRESS_FAILURES_ALLOWED) {
    return { allowed: false, reason: 'address' };
  }
  if (input.knownDevice) return { allowed: true, keys, countedForAccount: false };
  const accountTries = await countTry(db, keys.account, now);
  if (accountTries > ACCOUNT_FAILURES_BEFORE_SLOWING) {
    const beyond = accountTries - ACCOUNT_FAILURES_BEFORE_SLOWING - 1;
    const waitMs = Math.min(FIRST_WAIT_MS * 2 ** Math.min(beyond, 16), LONGEST_WAIT_MS);
    const left = await takeTurn(db, keys.turn, now, waitMs);
    if (left !== null) {
      return { allowed: false, reason: 'account', waitMs: left, keys, countedForAccount: true };
    }
  }
  return { allowed: true, keys, countedForAccount: true };
}

/** The password was right: the try is given back, and this address's failures on the account forgiven. */
export async function signInSucceeded(db: Db, attempt: CountedTry) {
  const giveBack = [attempt.keys.address];
  if (attempt.countedForAccount) giveBack.push(attempt.keys.account);
  await Promise.all([
    db.delete(rateLimits).where(eq(rateLimits.key, attempt.keys.pair)),
    db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(inArray(rateLimits.key, giveBack)),
  ]);
}

/**
 * The password was wrong. True when the account's holder should now be told: its failures from
 * browsers new to it reached the slowing point, and they have not been told in this window.
 */
export async function signInFailed(db: Db, attempt: CountedTry, now = Date.now()) {
  if (!attempt.countedForAccount) return false;
  const [account] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.key, attempt.keys.account));
  if ((account?.count ?? 0) < ACCOUNT_FAILURES_BEFORE_SLOWING) return false;
  const [told] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key: attempt.keys.told, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`${rateLimits.count} + 1`, lastRequest: now },
      setWhere: sql`${now} - ${rateLimits.lastRequest} >= ${SIGN_IN_WINDOW_MS}`,
    })
    .returning({ id: rateLimits.id });
  return told !== undefined;
}

/**
 * Counts a sign-in link to be e-mailed to the account: false when the window's links are used
 * up (the holder then signs in by their turn, from a browser they used before, or after it).
 */
export async function mayEmailSignInLink(db: Db, keys: SignInKeys, now = Date.now()) {
  return (await countTry(db, keys.links, now)) <= SIGN_IN_LINKS_ALLOWED;
}
