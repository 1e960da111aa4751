/**
 * The shop's one queue of background work (docs/decisions/006), kept in the database: a job is
 * claimed with FOR UPDATE SKIP LOCKED and a lease, so however many servers poll, one runs it; a
 * server that dies mid-run lets its lease lapse and another takes the job over.
 */
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Transaction } from '#server/db/client.ts';
import { jobs } from '#server/db/schema/jobs.ts';
import { writeTogether, type Write } from '#server/db/write-together.ts';
import type { NextRun } from './job-schedule.ts';

export type Job = typeof jobs.$inferSelect;

/** Every server LISTENs here: a job queued for now wakes them on commit (docs/decisions/010). */
export const JOBS_CHANNEL = 'jobs';

const RETRY_BASE_MS = 30 * 1000;
const RETRY_MAX_MS = 60 * 60 * 1000;
const afterMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * Adds a job; with a key, only when no job with that key is waiting already. Inside a
 * transaction the job exists, and the servers hear of it, only if the transaction commits.
 */
export async function enqueueJob(
  db: Db | Transaction,
  name: string,
  payload: Record<string, unknown> = {},
  options: { key?: string; delayMs?: number; at?: Date } = {},
) {
  const { at, ...rest } = options;
  const delayMs = at ? Math.max(0, at.getTime() - Date.now()) : rest.delayMs;
  await writeTogether(db, jobWrites(db, name, payload, { ...rest, delayMs }));
}

/**
 * The job's insert, and for a job due now the servers' wake-up, for `writeTogether` with the
 * writes of the step that queues it: an order's two e-mails go with its timeline's step.
 */
export function jobWrites(
  db: Db | Transaction,
  name: string,
  payload: Record<string, unknown> = {},
  options: { key?: string; delayMs?: number } = {},
): Write[] {
  const delayMs = options.delayMs ?? 0;
  const insert = db
    .insert(jobs)
    .values({ name, payload, key: options.key, runAt: afterMs(delayMs) })
    .onConflictDoNothing({ target: jobs.key });
  // Delivered on commit to every server; one of them claims the job, the others find none.
  return delayMs > 0 ? [insert] : [insert, { channel: JOBS_CHANNEL, payload: name }];
}

/** Takes the job that has waited longest among these names, leased for `leaseMs`; or none. */
export async function claimDueJob(
  db: Db,
  names: string[],
  leaseMs: number,
): Promise<Job | undefined> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.name, names),
        isNull(jobs.failedAt),
        lte(jobs.runAt, sql`now()`),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(jobs)
    .set({ lockedUntil: afterMs(leaseMs), attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
  return claimed;
}

/**
 * A recurring job's row, due now whether it waits for later or is not there yet: a daily job
 * runs at every start, so a shop that was off at its hour catches up.
 */
export async function makeDueNow(db: Db, name: string) {
  await db
    .insert(jobs)
    .values({ name, key: name, runAt: sql`now()` })
    .onConflictDoUpdate({ target: jobs.key, set: { runAt: sql`least(${jobs.runAt}, now())` } });
}

/** A one-off job is done and gone; a recurring one waits for its next run. */
export async function completeJob(db: Db, job: Job, next: NextRun | undefined) {
  if (next === undefined) {
    await db.delete(jobs).where(eq(jobs.id, job.id));
    return;
  }
  const runAt = 'at' in next ? next.at : afterMs(next.afterMs);
  await db
    .update(jobs)
    .set({ runAt, lockedUntil: null, attempts: 0, lastError: null })
    .where(eq(jobs.id, job.id));
}

/**
 * A failed run is tried again later, waiting twice as long each time (30 s up to an hour); a
 * one-off job that has used its attempts is kept as failed, with its error, and not run again.
 */
export async function failJob(
  db: Db,
  job: Job,
  error: string,
  options: { maxAttempts: number; recurring: boolean },
) {
  const givenUp = !options.recurring && job.attempts >= options.maxAttempts;
  const waitMs = Math.min(RETRY_BASE_MS * 2 ** (job.attempts - 1), RETRY_MAX_MS);
  await db
    .update(jobs)
    .set({
      lockedUntil: null,
      lastError: error,
      ...(givenUp ? { failedAt: sql`now()` } : { runAt: afterMs(waitMs) }),
    })
    .where(eq(jobs.id, job.id));
}

/** By job: how many are due and waiting (or running), and how many were given up (/metrics). */
export async function jobCounts(db: Db) {
  const rows = await db
    .select({
      name: jobs.name,
      waiting:
        sql<number>`count(*) filter (where ${jobs.failedAt} is null and ${jobs.runAt} <= now())`.mapWith(
          Number,
        ),
      givenUp: sql<number>`count(*) filter (where ${jobs.failedAt} is not null)`.mapWith(Number),
    })
    .from(jobs)
    .groupBy(jobs.name);
  return rows;
}
