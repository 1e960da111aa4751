/**
 * Repeated failed sign-ins are limited per e-mail and per network address: after 5 failures in
 * 15 minutes, further tries wait. Counted in the database, so the limit holds on every server.
 */
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema.ts';

export const SIGN_IN_FAILURES_ALLOWED = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

const keysFor = (email: string, address: string | undefined) => [
  `sign-in-failures:email:${email.toLowerCase()}`,
  ...(address ? [`sign-in-failures:address:${address}`] : []),
];

/** True when either the e-mail or the address has used up its failures in the current window. */
export async function isSignInBlocked(
  db: Db,
  email: string,
  address: string | undefined,
  now = Date.now(),
) {
  const rows = await db
    .select()
    .from(rateLimits)
    .where(inArray(rateLimits.key, keysFor(email, address)));
  return rows.some(
    (row) => now - row.lastRequest < SIGN_IN_WINDOW_MS && row.count >= SIGN_IN_FAILURES_ALLOWED,
  );
}

/** Counts a failure; a window that has passed starts again at one. */
export async function recordSignInFailure(
  db: Db,
  email: string,
  address: string | undefined,
  now = Date.now(),
) {
  for (const key of keysFor(email, address)) {
    await db
      .insert(rateLimits)
      .values({ id: randomUUID(), key, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${now} - ${rateLimits.lastRequest} >= ${SIGN_IN_WINDOW_MS} then 1 else ${rateLimits.count} + 1 end`,
          lastRequest: sql`case when ${now} - ${rateLimits.lastRequest} >= ${SIGN_IN_WINDOW_MS} then ${now} else ${rateLimits.lastRequest} end`,
        },
      });
  }
}

/** A successful sign-in forgives the e-mail's failures (not the address's). */
export async function clearSignInFailures(db: Db, email: string) {
  await db.delete(rateLimits).where(inArray(rateLimits.key, keysFor(email, undefined)));
}
