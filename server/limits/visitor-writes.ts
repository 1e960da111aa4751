/**
 * Writes that make rows for anyone who can send a POST (a new cart, a newsletter sign-up, an
 * account or its e-mails) are limited per client address, counted in the database so the limit
 * holds on every server. The window is one minute, as the refusal says.
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema.ts';

export type VisitorWrite = 'cart' | 'newsletter' | 'account';

/** Who is writing and how many such writes a minute their address may make. */
export interface VisitorLimit {
  address: string;
  perMinute: number;
}

export const VISITOR_WINDOW_MS = 60 * 1000;
export const TOO_MANY_REQUESTS =
  'Too many requests from this address. Please try again in a minute.';

/**
 * The statement that counts one write for the address: the first in a window of a minute starts
 * it at 1, each after adds one. Only when `from` (a CTE of the caller's statement) has a row, if
 * given; it answers the count.
 */
export function visitorWriteCount(
  kind: VisitorWrite,
  limit: VisitorLimit,
  now: number,
  from: SQL = sql``,
): SQL {
  const key = `visitor-writes:${kind}:${limit.address}`;
  const windowOver = sql`${now} - ${rateLimits.lastRequest} >= ${VISITOR_WINDOW_MS}`;
  return sql`
    insert into ${rateLimits} (id, key, count, last_request)
    select ${randomUUID()}, ${key}, 1, ${now}::bigint ${from}
    on conflict (key) do update set
      count = case when ${windowOver} then 1 else ${rateLimits.count} + 1 end,
      last_request = case when ${windowOver} then ${now}::bigint else ${rateLimits.lastRequest} end
    returning count`;
}

/**
 * Counts one write; past the limit, refuses with RATE_LIMITED. Called inside the write's own
 * transaction, a refusal leaves nothing written and the count where it was.
 */
export async function countVisitorWrite(
  db: Db | Transaction,
  kind: VisitorWrite,
  limit: VisitorLimit,
  now = Date.now(),
): Promise<void> {
  // The shop's Db type is driver-neutral: node-postgres answers `{ rows }`.
  const { rows } = (await db.execute(visitorWriteCount(kind, limit, now))) as {
    rows: { count: number }[];
  };
  if ((rows[0]?.count ?? 0) > limit.perMinute) {
    throw new AppError('RATE_LIMITED', TOO_MANY_REQUESTS);
  }
}
