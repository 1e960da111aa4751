/**
 * A CSV file made to be opened safely in a spreadsheet, for every export the shop offers. Cells
 * are typed by customers, so one like `=HYPERLINK(…)` must stay text: csv-stringify's
 * `escape_formulas` puts a `'` before any cell starting with = + - @ tab or carriage return (and
 * their full-width forms). The BOM lets Excel read the UTF-8 (names in Devanagari); rows end in
 * CRLF, as RFC 4180 has them, and a cell holding any line break is quoted.
 */
import { stringify } from 'csv-stringify/sync';

export function spreadsheetCsv(rows: readonly (readonly string[])[]): string {
  return stringify(rows as string[][], {
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
    // Given a record delimiter, csv-stringify stops quoting a lone \n or \r unless told to, and
    // a line break in a name would then start a new row.
    quote_record_delimiter: true,
  });
}
