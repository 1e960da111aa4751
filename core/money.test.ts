import { describe, expect, test } from 'vitest';
import {
  decimalRupees,
  formatRupees,
  formatRupeesPlain,
  formatWholeRupees,
  parseRupees,
  rupees,
  rupeesForInput,
} from './money.ts';

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

describe('formatWholeRupees', () => {
  test('rounds to the nearest rupee, with Indian grouping', () => {
    expect(formatWholeRupees(12345650)).toBe('₹1,23,457');
    expect(formatWholeRupees(45000)).toBe('₹450');
    expect(formatWholeRupees(0)).toBe('₹0');
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

describe('rupeesForInput', () => {
  test('whole rupees plain, else two decimals, as a rupee field is typed', () => {
    expect(rupeesForInput(100000)).toBe('1000');
    expect(rupeesForInput(99950)).toBe('999.50');
    expect(rupeesForInput(11250)).toBe('112.50');
    expect(rupeesForInput(5)).toBe('0.05');
    expect(rupeesForInput(0)).toBe('0');
  });

  test('what a field shows is read back to the same paise', () => {
    for (const paise of [0, 5, 99950, 100000, 19_999_999]) {
      expect(parseRupees(rupeesForInput(paise))).toEqual({ ok: true, paise });
    }
  });
});

describe('parseRupees', () => {
  test('reads rupees as typed, with ₹, grouping and up to two decimals', () => {
    expect(parseRupees('450')).toEqual({ ok: true, paise: 45000 });
    expect(parseRupees(' 112.50 ')).toEqual({ ok: true, paise: 11250 });
    expect(parseRupees('0.29')).toEqual({ ok: true, paise: 29 });
    expect(parseRupees('₹1,200.5')).toEqual({ ok: true, paise: 120050 });
    expect(parseRupees('₹ 12,500')).toEqual({ ok: true, paise: 1250000 });
  });

  test('says what is wrong, for each form to put in its own words', () => {
    expect(parseRupees('  ')).toEqual({ ok: false, problem: 'empty' });
    expect(parseRupees('-1')).toEqual({ ok: false, problem: 'negative' });
    expect(parseRupees('1.005')).toEqual({ ok: false, problem: 'decimals' });
    for (const text of ['four fifty', '5e3', '50 00', '.', '1.2.3']) {
      expect(parseRupees(text)).toEqual({ ok: false, problem: 'shape' });
    }
  });
});
