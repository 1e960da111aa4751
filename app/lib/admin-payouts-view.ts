/** What the Payouts page sends to the browser: money and dates already in words (IST). */
import { isAppError } from '#core/app-error.ts';
import { formatShopDate } from '#core/date-format.ts';
import { formatRupees } from '#core/money.ts';
import { parsePayoutRange } from '#core/payout-range.ts';
import type { Payouts } from '#server/admin/payouts.ts';
import { counterModesText } from './admin-dashboard-view.ts';

export function payoutsView(payouts: Payouts) {
  return {
    figures: {
      totalRevenue: formatRupees(payouts.figures.totalRevenuePaise),
      thisMonth: formatRupees(payouts.figures.thisMonthPaise),
      monthLabel: payouts.figures.monthLabel,
      pendingPayouts: formatRupees(payouts.figures.pendingPayoutsPaise),
    },
    counter: {
      total: formatRupees(payouts.counter.totalPaise),
      caption: `${counterModesText(payouts.counter.byMode)}; ${formatRupees(payouts.counter.thisMonthPaise)} this month`,
    },
    transactions: payouts.recentTransactions.map((transaction) => ({
      orderNumber: transaction.orderNumber,
      customerName: transaction.customerName,
      amount: formatRupees(transaction.totalPaise),
      paymentMethod: transaction.paymentMethodLabel,
      status: transaction.status,
      date: formatShopDate(transaction.createdAt),
      at: transaction.createdAt.toISOString(),
    })),
  };
}

export type PayoutTransactionRow = ReturnType<typeof payoutsView>['transactions'][number];

export interface ExportRangeView {
  from: string;
  to: string;
  errors: Partial<Record<string, string>>;
}

/** The export form's fields: this month so far by default, or what was asked with its error. */
export function exportRangeView(
  from: string | null,
  to: string | null,
  now: Date,
): ExportRangeView {
  try {
    return { ...parsePayoutRange(from, to, now), errors: {} };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { from: from ?? '', to: to ?? '', errors: { [error.field ?? 'from']: error.message } };
  }
}
