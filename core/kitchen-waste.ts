/**
 * The kitchen's waste: per sweet, the grams written off of the batches made in a week, as a share
 * of the grams those batches made. Weeks are India's calendar weeks, Monday first, and a batch
 * counts in the week it was made, whenever its grams were written off: a week's share then says
 * how much of what that week made was wasted, and stops moving once its batches are gone.
 */
import { addDays, indiaDayKey, weekdayOf } from './india-calendar.ts';

/** How many weeks the dashboard shows, the current one included. */
export const WASTE_WEEKS = 8;

/** The grams batches made (as corrected) and the grams written off of them, for any reason. */
export interface WasteFigures {
  gramsMade: number;
  gramsWrittenOff: number;
}

/** One sweet's batches made on one India day, as the database sums them. */
export interface WasteDay extends WasteFigures {
  productId: string;
  name: string;
  /** The India day the batches were made: '2026-11-23'. */
  day: string;
}

export interface WasteWeek extends WasteFigures {
  /** The Monday the week begins: '2026-11-23'. */
  weekStart: string;
}

export interface SweetWaste {
  productId: string;
  name: string;
  /** Each of the weeks asked for, oldest first; a week it made nothing in has zeros. */
  weeks: WasteWeek[];
  /** All those weeks together. */
  total: WasteFigures;
}

/** The Monday of the India week `dayKey` is in. */
export function weekStartOf(dayKey: string): string {
  // weekdayOf counts from Sunday (0); a Monday-first week is that count shifted by six days.
  return addDays(dayKey, -((weekdayOf(dayKey) + 6) % 7));
}

/** The Mondays of the last `count` India weeks up to `now`'s, oldest first. */
export function lastWeeks(now: Date, count = WASTE_WEEKS): string[] {
  const current = weekStartOf(indiaDayKey(now));
  return Array.from({ length: count }, (_, index) => addDays(current, -7 * (count - 1 - index)));
}

/**
 * Each sweet's days gathered into the `weeks` given (Mondays, oldest first), by name; a day
 * outside them is left out, and a sweet with no batches in them is not listed.
 */
export function wasteByWeek(days: readonly WasteDay[], weeks: readonly string[]): SweetWaste[] {
  const weekIndex = new Map(weeks.map((weekStart, index) => [weekStart, index]));
  const sweets = new Map<string, SweetWaste>();
  for (const day of days) {
    const index = weekIndex.get(weekStartOf(day.day));
    if (index === undefined) continue;
    let sweet = sweets.get(day.productId);
    if (!sweet) {
      sweet = {
        productId: day.productId,
        name: day.name,
        weeks: weeks.map((weekStart) => ({ weekStart, gramsMade: 0, gramsWrittenOff: 0 })),
        total: { gramsMade: 0, gramsWrittenOff: 0 },
      };
      sweets.set(day.productId, sweet);
    }
    for (const figures of [sweet.weeks[index], sweet.total]) {
      if (!figures) continue;
      figures.gramsMade += day.gramsMade;
      figures.gramsWrittenOff += day.gramsWrittenOff;
    }
  }
  return [...sweets.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'en-IN') || a.productId.localeCompare(b.productId),
  );
}

/**
 * The grams written off as a percentage of the grams made, to one decimal (half up); null when
 * nothing was made, as there is no share of nothing.
 */
export function wasteSharePercent(figures: WasteFigures): number | null {
  if (figures.gramsMade <= 0) return null;
  return Math.round((figures.gramsWrittenOff * 1000) / figures.gramsMade) / 10;
}

/** '12.5%', or 'None made'. */
export function wasteShareText(figures: WasteFigures): string {
  const percent = wasteSharePercent(figures);
  return percent === null ? 'None made' : `${percent.toFixed(1)}%`;
}
