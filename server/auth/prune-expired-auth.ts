/** Sessions and e-mail links that have expired, and request counts long past their window. */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rateLimits, sessions, verifications } from '#server/db/schema/auth.ts';

/** Longer than any limit's window (sign-in failures: 15 minutes), so no count is cut short. */
const COUNTS_KEPT_MS = 24 * 60 * 60 * 1000;

export async function pruneExpiredAuth(db: Db, now = Date.now()) {
  const expiredSessions = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ id: sessions.id });
  const expiredLinks = await db
    .delete(verifications)
    .where(lt(verifications.expiresAt, sql`now()`))
    .returning({ id: verifications.id });
  const oldCounts = await db
    .delete(rateLimits)
    .where(lt(rateLimits.lastRequest, now - COUNTS_KEPT_MS))
    .returning({ id: rateLimits.id });
  return {
    sessions: expiredSessions.length,
    verifications: expiredLinks.length,
    rateLimits: oldCounts.length,
  };
}
