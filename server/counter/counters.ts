/**
 * The shop's counters, and the devices set up at them. A device takes a series of its own for
 * its bill numbers (core/counter-bill-number.ts), one above the highest ever given; a device set
 * up again (reset, or replaced) takes a new one and its old series is retired, so no number is
 * ever given twice.
 */
import { asc, eq, isNull, and, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { nextFreeSeries } from '#core/counter-bill-number.ts';
import type { CounterInput } from '#core/counter-input.ts';
import type { Db } from '#server/db/client.ts';
import { counterSeries, counters } from '#server/db/schema/counter.ts';
import { uniqueViolationOf } from '#server/db/unique-violation.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit, recordChange } from '#server/staff/audit-log.ts';

export type Counter = typeof counters.$inferSelect;

export const COUNTER_NAME_TAKEN = 'A counter of this name exists: please give this one another.';
const COUNTER_GONE = 'This counter is no longer in the shop’s list.';

export async function createCounter(db: Db, input: CounterInput): Promise<Counter> {
  try {
    const [counter] = await db.insert(counters).values(input).returning();
    if (!counter) throw new Error('The counter was not made');
    return counter;
  } catch (error) {
    throw nameTaken(error);
  }
}

const nameTaken = (error: unknown) =>
  uniqueViolationOf(error, 'counters_name_unique')
    ? new AppError('CONFLICT', COUNTER_NAME_TAKEN, { field: 'name' })
    : error;

/** The owner adds a counter in Settings: as `createCounter`, asked of the owner and recorded. */
export async function addCounter(db: Db, actor: Actor, input: CounterInput): Promise<Counter> {
  assertMay(actor, 'settings');
  return db.transaction(async (tx) => {
    const counter = await createCounter(tx, input);
    await recordAudit(tx, actor, {
      kind: 'settings.updated',
      subject: `Counter ${counter.name}`,
      after: { name: counter.name, paperWidthMm: counter.paperWidthMm },
    });
    return counter;
  });
}

/**
 * Renames a counter or changes its printer's paper. Its devices keep their series: the bills
 * already taken name the counter by its id, and print its new name from the next one.
 */
export async function updateCounter(
  db: Db,
  actor: Actor,
  counterId: string,
  input: CounterInput,
): Promise<Counter> {
  assertMay(actor, 'settings');
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(counters)
        .where(eq(counters.id, counterId))
        .for('update');
      if (!before) throw new AppError('NOT_FOUND', COUNTER_GONE);
      const [after] = await tx
        .update(counters)
        .set({ name: input.name, paperWidthMm: input.paperWidthMm })
        .where(eq(counters.id, counterId))
        .returning();
      if (!after) throw new AppError('NOT_FOUND', COUNTER_GONE);
      await recordChange(tx, actor, {
        kind: 'settings.updated',
        subject: `Counter ${after.name}`,
        before: { name: before.name, paperWidthMm: before.paperWidthMm },
        after: { name: after.name, paperWidthMm: after.paperWidthMm },
      });
      return after;
    });
  } catch (error) {
    throw nameTaken(error);
  }
}

/**
 * Every counter, by name, with how many devices take bills at it now and their series (the
 * oldest first).
 */
export function listCounters(db: Db) {
  return db
    .select({
      id: counters.id,
      name: counters.name,
      paperWidthMm: counters.paperWidthMm,
      devices: sql<number>`count(${counterSeries.series})::int`,
      series: sql<
        string[]
      >`coalesce(array_agg(${counterSeries.series} order by ${counterSeries.createdAt}, ${counterSeries.series}) filter (where ${counterSeries.series} is not null), '{}')`,
    })
    .from(counters)
    .leftJoin(
      counterSeries,
      and(eq(counterSeries.counterId, counters.id), isNull(counterSeries.retiredAt)),
    )
    .groupBy(counters.id)
    .orderBy(asc(counters.name));
}

export interface DeviceSetUp {
  series: string;
  counter: Counter;
}

/**
 * Sets a device up at a counter: a new series, and the device's old one (`retiring`, if it had
 * one) retired as of now. Set-ups wait for each other, so two never take one series.
 */
export async function setUpDevice(
  db: Db,
  request: { counterId: string; userId: string; retiring: string | null },
): Promise<DeviceSetUp> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('counter series', 0))`);
    const [counter] = await tx.select().from(counters).where(eq(counters.id, request.counterId));
    if (!counter) throw new AppError('NOT_FOUND', COUNTER_GONE);
    const taken = await tx.select({ series: counterSeries.series }).from(counterSeries);
    const series = nextFreeSeries(taken.map((row) => row.series));
    if (request.retiring) {
      await tx
        .update(counterSeries)
        .set({ retiredAt: sql`now()` })
        .where(and(eq(counterSeries.series, request.retiring), isNull(counterSeries.retiredAt)));
    }
    await tx
      .insert(counterSeries)
      .values({ series, counterId: counter.id, setUpBy: request.userId });
    return { series, counter };
  });
}
