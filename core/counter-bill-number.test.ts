import { describe, expect, test } from 'vitest';
import {
  BILL_NUMBER_MESSAGE,
  counterSeries,
  formatBillNumber,
  isCounterSeries,
  nextBillNumber,
  nextFreeSeries,
  parseBillNumber,
} from './counter-bill-number.ts';

const diwali = new Date('2026-11-08T12:00:00Z');
const numbered = (series: string, last: string | null, at: Date) => {
  const next = nextBillNumber(series, last, at);
  if (!next.ok) throw new Error(next.problem);
  return next.billNumber;
};

describe("a counter's bill numbers", () => {
  test("a new device's first bill is 0001 of its series in this financial year", () => {
    expect(nextBillNumber('HC1', null, diwali)).toEqual({ ok: true, billNumber: 'HC1/26-27/0001' });
  });

  test('bills on one device are numbered consecutively, with no gap', () => {
    const numbers: string[] = [];
    let last: string | null = null;
    for (let bill = 0; bill < 12; bill += 1) {
      last = numbered('HC2', last, diwali);
      numbers.push(last);
    }
    expect(numbers.slice(0, 3)).toEqual(['HC2/26-27/0001', 'HC2/26-27/0002', 'HC2/26-27/0003']);
    expect(numbers.at(-1)).toBe('HC2/26-27/0012');
    expect(numbers.map((number) => parseBillNumber(number))).toEqual(
      numbers.map((_, index) => ({
        ok: true,
        series: 'HC2',
        financialYear: '2026-27',
        sequence: index + 1,
      })),
    );
  });

  test('two counters numbering at once never give the same number', () => {
    const first = numbered('HC1', 'HC1/26-27/0041', diwali);
    const second = numbered('HC2', 'HC2/26-27/0041', diwali);
    expect(first).toBe('HC1/26-27/0042');
    expect(second).toBe('HC2/26-27/0042');
    expect(first).not.toBe(second);
  });

  test('past 9999 the number grows a digit and stays within 16 characters', () => {
    expect(numbered('HC1', 'HC1/26-27/9999', diwali)).toBe('HC1/26-27/10000');
    expect(numbered('HC1', 'HC1/26-27/99998', diwali)).toBe('HC1/26-27/99999');
    expect(numbered('HC1', 'HC1/26-27/99999', diwali)).toBe('HC1/26-27/100000');
    expect(numbered('HC12', 'HC12/26-27/99998', diwali)).toHaveLength(16);
  });

  test('at 11:59 pm on 31 March in India the year goes on; at midnight the new year starts at 1', () => {
    // 31 March 2027 23:59:59 in India is 18:29:59 UTC; 1 April 00:00 is 18:30 UTC, still 31 March in UTC.
    const lastMinute = new Date('2027-03-31T18:29:59Z');
    const midnight = new Date('2027-03-31T18:30:00Z');
    expect(numbered('HC1', 'HC1/26-27/5120', lastMinute)).toBe('HC1/26-27/5121');
    expect(numbered('HC1', 'HC1/26-27/5121', midnight)).toBe('HC1/27-28/0001');
    expect(numbered('HC1', 'HC1/27-28/0001', midnight)).toBe('HC1/27-28/0002');
  });

  test('a device whose last bill was years ago starts the year at 1', () => {
    expect(numbered('HC3', 'HC3/24-25/0777', diwali)).toBe('HC3/26-27/0001');
  });

  test('a device given a new series starts it at 1, whatever its old series reached', () => {
    expect(numbered('HC5', 'HC1/26-27/0300', diwali)).toBe('HC5/26-27/0001');
  });

  test("a device whose clock went back before its last bill's year is refused in words", () => {
    expect(nextBillNumber('HC1', 'HC1/27-28/0004', diwali)).toEqual({
      ok: false,
      problem:
        'This device’s clock is before its last bill, HC1/27-28/0004: please set its date and time.',
    });
  });

  test('a series with no numbers left in the year is refused, asking for a new series', () => {
    expect(nextBillNumber('HC1', 'HC1/26-27/999999', diwali)).toEqual({
      ok: false,
      problem:
        'Series HC1 has no bill numbers left this year: please set this counter up again for a new series.',
    });
    expect(nextBillNumber('HC123', 'HC123/26-27/9999', diwali)).toMatchObject({ ok: false });
  });

  test('a malformed last number on the device is refused rather than numbered after', () => {
    expect(nextBillNumber('HC1', 'HC1-0004', diwali)).toEqual({
      ok: false,
      problem: BILL_NUMBER_MESSAGE,
    });
  });
});

describe('reading a bill number', () => {
  test('a bill number reads back into its series, financial year and sequence', () => {
    expect(parseBillNumber(' HC14/26-27/0420 ')).toEqual({
      ok: true,
      series: 'HC14',
      financialYear: '2026-27',
      sequence: 420,
    });
    expect(parseBillNumber('HC1/99-00/0001')).toMatchObject({ ok: true, financialYear: '2099-00' });
  });

  test.each([
    '',
    'HW/2026-27/0001',
    'HC1/2026-27/0001',
    'HC0/26-27/0001',
    'HC01/26-27/0001',
    'hc1/26-27/0001',
    'HC1/26-28/0001',
    'HC1/26-27/001',
    'HC1/26-27/0000',
    'HC1/26-27/00001',
    'HC1234/26-27/0001',
    'HC12/26-27/123456',
    'HC1/26-27/0001/2',
    'HC1 / 26-27 / 0001',
  ])('%j is not a counter bill number', (text) => {
    expect(parseBillNumber(text)).toEqual({ ok: false, problem: BILL_NUMBER_MESSAGE });
  });

  test('a number formats as it parses', () => {
    expect(formatBillNumber('HC7', '2026-27', 42)).toBe('HC7/26-27/0042');
    expect(parseBillNumber(formatBillNumber('HC7', '2026-27', 42))).toMatchObject({
      series: 'HC7',
      sequence: 42,
    });
    expect(() => formatBillNumber('HC7', '2026-27', 0)).toThrow(RangeError);
    expect(() => formatBillNumber('HC999', '2026-27', 10_000)).toThrow(RangeError);
  });
});

describe("each device's series", () => {
  test('the first counter takes HC1', () => {
    expect(nextFreeSeries([])).toBe('HC1');
  });

  test('a new, reset or replaced device takes one above every series ever taken', () => {
    expect(nextFreeSeries(['HC1', 'HC2'])).toBe('HC3');
    // HC3 was a device since reset: its series is never given again, nor is a gap filled.
    expect(nextFreeSeries(['HC4', 'HC1', 'HC3'])).toBe('HC5');
    expect(nextFreeSeries(['HC9', 'HC10'])).toBe('HC11');
  });

  test('names that are not series are passed over', () => {
    expect(nextFreeSeries(['HW', 'HC01', 'counter 7', 'HC2'])).toBe('HC3');
    expect(isCounterSeries('HC27')).toBe(true);
    expect(isCounterSeries('HC0')).toBe(false);
  });

  test('series run out after HC999, each still leaving four digits in the year', () => {
    expect(counterSeries(999)).toBe('HC999');
    expect(formatBillNumber('HC999', '2026-27', 9999)).toBe('HC999/26-27/9999');
    expect(() => nextFreeSeries(['HC999'])).toThrow(RangeError);
  });
});
