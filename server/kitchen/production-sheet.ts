/**
 * The kitchen's production sheet for a day: per sweet sold by weight, the grams promised for it,
 * what the shop usually sells on such a day, the good stock still good then (with what that
 * day's orders set aside when they were placed: an order takes its grams as it is placed), and
 * what to make, in whole batches (core/kitchen-batches.ts has the arithmetic).
 */
import { and, asc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { addDays } from '#core/india-calendar.ts';
import { goodGramsOn, gramsToMake, usualGrams } from '#core/kitchen-batches.ts';
import type { Db } from '#server/db/client.ts';
import { products, sweetStock } from '#server/db/schema/catalog.ts';
import { batches, batchTakes } from '#server/db/schema/kitchen.ts';
import { orders } from '#server/db/schema/orders.ts';
import { lastYearsFestivalDay } from './festival-days.ts';
import { batchSizes } from './kitchen-sweets.ts';
import { promisedGramsOn, soldGramsOn } from './production-sheet-grams.ts';

/** The same weekday of this many weeks before: what an ordinary day is expected to sell. */
const USUAL_WEEKS = 4;

export interface SheetRow {
  productId: string;
  name: string;
  promisedGrams: number;
  usualGrams: number;
  goodStockGrams: number;
  /** The sweet's usual batch; 0: made to the gram. */
  batchGrams: number;
  toMakeGrams: number;
}

export interface ProductionSheet {
  day: string;
  /** On a festival day: its name, and last year's day its usual sales come from (if any sold). */
  festival: { name: string; lastYear: string; usedLastYear: boolean } | null;
  /** The days the usual sales were read from. */
  usualFrom: string[];
  rows: SheetRow[];
}

/**
 * The days whose sales say what `day` usually sells: last year's same festival day when `day` is
 * a festival and the shop sold anything then; else the same weekday of the last weeks.
 */
async function usualDays(db: Db, day: string) {
  const festivalDay = await lastYearsFestivalDay(db, day);
  if (festivalDay) {
    const sold = await soldGramsOn(db, [festivalDay.lastYear]);
    if (sold.size > 0) {
      return {
        festival: { ...festivalDay, usedLastYear: true },
        days: [festivalDay.lastYear],
        sold,
      };
    }
  }
  const days = Array.from({ length: USUAL_WEEKS }, (_, week) => addDays(day, -7 * (week + 1)));
  const festival = festivalDay ? { ...festivalDay, usedLastYear: false } : null;
  return { festival, days, sold: await soldGramsOn(db, days) };
}

/**
 * Grams per sweet that orders to be delivered on `day` took from batches still good that day:
 * set aside in the shop since they were ordered, they are good stock for the day's promises, not
 * grams to make again. (An order to several people's parcels is counted as promised only.)
 */
async function setAsideFor(db: Db, day: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      productId: batches.productId,
      grams: sql<number>`sum(${batchTakes.grams})::int`,
    })
    .from(batchTakes)
    .innerJoin(batches, eq(batches.id, batchTakes.batchId))
    .innerJoin(orders, eq(orders.id, batchTakes.orderId))
    .where(
      and(
        eq(orders.deliveryDate, day),
        ne(orders.status, 'cancelled'),
        eq(orders.recipientCount, 0),
        or(isNull(batches.bestBeforeDay), gt(batches.bestBeforeDay, day)),
      ),
    )
    .groupBy(batches.productId);
  return new Map(rows.map((row) => [row.productId, row.grams]));
}

/**
 * Good grams per sweet on `day`: what is left of its batches in the stock that are good then,
 * and what that day's orders set aside of them.
 */
async function goodStockOn(db: Db, day: string): Promise<Map<string, number>> {
  const setAside = await setAsideFor(db, day);
  const inStock = await db
    .select({
      productId: batches.productId,
      batchId: batches.id,
      bestBeforeDay: batches.bestBeforeDay,
      gramsLeft: batches.gramsLeft,
    })
    .from(batches)
    .where(isNull(batches.expiredAt));
  const bySweet = new Map<string, typeof inStock>();
  for (const batch of inStock) {
    bySweet.set(batch.productId, [...(bySweet.get(batch.productId) ?? []), batch]);
  }
  const good = new Map(setAside);
  for (const [productId, its] of bySweet) {
    good.set(productId, (good.get(productId) ?? 0) + goodGramsOn(its, day));
  }
  return good;
}

/** The sheet for `day` (an India day key), sorted by grams to make, largest first. */
export async function productionSheet(db: Db, day: string): Promise<ProductionSheet> {
  const [sweets, promised, usual, goodStock, sizes] = await Promise.all([
    db
      .select({ productId: products.id, name: products.name })
      .from(products)
      .innerJoin(sweetStock, eq(sweetStock.productId, products.id))
      .where(eq(products.isActive, true))
      .orderBy(asc(products.name)),
    promisedGramsOn(db, day),
    usualDays(db, day),
    goodStockOn(db, day),
    batchSizes(db),
  ]);
  const rows = sweets.map(({ productId, name }) => {
    const soldOn = usual.sold.get(productId);
    const figures = {
      promisedGrams: promised.get(productId) ?? 0,
      usualGrams: usualGrams(usual.days.map((soldDay) => soldOn?.get(soldDay) ?? 0)),
      goodStockGrams: goodStock.get(productId) ?? 0,
      batchGrams: sizes.get(productId) ?? 0,
    };
    return { productId, name, ...figures, toMakeGrams: gramsToMake(figures) };
  });
  return {
    day,
    festival: usual.festival,
    usualFrom: usual.days,
    rows: rows.toSorted((a, b) => b.toMakeGrams - a.toMakeGrams),
  };
}
