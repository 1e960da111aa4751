/**
 * Runs the shop's background jobs on every server: woken when a job is queued, and polling as
 * well, it runs what is due, once.
 */
import type { Database, Db } from '#server/db/client.ts';
import {
  claimDueJob,
  completeJob,
  enqueueJob,
  failJob,
  JOBS_CHANNEL,
  makeDueNow,
} from './job-queue.ts';
import { isRecurring, nextIndiaTime, nextRun } from './job-schedule.ts';
import { log } from '#server/log/log.ts';

export interface JobDefinition {
  name: string;
  run(db: Db, payload: Record<string, unknown>): Promise<void>;
  /** A recurring job runs again this long after each run; without it (or `dailyAt`), once. */
  everyMs?: number;
  /**
   * A job that runs every day when India's clocks show this time ('00:00'), and at every start
   * as well: a shop that was off at that time catches up.
   */
  dailyAt?: string;
  /**
   * For a daily job that only matters at its time (an evening notice): false, it waits for that
   * time at a start instead of running then, so a restart sends nothing twice.
   */
  catchUp?: boolean;
  /** Tries before a one-off job is given up (recurring jobs always try again). */
  maxAttempts?: number;
}

export interface JobWorkerOptions {
  /** How often this server looks for due jobs besides being woken (a fallback, and retries). */
  pollMs?: number;
  /** How long a claimed job is this server's before another may take it over. */
  leaseMs?: number;
}

const DEFAULT_MAX_ATTEMPTS = 10;
const DEFAULT_POLL_MS = 30 * 1000;
const DEFAULT_LEASE_MS = 5 * 60 * 1000;

/**
 * Puts each recurring job in the queue unless it is there already (from an earlier start); a
 * daily job is made due now, to run once at this start.
 */
export async function scheduleRecurringJobs(db: Db, definitions: JobDefinition[]) {
  for (const definition of definitions) {
    if (definition.dailyAt !== undefined && definition.catchUp !== false) {
      await makeDueNow(db, definition.name);
    } else if (definition.dailyAt !== undefined) {
      const at = nextIndiaTime(new Date(), definition.dailyAt);
      await enqueueJob(db, definition.name, {}, { key: definition.name, at });
    } else if (definition.everyMs !== undefined) {
      await enqueueJob(db, definition.name, {}, { key: definition.name });
    }
  }
}

export interface RunOptions {
  leaseMs?: number;
  /** Asked before each claim: once true, no further job is taken (the server is stopping). */
  stopping?: () => boolean;
}

/** Runs every job that is due now, one after another; returns how many ran. */
export async function runDueJobs(
  db: Db,
  definitions: JobDefinition[],
  options: RunOptions = {},
): Promise<number> {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  let ran = 0;
  while (!options.stopping?.()) {
    const job = await claimDueJob(db, [...byName.keys()], options.leaseMs ?? DEFAULT_LEASE_MS);
    if (!job) return ran;
    const definition = byName.get(job.name);
    if (!definition) return ran;
    ran += 1;
    // The next run is counted from this run's start: one begun just before a daily job's hour
    // and ending after it is followed by that hour's run, not the next day's.
    const startedAt = new Date();
    try {
      await definition.run(db, job.payload);
      await completeJob(db, job, nextRun(definition, startedAt));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      db.shares?.metrics.jobFailures.inc({ job: job.name });
      log.error(
        { job: job.name, attempt: job.attempts, err: error },
        `Background job ${job.name} failed (attempt ${job.attempts}): ${message}`,
      );
      await failJob(db, job, message, {
        maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        recurring: isRecurring(definition),
      });
    }
  }
  return ran;
}

/**
 * Starts the worker: it LISTENs for queued jobs (docs/decisions/010) and polls as well. `stop`
 * takes no further job and waits for the one in progress, so the database can then be closed.
 */
export async function startJobWorker(
  database: Pick<Database, 'db' | 'listen'>,
  definitions: JobDefinition[],
  options: JobWorkerOptions = {},
) {
  const { db } = database;
  let stopped = false;
  let running: Promise<void> | undefined;
  // Woken while running: the run may have looked before the new job committed, so look again.
  let wokenAgain = false;
  const runUntilIdle = async () => {
    do {
      wokenAgain = false;
      await runDueJobs(db, definitions, {
        leaseMs: options.leaseMs,
        stopping: () => stopped,
      }).catch((error: unknown) => log.error({ err: error }, 'Background jobs could not run'));
    } while (wokenAgain && !stopped);
  };
  const wake = () => {
    if (stopped) return;
    if (running) {
      wokenAgain = true;
      return;
    }
    running = runUntilIdle().finally(() => {
      running = undefined;
    });
  };

  // A lost connection may have missed a notification: look now rather than at the next poll.
  const stopListening = await database.listen(JOBS_CHANNEL, { onNotify: wake, onLost: wake });
  await scheduleRecurringJobs(db, definitions);
  wake();
  const timer = setInterval(wake, options.pollMs ?? DEFAULT_POLL_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await stopListening();
      await running;
    },
  };
}
