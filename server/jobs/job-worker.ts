/** Runs the shop's background jobs on every server: polls the queue, runs what is due, once. */
import type { Db } from '#server/db/client.ts';
import { claimDueJob, completeJob, enqueueJob, failJob } from './job-queue.ts';

export interface JobDefinition {
  name: string;
  run(db: Db, payload: Record<string, unknown>): Promise<void>;
  /** A recurring job runs again this long after each run; without it, a job runs once. */
  everyMs?: number;
  /** Tries before a one-off job is given up (recurring jobs always try again). */
  maxAttempts?: number;
}

export interface JobWorkerOptions {
  /** How often this server looks for due jobs. */
  pollMs?: number;
  /** How long a claimed job is this server's before another may take it over. */
  leaseMs?: number;
}

const DEFAULT_MAX_ATTEMPTS = 10;
const DEFAULT_POLL_MS = 30 * 1000;
const DEFAULT_LEASE_MS = 5 * 60 * 1000;

/** Puts each recurring job in the queue unless it is there already (from an earlier start). */
export async function scheduleRecurringJobs(db: Db, definitions: JobDefinition[]) {
  for (const definition of definitions) {
    if (definition.everyMs !== undefined) {
      await enqueueJob(db, definition.name, {}, { key: definition.name });
    }
  }
}

/** Runs every job that is due now, one after another; returns how many ran. */
export async function runDueJobs(
  db: Db,
  definitions: JobDefinition[],
  leaseMs = DEFAULT_LEASE_MS,
): Promise<number> {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  let ran = 0;
  for (;;) {
    const job = await claimDueJob(db, [...byName.keys()], leaseMs);
    if (!job) return ran;
    const definition = byName.get(job.name);
    if (!definition) return ran;
    ran += 1;
    try {
      await definition.run(db, job.payload);
      await completeJob(db, job, definition.everyMs);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`Background job ${job.name} failed (attempt ${job.attempts}):`, message);
      await failJob(db, job, message, {
        maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        recurring: definition.everyMs !== undefined,
      });
    }
  }
}

/** Starts polling; `stop` waits for a run in progress, so the database can then be closed. */
export async function startJobWorker(
  db: Db,
  definitions: JobDefinition[],
  options: JobWorkerOptions = {},
) {
  await scheduleRecurringJobs(db, definitions);
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = runDueJobs(db, definitions, options.leaseMs ?? DEFAULT_LEASE_MS)
      .catch((error: unknown) => console.error('Background jobs could not run:', error))
      .finally(() => {
        busy = false;
      });
  };
  tick();
  const timer = setInterval(tick, options.pollMs ?? DEFAULT_POLL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
