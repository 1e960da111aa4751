/**
 * A sweet's grams come from the kitchen in batches, each good for the sweet's shelf life from the
 * day it was made. Grams are taken first expiring, first out; a batch past its best-before is
 * never sold; a cancelled order's grams go back to the batches they came from while those are
 * still good. The kitchen's sheet says what to make for a day: what is promised for it and what
 * the counter usually sells, less the good stock that will still be good then, in whole batches.
 */
import type { DayChoice } from './delivery-slots.ts';
import { addDays, indiaDayKey } from './india-calendar.ts';

/** Why grams of a batch are written off. */
export const WRITE_OFF_REASONS = ['expired', 'damaged', 'tasting'] as const;
export type WriteOffReason = (typeof WRITE_OFF_REASONS)[number];

export const writeOffReasonLabels: Record<WriteOffReason, string> = {
  expired: 'Past its best-before',
  damaged: 'Damaged',
  tasting: 'Tasting',
};

/** What is left of one batch, as the stock is taken from it. */
export interface BatchStock {
  batchId: string;
  /**
   * The India day it is best before ('2026-12-03'): it is good on the days before and leaves the
   * stock at the midnight that begins this day. Null for a sweet with no shelf life set.
   */
  bestBeforeDay: string | null;
  gramsLeft: number;
}

/** Grams taken from one batch. */
export interface BatchTake {
  batchId: string;
  grams: number;
}

/**
 * The day a batch made at `madeAt` is best before: the India day it was made plus the sweet's
 * shelf life, as a delivery's best-before is its day plus the shelf life (freshness.ts). A sweet
 * made on the 1st that keeps 2 days is good on the 1st and the 2nd and best before the 3rd.
 */
export function batchBestBeforeDay(madeAt: Date, shelfLifeDays: number): string | null {
  return shelfLifeDays > 0 ? addDays(indiaDayKey(madeAt), shelfLifeDays) : null;
}

/** Whether a batch is still good on `day` (an India day key). */
export function isGoodOn(batch: Pick<BatchStock, 'bestBeforeDay'>, day: string): boolean {
  return batch.bestBeforeDay === null || day < batch.bestBeforeDay;
}

/** First expiring first; a batch that does not expire last; otherwise in the order given. */
function firstExpiringFirst(batches: readonly BatchStock[]): BatchStock[] {
  return batches
    .map((batch, order) => ({ batch, order }))
    .sort((a, b) => {
      const [dayA, dayB] = [a.batch.bestBeforeDay, b.batch.bestBeforeDay];
      if (dayA === dayB) return a.order - b.order;
      if (dayA === null) return 1;
      if (dayB === null) return -1;
      return dayA < dayB ? -1 : 1;
    })
    .map(({ batch }) => batch);
}

/** The grams of these batches still good on `day`. */
export function goodGramsOn(batches: readonly BatchStock[], day: string): number {
  return batches.reduce(
    (total, batch) => total + (isGoodOn(batch, day) ? Math.max(0, batch.gramsLeft) : 0),
    0,
  );
}

/**
 * `grams` taken first expiring, first out, from the batches still good on `goodOn` (the day the
 * customer gets them: today at the counter, the delivery day for a later slot). `shortGrams` is
 * what those batches could not give.
 */
export function takeOldestFirst(
  batches: readonly BatchStock[],
  grams: number,
  goodOn: string,
): { takes: BatchTake[]; shortGrams: number } {
  const takes: BatchTake[] = [];
  let wanted = grams;
  for (const batch of firstExpiringFirst(batches)) {
    if (wanted <= 0) break;
    if (batch.gramsLeft <= 0 || !isGoodOn(batch, goodOn)) continue;
    const taken = Math.min(batch.gramsLeft, wanted);
    takes.push({ batchId: batch.batchId, grams: taken });
    wanted -= taken;
  }
  return { takes, shortGrams: Math.max(0, wanted) };
}

/**
 * The best-before of the grams a customer buying now gets on `day` (today, or the day a later
 * delivery arrives): the first batch given, first expiring first, of those still good that day.
 * Null when it keeps; undefined when no batch will still be good that day.
 */
export function nextBestBefore(
  batches: readonly BatchStock[],
  day: string,
): string | null | undefined {
  return firstExpiringFirst(batches).find((batch) => batch.gramsLeft > 0 && isGoodOn(batch, day))
    ?.bestBeforeDay;
}

/**
 * The best-before the customer is promised for grams taken from these batches: the earliest of
 * them, as the box or the weight holds them all. Null when none of them expires.
 */
export function promisedBestBefore(
  takes: readonly BatchTake[],
  batches: readonly BatchStock[],
): string | null {
  const dayOf = new Map(batches.map((batch) => [batch.batchId, batch.bestBeforeDay]));
  let earliest: string | null = null;
  for (const take of takes) {
    const day = dayOf.get(take.batchId) ?? null;
    if (day !== null && (earliest === null || day < earliest)) earliest = day;
  }
  return earliest;
}

/**
 * A cancelled order's grams: back to each batch they came from that is still good `today`; the
 * grams of a batch past its best-before are not sold again (`lostGrams`).
 */
export function gramsBack(
  takes: readonly BatchTake[],
  batches: readonly BatchStock[],
  today: string,
): { back: BatchTake[]; lostGrams: number } {
  const batchOf = new Map(batches.map((batch) => [batch.batchId, batch]));
  const back: BatchTake[] = [];
  let lostGrams = 0;
  for (const take of takes) {
    const batch = batchOf.get(take.batchId);
    if (batch && isGoodOn(batch, today)) back.push(take);
    else lostGrams += take.grams;
  }
  return { back, lostGrams };
}

/** What the kitchen's sheet weighs for one sweet on one day, in grams. */
export interface SheetFigures {
  /** Web orders, gift parcels and boxes' shares promised for that day. */
  promisedGrams: number;
  /** What the counter and same-day web orders usually sell on that weekday. */
  usualGrams: number;
  /** Good stock that will still be good that day. */
  goodStockGrams: number;
  /** The kitchen's batch size for the sweet; 0 or less makes exactly what is wanted. */
  batchGrams: number;
}

/** Grams to make: promised plus usual, less the good stock, rounded up to whole batches; never below 0. */
export function gramsToMake(figures: SheetFigures): number {
  const wanted = figures.promisedGrams + figures.usualGrams - figures.goodStockGrams;
  if (wanted <= 0) return 0;
  if (figures.batchGrams <= 0) return wanted;
  return Math.ceil(wanted / figures.batchGrams) * figures.batchGrams;
}

/**
 * What a weekday usually sells: the average of the grams sold on the same weekday of the last
 * weeks that have any sales (a week the shop was shut does not pull it down), in whole grams.
 */
export function usualGrams(sameWeekdayGrams: readonly number[]): number {
  const open = sameWeekdayGrams.filter((grams) => grams > 0);
  if (open.length === 0) return 0;
  return Math.round(open.reduce((total, grams) => total + grams, 0) / open.length);
}

/** Grams of one sweet an order would take, by name. */
export interface SweetNeed {
  productId: string;
  name: string;
  grams: number;
}

/**
 * The delivery days offered, each closed where the grams the order needs of a sweet will not all
 * still be good that day (its batches' best-before): 'Rasmalai will not keep till then'. A day
 * already closed stays as it was; a sweet the shop has too little of for any day is the stock
 * check's to refuse, not a day's.
 */
export function daysTheBatchesReach(
  days: readonly DayChoice[],
  needs: readonly SweetNeed[],
  batchesOf: ReadonlyMap<string, readonly BatchStock[]>,
): DayChoice[] {
  return days.map((day) => {
    if (day.closed) return day;
    const short = needs.filter((need) => {
      const batches = batchesOf.get(need.productId) ?? [];
      const held = batches.reduce((total, batch) => total + Math.max(0, batch.gramsLeft), 0);
      return held >= need.grams && goodGramsOn(batches, day.day) < need.grams;
    });
    if (short.length === 0) return day;
    const names = short.map((need) => need.name);
    const closed = `${[names.slice(0, -1).join(', '), names.at(-1)].filter(Boolean).join(' and ')} will not keep till then`;
    return {
      ...day,
      closed,
      slots: day.slots.map((slot) => ({ ...slot, available: false, reason: closed })),
    };
  });
}
