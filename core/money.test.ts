import { describe, expect, test } from 'vitest';
import { decimalRupees, formatRupees, formatRupeesPlain, rupees } from './money.ts';

describe('formatRupees', () => {
  test('shows the rupee sign, Indian digit grouping and two decimals', () => {
    expect(formatRupees(12345600)).toBe('₹1,23,456.00');
    expect(formatRupees(1234567890)).toBe('₹1,23,45,678.90');
  });

  test('shows small amounts and paise exactly', () => {
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(45000)).toBe('₹450.00');
    expect(formatRupees(99999)).toBe('₹999.99');
  });

  test('shows a refund or discount below zero with a minus sign', () => {
    expect(formatRupees(-2500)).toBe('-₹25.00');
  });

  test('refuses fractions of a paisa, which would mean money was computed as a float', () => {
    expect(() => formatRupees(10.5)).toThrow(RangeError);
  });
});

describe('rupees', () => {
  test('turns whole rupees into paise', () => {
    expect(rupees(500)).toBe(50000);
    expect(rupees(0.5)).toBe(50);
  });
});

describe('formatRupeesPlain', () => {
  test('drops the decimals of whole rupees, with Indian grouping', () => {
    expect(formatRupeesPlain(45000)).toBe('₹450');
    expect(formatRupeesPlain(12345600)).toBe('₹1,23,456');
  });

  test('keeps two decimals when there are paise', () => {
    expect(formatRupeesPlain(11250)).toBe('₹112.50');
  });
});

describe('decimalRupees', () => {
  test('plain rupees with two decimals, from whole paise only', () => {
    expect(decimalRupees(123450)).toBe('1234.50');
    expect(decimalRupees(0)).toBe('0.00');
    expect(decimalRupees(7)).toBe('0.07');
    expect(decimalRupees(1234567890)).toBe('12345678.90');
    expect(() => decimalRupees(10.5)).toThrow(RangeError);
    expect(() => decimalRupees(-100)).toThrow(RangeError);
  });
});
