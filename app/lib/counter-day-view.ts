/**
 * What the counter's day pages show: a cashier's bills of the day, and a closing's Z report as
 * it prints on the counter's thermal paper, money and times already in words (India's time).
 */
import { counterPaymentModeLabels, COUNTER_PAYMENT_MODES } from '#core/counter-payments.ts';
import { cashDifferenceText, zReport, type ZReport } from '#core/counter-z-report.ts';
import { formatShopDate, formatShopDateTime } from '#core/date-format.ts';
import { indiaDayStart } from '#core/india-calendar.ts';
import { formatRupees } from '#core/money.ts';
import type { ClosingFigures } from '#server/counter/close-day.ts';
import type { DayBillRow } from '#server/counter/day-bills.ts';

const shopTime = /* @__PURE__ */ new Intl.DateTimeFormat('en-IN', {
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** '20 Nov 2026' for India's day '2026-11-20'. */
export const dayText = (day: string) => formatShopDate(indiaDayStart(day));

/** The day's bills as the cashier's list shows them, and what they came to by mode. */
export function dayBillsView(bills: readonly DayBillRow[]) {
  const report = zReport(bills, { floatPaise: 0, countedPaise: 0 });
  return {
    rows: bills.map((bill) => ({
      billNumber: bill.billNumber,
      time: shopTime.format(bill.takenAt),
      at: bill.takenAt.toISOString(),
      total: formatRupees(bill.totalPaise),
      modes:
        bill.modes.map((mode) => counterPaymentModeLabels[mode]).join(' + ') || 'Nothing to pay',
    })),
    summary: `${bills.length} ${bills.length === 1 ? 'bill' : 'bills'}, ${formatRupees(report.salesPaise)}`,
    byMode: modeRows(report),
  };
}

function modeRows(report: ZReport) {
  return COUNTER_PAYMENT_MODES.map((mode) => ({
    mode: counterPaymentModeLabels[mode],
    amount: formatRupees(report.byMode[mode]),
  }));
}

const counted = (count: number, paise: number) => `${count} · ${formatRupees(paise)}`;

/** A closing's Z report, line by line, as printed and as the owner reads it. */
export function zReportView(closing: {
  figures: ClosingFigures;
  cashierName: string;
  day: string;
  closedAt: Date;
}) {
  const { report, counterName, firstBill, lastBill } = closing.figures;
  const showsIgst = report.gstByRate.some((rate) => rate.igstPaise > 0);
  return {
    counterName,
    cashierName: closing.cashierName,
    day: dayText(closing.day),
    closedAt: formatShopDateTime(closing.closedAt),
    billRange: firstBill && lastBill ? `${firstBill} to ${lastBill}` : 'No bills',
    sales: [
      { label: 'Bills', value: counted(report.bills, report.salesPaise) },
      { label: 'Bills voided', value: counted(report.voidedBills, report.voidedBillsPaise) },
      { label: 'Lines taken off', value: counted(report.voidedLines, report.voidedLinesPaise) },
      { label: 'Discounts', value: counted(report.discounts, report.discountsPaise) },
    ],
    total: formatRupees(report.salesPaise),
    byMode: modeRows(report),
    showsIgst,
    gst: report.gstByRate.map((rate) => ({
      key: String(rate.gstRatePercent),
      label: `${rate.gstRatePercent}%`,
      taxable: formatRupees(rate.taxableValuePaise),
      cgst: formatRupees(rate.cgstPaise),
      sgst: formatRupees(rate.sgstPaise),
      igst: formatRupees(rate.igstPaise),
      amount: formatRupees(rate.amountPaise),
    })),
    cash: [
      { label: 'Float', value: formatRupees(report.cash.floatPaise) },
      { label: 'Cash taken', value: formatRupees(report.cash.takenPaise) },
      { label: 'Cash expected', value: formatRupees(report.cash.expectedPaise) },
      { label: 'Cash counted', value: formatRupees(report.cash.countedPaise) },
    ],
    difference: cashDifferenceText(report.cash.differencePaise),
    short: report.cash.differencePaise < 0,
  };
}

export type ZReportView = ReturnType<typeof zReportView>;
