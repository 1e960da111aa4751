/** The Payouts export as a CSV file, made to be opened safely in a spreadsheet. */
import { stringify } from 'csv-stringify/sync';
import { indiaDateTime } from '#core/india-calendar.ts';
import { decimalRupees } from '#core/money.ts';
import type { PayoutTransaction } from './payouts.ts';

const header = ['Order #', 'Customer', 'Amount (INR)', 'Payment Method', 'Status', 'Date'];

/**
 * One row per transaction under a header row. Customer names are typed by customers, so a name
 * like `=HYPERLINK(…)` must stay text: csv-stringify's `escape_formulas` puts a `'` before any
 * cell starting with = + - @ tab or carriage return (and their full-width forms). The BOM lets
 * Excel read the UTF-8 (names in Devanagari); rows end in CRLF, as RFC 4180 has them, and a
 * cell holding any line break is quoted.
 */
export function payoutCsv(transactions: readonly PayoutTransaction[]): string {
  return stringify(
    [
      header,
      ...transactions.map((transaction) => [
        transaction.orderNumber,
        transaction.customerName,
        decimalRupees(transaction.totalPaise),
        transaction.paymentMethodLabel,
        transaction.status,
        indiaDateTime(transaction.createdAt),
      ]),
    ],
    {
      bom: true,
      escape_formulas: true,
      record_delimiter: 'windows',
      // Given a record delimiter, csv-stringify stops quoting a lone \n or \r unless told to, and
      // a line break in a name would then start a new row.
      quote_record_delimiter: true,
    },
  );
}
