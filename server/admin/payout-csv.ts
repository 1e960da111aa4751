/** The Payouts export as a CSV file, made to be opened safely in a spreadsheet. */
import { spreadsheetCsv } from '#server/http/spreadsheet-csv.ts';
import { indiaDateTime } from '#core/india-calendar.ts';
import { decimalRupees } from '#core/money.ts';
import { counterPaymentModeLabels, COUNTER_PAYMENT_MODES } from '#core/counter-payments.ts';
import type { CounterBillSale } from './counter-sales.ts';
import type { PayoutTransaction } from './payouts.ts';

const header = [
  'Order #',
  'Customer',
  'Amount (INR)',
  'Payment Method',
  'Status',
  'Date',
  'Sold at',
  'Cash (INR)',
  'UPI (INR)',
  'Card (INR)',
];

/**
 * One row per web order and per counter bill, newest first, under a header row, safe to open in
 * a spreadsheet. A counter bill says its counter and what each mode paid of it, so the counter's
 * cash, UPI and card sum apart; a web order is sold at 'Web'.
 */
export function payoutCsv(
  transactions: readonly PayoutTransaction[],
  counterBills: readonly CounterBillSale[] = [],
): string {
  const rows = [
    ...transactions.map((transaction) => ({
      at: transaction.createdAt,
      cells: [
        transaction.orderNumber,
        transaction.customerName,
        decimalRupees(transaction.totalPaise),
        transaction.paymentMethodLabel,
        transaction.status,
        indiaDateTime(transaction.createdAt),
        'Web',
        '',
        '',
        '',
      ],
    })),
    ...counterBills.map((bill) => ({
      at: bill.takenAt,
      cells: [
        bill.billNumber,
        bill.buyerName ?? 'Counter customer',
        decimalRupees(bill.totalPaise),
        COUNTER_PAYMENT_MODES.filter((mode) => bill.byMode[mode] > 0)
          .map((mode) => counterPaymentModeLabels[mode])
          .join(' + '),
        'Paid',
        indiaDateTime(bill.takenAt),
        bill.counterName,
        ...COUNTER_PAYMENT_MODES.map((mode) => decimalRupees(bill.byMode[mode])),
      ],
    })),
  ];
  // Stable: the web's own order is kept between orders of the same minute.
  rows.sort((a, b) => b.at.getTime() - a.at.getTime());
  return spreadsheetCsv([header, ...rows.map((row) => row.cells)]);
}
