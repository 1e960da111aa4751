/** The Payouts export as a CSV file, made to be opened safely in a spreadsheet. */
import { spreadsheetCsv } from '#server/http/spreadsheet-csv.ts';
import { indiaDateTime } from '#core/india-calendar.ts';
import { decimalRupees } from '#core/money.ts';
import type { PayoutTransaction } from './payouts.ts';

const header = ['Order #', 'Customer', 'Amount (INR)', 'Payment Method', 'Status', 'Date'];

/** One row per transaction under a header row, safe to open in a spreadsheet. */
export function payoutCsv(transactions: readonly PayoutTransaction[]): string {
  return spreadsheetCsv([
    header,
    ...transactions.map((transaction) => [
      transaction.orderNumber,
      transaction.customerName,
      decimalRupees(transaction.totalPaise),
      transaction.paymentMethodLabel,
      transaction.status,
      indiaDateTime(transaction.createdAt),
    ]),
  ]);
}
