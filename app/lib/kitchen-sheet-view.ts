/**
 * The production sheet as the kitchen reads it: the day written out, each sweet's figures in
 * kilograms (up to 3 decimals), where the usual sales came from, and the forms' rows.
 */
import { formatShopLongDate } from '#core/date-format.ts';
import { indiaDayStart } from '#core/india-calendar.ts';
import { kilogramsText } from '#core/kitchen-sheet.ts';
import type { FestivalDay } from '#server/kitchen/festival-days.ts';
import type { ProductionSheet } from '#server/kitchen/production-sheet.ts';

const longDate = (day: string) => formatShopLongDate(indiaDayStart(day));

/** `mayPlan`: the visitor may mark festival days and set batch sizes (the owner, a manager). */
export function kitchenSheetView(
  sheet: ProductionSheet,
  festivalDays: readonly FestivalDay[],
  mayPlan: boolean,
) {
  return {
    day: sheet.day,
    title: `Production sheet for ${longDate(sheet.day)}`,
    usualFrom: usualFromText(sheet),
    rows: sheet.rows.map((row) => ({
      productId: row.productId,
      name: row.name,
      promisedKg: kilogramsText(row.promisedGrams),
      usualKg: kilogramsText(row.usualGrams),
      goodStockKg: kilogramsText(row.goodStockGrams),
      toMakeKg: kilogramsText(row.toMakeGrams),
      batch: row.batchGrams > 0 ? `${kilogramsText(row.batchGrams)} kg batches` : 'Exact grams',
      batchKg: row.batchGrams > 0 ? kilogramsText(row.batchGrams).replaceAll(',', '') : '',
    })),
    festivalDays: festivalDays.map((festival) => ({ ...festival, date: longDate(festival.day) })),
    mayPlan,
  };
}

export type KitchenSheetView = ReturnType<typeof kitchenSheetView>;

/** Which days' sales the Usual column is: last year's festival, or the same weekday's weeks. */
function usualFromText(sheet: ProductionSheet): string {
  const { festival } = sheet;
  if (festival?.usedLastYear) {
    return `${festival.name}: usual sales are last year’s, from ${longDate(festival.lastYear)}.`;
  }
  const weeks = `the same weekday of the last ${sheet.usualFrom.length} weeks`;
  if (festival) {
    return `${festival.name}: nothing was sold on ${longDate(festival.lastYear)}, so usual sales are ${weeks}.`;
  }
  return `Usual sales are the average of ${weeks} (weeks with no sales left out).`;
}
