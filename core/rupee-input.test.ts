import { describe, expect, test } from 'vitest';
import { parseRupees, rupeesForInput } from './rupee-input.ts';

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
