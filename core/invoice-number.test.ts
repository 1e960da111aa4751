import { describe, expect, test } from 'vitest';
import { financialYearOf, formatInvoiceNumber } from './invoice-number.ts';

describe('financialYearOf', () => {
  test('a financial year runs from 1 April to 31 March, on India’s calendar', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T23:59:59+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-04-01T00:00:00+05:30'))).toBe('2027-28');
    // 31 March, 20:00 UTC is already 1 April in India.
    expect(financialYearOf(new Date('2027-03-31T20:00:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2099-12-31T12:00:00+05:30'))).toBe('2099-00');
  });
});

describe('formatInvoiceNumber', () => {
  test('numbers are the year and a sequence, never over 16 characters', () => {
    expect(formatInvoiceNumber('2026-27', 1)).toBe('HW/2026-27/0001');
    expect(formatInvoiceNumber('2026-27', 12345)).toBe('HW/2026-27/12345');
    expect(formatInvoiceNumber('2026-27', 99_999).length).toBeLessThanOrEqual(16);
  });

  test('a sequence that cannot be a number on an invoice is refused', () => {
    for (const sequence of [0, -1, 1.5, 100_000]) {
      expect(() => formatInvoiceNumber('2026-27', sequence)).toThrow(RangeError);
    }
  });
});
