/** What the owner's Counter days page shows: the days closed, and the stock counts to make. */
import { cashDifferenceText } from '#core/counter-z-report.ts';
import { formatShopDateTime } from '#core/date-format.ts';
import { formatRupees } from '#core/money.ts';
import { counterClosingPath } from '#core/paths.ts';
import { gramsText } from '#core/sweet-stock.ts';
import type { CounterClosing } from '#server/counter/counter-closings.ts';
import type { OpenShortfall } from '#server/counter/stock-shortfalls.ts';
import { dayText } from './counter-day-view.ts';

export function closingRows(closings: readonly CounterClosing[]) {
  return closings.map((closing) => ({
    id: closing.id,
    to: counterClosingPath(closing.id),
    day: dayText(closing.day),
    counterName: closing.counterName,
    cashierName: closing.cashierName,
    total: formatRupees(closing.salesPaise),
    difference: cashDifferenceText(closing.cashDifferencePaise),
    short: closing.cashDifferencePaise < 0,
  }));
}

export function shortfallRows(shortfalls: readonly OpenShortfall[]) {
  return shortfalls.map((shortfall) => ({
    id: shortfall.id,
    product: shortfall.variantWeight
      ? `${shortfall.productName} (${shortfall.variantWeight})`
      : shortfall.productName,
    missing:
      shortfall.grams !== null
        ? gramsText(shortfall.grams)
        : `${shortfall.units ?? 0} ${shortfall.units === 1 ? 'unit' : 'units'}`,
    when: formatShopDateTime(shortfall.createdAt),
    at: shortfall.createdAt.toISOString(),
    billNumber: shortfall.billNumber ?? '',
  }));
}

export type ClosingRow = ReturnType<typeof closingRows>[number];
export type ShortfallRow = ReturnType<typeof shortfallRows>[number];
