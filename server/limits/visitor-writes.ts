/**
 * Writes that make rows for anyone who can send a POST (a new cart, a newsletter sign-up, an
 * account or its e-mails) are limited per client address, counted in the database so the limit
 * holds on every server. Each address has a budget of `perMinute` such writes that refills at
 * `perMinute` a minute: a burst of shoppers behind one carrier address spends it and is served,
 * a bot's burst of hundreds is refused once it is spent, and the budget is whole again a minute
 * after, as the refusal says.
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema/auth.ts';

export type VisitorWrite = 'cart' | 'newsletter' | 'account';

/** Who is writing and how many such writes a minute their address may make. */
export interface VisitorLimit {
  address: string;
  perMinute: number;
}

/** How long an address's whole budget takes to refill. */
export const VISITOR_WINDOW_MS = 60 * 1000;
/** A write, in the thousandths the budget is kept in (so a part-refilled write is not lost). */
const ONE_WRITE = 1000;
export const TOO_MANY_REQUESTS =
  'Too many requests from this address. Please try again in a minute.';

/**
 * The statement that spends one write of the address's budget. The row keeps what is spent, in
 * thousandths of a write, and when it was last spent; what refilled since is taken off first.
 * A refused try is counted too, but only as a thousandth of a write over the budget, so an
 * address that keeps trying has its whole budget again a minute after its last try. Only when `from` (a CTE of the
 * caller's statement) has a row, if given. It answers `count`, the writes spent now, which is
 * within the limit while it is at most `perMinute`.
 */
export function visitorWriteCount(
  kind: VisitorWrite,
  limit: VisitorLimit,
  now: number,
  from: SQL = sql``,
): SQL {
  const key = `visitor-writes:${kind}:${limit.address}`;
  // Tries of one moment may reach the database out of order: time never runs backwards here.
  const elapsed = sql`greatest(0, ${now}::bigint - ${rateLimits.lastRequest})`;
  const refilled = sql`${elapsed} * ${limit.perMinute * ONE_WRITE}::bigint / ${VISITOR_WINDOW_MS}`;
  return sql`
    insert into ${rateLimits} (id, key, count, last_request)
    select ${randomUUID()}, ${key}, ${ONE_WRITE}, ${now}::bigint ${from}
    on conflict (key) do update set
      count = least(
        greatest(0, ${rateLimits.count} - ${refilled}) + ${ONE_WRITE},
        ${limit.perMinute * ONE_WRITE + 1}::bigint
      ),
      last_request = greatest(${rateLimits.lastRequest}, ${now}::bigint)
    returning ceil(count / ${ONE_WRITE}::numeric)::int as count`;
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
