/**
 * The dashboard's waste: per sweet and India week, the grams its batches made that week and the
 * grams written off of those batches since (any reason), as core/kitchen-waste.ts counts them.
 * Grams of an expired batch not yet written off are not waste yet: they become so when the owner
 * writes them off, in the week the batch was made.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { addDays, indiaDayStart } from '#core/india-calendar.ts';
import { lastWeeks, wasteByWeek, type SweetWaste } from '#core/kitchen-waste.ts';
import type { Db } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';
import { batches, batchWriteOffs } from '#server/db/schema/kitchen.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';

export interface WasteReport {
  /** The Mondays of the weeks shown, oldest first: the last eight, the current one included. */
  weeks: string[];
  /** The sweets with batches made in those weeks, by name. */
  sweets: SweetWaste[];
}

/** One query: each sweet's batches of the weeks summed per India day, their write-offs beside. */
export async function loadWasteReport(
  db: Db,
  actor: Actor,
  now = new Date(),
): Promise<WasteReport> {
  assertMay(actor, 'dashboard');
  const weeks = lastWeeks(now);
  const first = weeks[0];
  const last = weeks.at(-1);
  if (!first || !last) return { weeks, sweets: [] };
  const madeInWeeks = and(
    gte(batches.madeAt, indiaDayStart(first)),
    lt(batches.madeAt, indiaDayStart(addDays(last, 7))),
  );
  // Summed per batch first, so a batch written off twice still counts its grams made once.
  const writtenOff = db
    .select({
      batchId: batchWriteOffs.batchId,
      grams: sql<number>`sum(${batchWriteOffs.grams})`.as('grams'),
    })
    .from(batchWriteOffs)
    .innerJoin(batches, eq(batches.id, batchWriteOffs.batchId))
    .where(madeInWeeks)
    .groupBy(batchWriteOffs.batchId)
    .as('written_off');
  const indiaDay = sql<string>`to_char(${batches.madeAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
  const days = await db
    .select({
      productId: batches.productId,
      name: products.name,
      day: indiaDay,
      gramsMade: sql<number>`sum(${batches.gramsMade})`.mapWith(Number),
      gramsWrittenOff: sql<number>`coalesce(sum(${writtenOff.grams}), 0)`.mapWith(Number),
    })
    .from(batches)
    .innerJoin(products, eq(products.id, batches.productId))
    .leftJoin(writtenOff, eq(writtenOff.batchId, batches.id))
    .where(madeInWeeks)
    .groupBy(batches.productId, products.name, indiaDay);
  return { weeks, sweets: wasteByWeek(days, weeks) };
}
