/**
 * "Near its window": what each sweet has in the stock that is best before tomorrow, so the owner
 * can put it on offer or into boxes this evening rather than write it off after midnight.
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { addDays } from '#core/india-calendar.ts';
import type { Db } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';
import { batches } from '#server/db/schema/kitchen.ts';

export interface NearWindowSweet {
  productId: string;
  name: string;
  /** Its grams in the stock best before tomorrow, all its batches together. */
  grams: number;
  batchCount: number;
  bestBeforeDay: string;
}

/** Per sweet, the grams of its batches in the stock best before the India day after `today`. */
export async function nearWindow(db: Db, today: string): Promise<NearWindowSweet[]> {
  const tomorrow = addDays(today, 1);
  const rows = await db
    .select({
      productId: batches.productId,
      name: products.name,
      grams: sql<number>`sum(${batches.gramsLeft})::int`,
      batchCount: sql<number>`count(*)::int`,
    })
    .from(batches)
    .innerJoin(products, eq(products.id, batches.productId))
    .where(
      and(isNull(batches.expiredAt), gt(batches.gramsLeft, 0), eq(batches.bestBeforeDay, tomorrow)),
    )
    .groupBy(batches.productId, products.name)
    .orderBy(asc(products.name));
  return rows.map((row) => ({ ...row, bestBeforeDay: tomorrow }));
}
