import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { indiaDateTime } from '#core/india-calendar.ts';
import type { Db } from '#server/db/client.ts';
import { jobs } from '#server/db/schema/jobs.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { enqueueJob } from './job-queue.ts';
import {
  runDueJobs,
  scheduleRecurringJobs,
  startJobWorker,
  type JobDefinition,
} from './job-worker.ts';
import { expectErrorsLogged, loggedMessages } from '#tests/support/log-lines.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let database: TestDatabase;
let db: Db;

beforeEach(async () => {
  database = await createTestDatabase();
  ({ db } = database);
});

const jobRow = async (name: string) => (await db.select().from(jobs).where(eq(jobs.name, name)))[0];
/** Milliseconds from the database's now to the job's next run. */
const msUntilRun = async (name: string) => {
  const [row] = await db
    .select({ ms: sql<number>`extract(epoch from (${jobs.runAt} - now())) * 1000` })
    .from(jobs)
    .where(eq(jobs.name, name));
  return Number(row?.ms);
};

describe('a recurring job', () => {
  test('runs once however many servers look for due work at the same moment', async () => {
    const runs: string[] = [];
    const prune: JobDefinition = {
      name: 'prune',
      everyMs: HOUR,
      run: async () => {
        runs.push('prune');
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    };
    // Each server schedules the job at start; it is kept once.
    await Promise.all([1, 2, 3].map(() => scheduleRecurringJobs(db, [prune])));
    expect(await db.select().from(jobs)).toHaveLength(1);

    const ran = await Promise.all([1, 2, 3, 4].map(() => runDueJobs(db, [prune])));
    expect(runs).toEqual(['prune']);
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(1);
    // The next run waits an hour, and survives a restart: it is a row, not a timer.
    expect(await msUntilRun('prune')).toBeGreaterThan(HOUR - 60_000);
    await scheduleRecurringJobs(db, [prune]);
    expect(await runDueJobs(db, [prune])).toBe(0);
    expect(runs).toEqual(['prune']);
  });

  test('that fails is tried again later and keeps its schedule', async () => {
    expectErrorsLogged();
    const flaky: JobDefinition = {
      name: 'flaky',
      everyMs: HOUR,
      run: () => Promise.reject(new Error('database was busy')),
    };
    await scheduleRecurringJobs(db, [flaky]);
    expect(await runDueJobs(db, [flaky])).toBe(1);
    const row = await jobRow('flaky');
    expect(row?.lastError).toBe('database was busy');
    expect(row?.failedAt).toBeNull();
    expect(row?.lockedUntil).toBeNull();
    const wait = await msUntilRun('flaky');
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThan(60_000);
    expect(loggedMessages('error')).toEqual([
      'Background job flaky failed (attempt 1): database was busy',
    ]);
  });
});

describe('a daily job', () => {
  const atMidnight = (runs: string[]): JobDefinition => ({
    name: 'expire',
    dailyAt: '00:00',
    run: async () => void runs.push('expire'),
  });
  /** The job's next run, and whether India's clocks show midnight then. */
  const nextRunOf = async (name: string) => {
    const runAt = (await jobRow(name))?.runAt ?? new Date(0);
    return { runAt, atIndiaMidnight: indiaDateTime(runAt).endsWith(' 00:00') };
  };

  test("runs at the shop's start, then waits for India's next midnight", async () => {
    const runs: string[] = [];
    const expire = atMidnight(runs);
    await Promise.all([1, 2].map(() => scheduleRecurringJobs(db, [expire])));
    expect(await runDueJobs(db, [expire])).toBe(1);
    const { runAt, atIndiaMidnight } = await nextRunOf('expire');
    expect(atIndiaMidnight).toBe(true);
    expect(runAt.getTime()).toBeGreaterThan(Date.now());
    expect(runAt.getTime()).toBeLessThanOrEqual(Date.now() + DAY);
    expect(await runDueJobs(db, [expire])).toBe(0);
    expect(runs).toEqual(['expire']);
  });

  test('runs again at every start, though its midnight has not come', async () => {
    const runs: string[] = [];
    const expire = atMidnight(runs);
    await scheduleRecurringJobs(db, [expire]);
    await runDueJobs(db, [expire]);
    await scheduleRecurringJobs(db, [expire]);
    expect(await runDueJobs(db, [expire])).toBe(1);
    expect(runs).toEqual(['expire', 'expire']);
    expect((await nextRunOf('expire')).atIndiaMidnight).toBe(true);
  });

  test('whose midnight passed while no server ran is run by the next server to look', async () => {
    const runs: string[] = [];
    const expire = atMidnight(runs);
    await scheduleRecurringJobs(db, [expire]);
    await runDueJobs(db, [expire]);
    // The shop was off at midnight: its run waits in the database, due since then.
    await db.update(jobs).set({ runAt: sql`${jobs.runAt} - interval '1 day'` });
    expect(await runDueJobs(db, [expire])).toBe(1);
    const { runAt, atIndiaMidnight } = await nextRunOf('expire');
    expect(atIndiaMidnight).toBe(true);
    expect(runAt.getTime()).toBeGreaterThan(Date.now());
  });

  test('that fails is tried again within a minute, and keeps its midnights after', async () => {
    expectErrorsLogged();
    let fails = true;
    const expire: JobDefinition = {
      name: 'expire',
      dailyAt: '00:00',
      run: () => (fails ? Promise.reject(new Error('database was busy')) : Promise.resolve()),
    };
    await scheduleRecurringJobs(db, [expire]);
    expect(await runDueJobs(db, [expire])).toBe(1);
    expect((await jobRow('expire'))?.failedAt).toBeNull();
    expect(await msUntilRun('expire')).toBeLessThan(60_000);
    fails = false;
    await db.update(jobs).set({ runAt: sql`now()` });
    expect(await runDueJobs(db, [expire])).toBe(1);
    expect((await nextRunOf('expire')).atIndiaMidnight).toBe(true);
  });
});

describe('a daily job that does not catch up', () => {
  test('waits for its time at a start, runs then, and a second start sends nothing again', async () => {
    const runs: string[] = [];
    const notice: JobDefinition = {
      name: 'evening-notice',
      dailyAt: '18:00',
      catchUp: false,
      run: async () => void runs.push('notice'),
    };
    await scheduleRecurringJobs(db, [notice]);
    expect(await runDueJobs(db, [notice])).toBe(0);
    const [row] = await db.select().from(jobs).where(eq(jobs.name, 'evening-notice'));
    expect(indiaDateTime(row?.runAt ?? new Date(0)).endsWith(' 18:00')).toBe(true);
    // Its time comes: it runs once, and waits for the next evening.
    await db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.name, 'evening-notice'));
    expect(await runDueJobs(db, [notice])).toBe(1);
    await scheduleRecurringJobs(db, [notice]);
    expect(await runDueJobs(db, [notice])).toBe(0);
    expect(runs).toEqual(['notice']);
  });
});

describe('a one-off job', () => {
  test('waits in the database until a server runs it, then is gone', async () => {
    await enqueueJob(db, 'send-mail', { orderNumber: 'HW-000001' });
    // No server was running; the next one to start finds it.
    const seen: unknown[] = [];
    const sendMail: JobDefinition = {
      name: 'send-mail',
      run: async (_db, payload) => void seen.push(payload),
    };
    expect(await runDueJobs(db, [sendMail])).toBe(1);
    expect(seen).toEqual([{ orderNumber: 'HW-000001' }]);
    expect(await jobRow('send-mail')).toBeUndefined();
  });

  test('with a key is queued once while it waits', async () => {
    await enqueueJob(db, 'send-mail', { n: 1 }, { key: 'order-1' });
    await enqueueJob(db, 'send-mail', { n: 2 }, { key: 'order-1' });
    expect(await db.select().from(jobs)).toHaveLength(1);
  });

  test('is given up after its attempts, keeping the error, and never run again', async () => {
    expectErrorsLogged();
    let runs = 0;
    const broken: JobDefinition = {
      name: 'broken',
      maxAttempts: 2,
      run: () => {
        runs += 1;
        return Promise.reject(new Error('no such order'));
      },
    };
    await enqueueJob(db, 'broken');
    await runDueJobs(db, [broken]);
    // Make the retry due now rather than in 30 seconds.
    await db.update(jobs).set({ runAt: sql`now()` });
    await runDueJobs(db, [broken]);
    await db.update(jobs).set({ runAt: sql`now()` });
    expect(await runDueJobs(db, [broken])).toBe(0);
    expect(runs).toBe(2);
    const row = await jobRow('broken');
    expect(row?.failedAt).not.toBeNull();
    expect(row?.lastError).toBe('no such order');
    expect(loggedMessages('error')).toHaveLength(2);
  });

  test('held by a server that died is taken over once its lease has passed', async () => {
    await enqueueJob(db, 'send-mail');
    let runs = 0;
    const sendMail: JobDefinition = { name: 'send-mail', run: async () => void (runs += 1) };
    // Another server claimed it a while ago and never finished.
    await db.update(jobs).set({ lockedUntil: sql`now() + interval '1 minute'`, attempts: 1 });
    expect(await runDueJobs(db, [sendMail])).toBe(0);
    await db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` });
    expect(await runDueJobs(db, [sendMail])).toBe(1);
    expect(runs).toBe(1);
  });
});

describe('a started worker', () => {
  test('is woken by a job queued for now, once its transaction commits, not at its next poll', async () => {
    const runs: unknown[] = [];
    const sendMail: JobDefinition = {
      name: 'send-mail',
      run: async (_db, payload) => void runs.push(payload),
    };
    const worker = await startJobWorker(database, [sendMail], { pollMs: HOUR });
    try {
      await db.transaction(async (tx) => {
        await enqueueJob(tx, 'send-mail', { n: 1 });
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(runs).toEqual([]);
      });
      await vi.waitFor(() => expect(runs).toEqual([{ n: 1 }]), { timeout: 5000 });

      // Rolled back: no job, nothing heard.
      await db
        .transaction(async (tx) => {
          await enqueueJob(tx, 'send-mail', { n: 2 });
          throw new Error('the change was refused');
        })
        .catch(() => undefined);
      await enqueueJob(db, 'send-mail', { n: 3 });
      await vi.waitFor(() => expect(runs).toEqual([{ n: 1 }, { n: 3 }]), { timeout: 5000 });
      expect(await db.select().from(jobs)).toEqual([]);
    } finally {
      await worker.stop();
    }
  });

  test('that is stopped finishes the job it is running and takes no other', async () => {
    let started = 0;
    let finished = 0;
    const slow: JobDefinition = {
      name: 'slow',
      run: async () => {
        started += 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
        finished += 1;
      },
    };
    for (const n of [1, 2, 3]) await enqueueJob(db, 'slow', { n });
    const worker = await startJobWorker(database, [slow], { pollMs: HOUR });
    await vi.waitFor(() => expect(started).toBe(1));
    await worker.stop();
    expect({ started, finished }).toEqual({ started: 1, finished: 1 });
    // The others wait in the database for the next server to start.
    expect(await db.select().from(jobs)).toHaveLength(2);
  });
});
