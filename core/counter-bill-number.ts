/**
 * A counter's bill numbers, given on the device itself so an offline counter needs no server to
 * number a bill: each counter device holds a series of its own (`HC1`, `HC2`, …), numbered
 * consecutively within India's financial year, like 'HC1/26-27/0001'. Numbers never clash
 * between counters, as no two devices share a series, and a reset or replaced device takes a new
 * series rather than going on with an old one (whose last number only the old device knew).
 *
 * GST Rule 46 allows an invoice number at most 16 characters, unique within a financial year.
 * The year is written '26-27' (the web's invoices write '2026-27') so that a counter has room
 * for a busy year: 'HC1/26-27/' leaves six digits, where 'HC1/2026-27/' would leave four.
 */
import { financialYearOf } from './invoice-number.ts';

export const BILL_NUMBER_MOST_CHARACTERS = 16;
/** Sequences are written with at least four digits, zero-padded: 0001. */
const LEAST_SEQUENCE_DIGITS = 4;
const SERIES_LETTERS = 'HC';
/** The most series: 'HC999/26-27/' still leaves four digits for the sequence. */
const MOST_SERIES = 999;

const SERIES = /^HC([1-9]\d{0,2})$/;
const BILL_NUMBER = /^(HC[1-9]\d{0,2})\/(\d{2})-(\d{2})\/(\d{4,})$/;

/** The n-th counter series: 1 is 'HC1'. */
export function counterSeries(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1 || n > MOST_SERIES) {
    throw new RangeError(`A counter series is 1 to ${MOST_SERIES}, not ${n}`);
  }
  return `${SERIES_LETTERS}${n}`;
}

/** True for a series name as counterSeries gives it: 'HC1', 'HC27'; not 'HC0' or 'HC01'. */
export function isCounterSeries(text: string): boolean {
  return SERIES.test(text);
}

/**
 * The series a newly set-up (or reset, or replaced) counter device takes: one above the highest
 * ever taken. `taken` is every series ever given, retired ones too, so none is given twice.
 */
export function nextFreeSeries(taken: readonly string[]): string {
  const highest = taken.reduce((most, series) => {
    const match = SERIES.exec(series);
    return match ? Math.max(most, Number(match[1])) : most;
  }, 0);
  return counterSeries(highest + 1);
}

/** '2026-27' as a bill number writes it: '26-27'. */
function shortYear(financialYear: string): string {
  return financialYear.slice(2);
}

/** The bill number for a series' `sequence`-th bill (1 is the first) in a financial year. */
export function formatBillNumber(series: string, financialYear: string, sequence: number): string {
  if (!isCounterSeries(series)) throw new RangeError(`Not a counter series: ${series}`);
  if (!/^\d{4}-\d{2}$/.test(financialYear)) {
    throw new RangeError(`Not a financial year: ${financialYear}`);
  }
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`A bill's sequence starts at 1, not ${sequence}`);
  }
  const number = `${series}/${shortYear(financialYear)}/${String(sequence).padStart(LEAST_SEQUENCE_DIGITS, '0')}`;
  if (number.length > BILL_NUMBER_MOST_CHARACTERS) {
    throw new RangeError(`${number} is longer than ${BILL_NUMBER_MOST_CHARACTERS} characters`);
  }
  return number;
}

export interface BillNumberParts {
  series: string;
  /** '2026-27', as financialYearOf writes it. */
  financialYear: string;
  sequence: number;
}

export const BILL_NUMBER_MESSAGE =
  'A counter bill number is its series, the financial year and the number, like HC1/26-27/0001.';

/** A bill number read back into its parts, or refused when it is not one a counter gives. */
export function parseBillNumber(
  text: string,
): ({ ok: true } & BillNumberParts) | { ok: false; problem: string } {
  const match = BILL_NUMBER.exec(text.trim());
  if (!match?.[1] || !match[2] || !match[3] || !match[4]) {
    return { ok: false, problem: BILL_NUMBER_MESSAGE };
  }
  const [series, from, to, digits] = [match[1], Number(match[2]), Number(match[3]), match[4]];
  const sequence = Number(digits);
  const padded = digits.length === LEAST_SEQUENCE_DIGITS || !digits.startsWith('0');
  if (
    (from + 1) % 100 !== to ||
    sequence < 1 ||
    !padded ||
    text.trim().length > BILL_NUMBER_MOST_CHARACTERS
  ) {
    return { ok: false, problem: BILL_NUMBER_MESSAGE };
  }
  return { ok: true, series, financialYear: `20${match[2]}-${match[3]}`, sequence };
}

/**
 * The number a counter device gives its next bill, taken at `at` (India's financial year turns
 * at midnight on 1 April, India's time): one after the device's last in the same series and
 * year, else 1. Refused when the device's clock is in a year before its last bill's (numbering
 * there would clash with numbers given then) or when the series has no numbers left this year.
 */
export function nextBillNumber(
  series: string,
  lastNumberOnDevice: string | null,
  at: Date,
): { ok: true; billNumber: string } | { ok: false; problem: string } {
  if (!isCounterSeries(series)) throw new RangeError(`Not a counter series: ${series}`);
  const financialYear = financialYearOf(at);
  const last = lastNumberOnDevice === null ? null : parseBillNumber(lastNumberOnDevice);
  if (last && !last.ok) return last;
  const sameSeries = last?.ok && last.series === series;
  if (sameSeries && last.financialYear > financialYear) {
    return {
      ok: false,
      problem: `This device’s clock is before its last bill, ${lastNumberOnDevice}: please set its date and time.`,
    };
  }
  const sequence = sameSeries && last.financialYear === financialYear ? last.sequence + 1 : 1;
  const room = BILL_NUMBER_MOST_CHARACTERS - `${series}/${shortYear(financialYear)}/`.length;
  if (String(sequence).length > room) {
    return {
      ok: false,
      problem: `Series ${series} has no bill numbers left this year: please set this counter up again for a new series.`,
    };
  }
  return { ok: true, billNumber: formatBillNumber(series, financialYear, sequence) };
}
