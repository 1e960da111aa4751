/**
 * Tax invoice numbers: consecutive within India's financial year (April to March), at most 16
 * characters as GST Rule 46 requires, e.g. 'HW/2026-27/0001'.
 */
import { indiaDayKey } from './india-calendar.ts';

const PREFIX = 'HW';

/** The financial year an instant falls in, on India's calendar: '2026-27' from 1 April 2026. */
export function financialYearOf(at: Date): string {
  const [year = 0, month = 0] = indiaDayKey(at).split('-').map(Number);
  const starts = month >= 4 ? year : year - 1;
  return `${starts}-${String((starts + 1) % 100).padStart(2, '0')}`;
}

/** The invoice number for the year's `sequence`-th invoice (1 is the first). */
export function formatInvoiceNumber(financialYear: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > 99_999) {
    throw new RangeError(`An invoice sequence must be 1 to 99999, not ${sequence}`);
  }
  return `${PREFIX}/${financialYear}/${String(sequence).padStart(4, '0')}`;
}
