/**
 * Festival days the owner marks: the production sheet expects on them what the shop sold on the
 * same festival last year, not what an ordinary week sells.
 */
import { and, asc, between, eq, gte } from 'drizzle-orm';
import { addDays } from '#core/india-calendar.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit } from '#server/staff/audit-log.ts';
import type { Db } from '#server/db/client.ts';
import { festivalDays } from '#server/db/schema/kitchen.ts';

/** Who marks festival days and sets batch sizes: the owner and managers. */
export const KITCHEN_PLANNING = 'kitchenCorrections';

/** A festival moves with the moon: last year's is looked for this many days either side. */
const FESTIVAL_DRIFT_DAYS = 15;

export interface FestivalDay {
  day: string;
  name: string;
}

/** The festival days from `from` on, first first. */
export function listFestivalDays(db: Db, from: string): Promise<FestivalDay[]> {
  return db
    .select({ day: festivalDays.day, name: festivalDays.name })
    .from(festivalDays)
    .where(gte(festivalDays.day, from))
    .orderBy(asc(festivalDays.day));
}

/** `day` a year before ('2026-03-01' → '2025-03-01'; a 29 February → the 28th). */
export function sameDateLastYear(day: string): string {
  const [year = '', month = '', date = ''] = day.split('-');
  const lastYear = String(Number(year) - 1).padStart(4, '0');
  const leap =
    (Number(lastYear) % 4 === 0 && Number(lastYear) % 100 !== 0) || Number(lastYear) % 400 === 0;
  return `${lastYear}-${month}-${month === '02' && date === '29' && !leap ? '28' : date}`;
}

/**
 * When `day` is a festival day: its name and the day of last year's same festival that matches
 * it (the same place in a festival of several days), or the same date last year when last year's
 * was not marked. Null on an ordinary day.
 */
export async function lastYearsFestivalDay(
  db: Db,
  day: string,
): Promise<{ name: string; lastYear: string } | null> {
  const [festival] = await db.select().from(festivalDays).where(eq(festivalDays.day, day));
  if (!festival) return null;
  const around = (centre: string) =>
    db
      .select({ day: festivalDays.day })
      .from(festivalDays)
      .where(
        and(
          eq(festivalDays.name, festival.name),
          between(
            festivalDays.day,
            addDays(centre, -FESTIVAL_DRIFT_DAYS),
            addDays(centre, FESTIVAL_DRIFT_DAYS),
          ),
        ),
      )
      .orderBy(asc(festivalDays.day));
  const sameDate = sameDateLastYear(day);
  const [thisYear, lastYear] = await Promise.all([around(day), around(sameDate)]);
  const place = thisYear.findIndex((marked) => marked.day === day);
  const matching = lastYear[Math.min(place, lastYear.length - 1)];
  return { name: festival.name, lastYear: matching?.day ?? sameDate };
}

/** Marks `day` as a festival (a second name for the same day replaces the first). */
export async function markFestivalDay(db: Db, actor: Actor, input: FestivalDay): Promise<void> {
  assertMay(actor, KITCHEN_PLANNING);
  await db.transaction(async (tx) => {
    await tx
      .insert(festivalDays)
      .values(input)
      .onConflictDoUpdate({ target: festivalDays.day, set: { name: input.name } });
    await recordAudit(tx, actor, {
      kind: 'kitchen.festival-day',
      subject: input.day,
      after: { name: input.name },
    });
  });
}

export async function removeFestivalDay(db: Db, actor: Actor, day: string): Promise<void> {
  assertMay(actor, KITCHEN_PLANNING);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(festivalDays)
      .where(eq(festivalDays.day, day))
      .returning({ name: festivalDays.name });
    if (removed) {
      await recordAudit(tx, actor, {
        kind: 'kitchen.festival-day-removed',
        subject: day,
        before: removed,
      });
    }
  });
}
