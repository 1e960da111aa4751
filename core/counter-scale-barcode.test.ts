import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SCALE_LAYOUT,
  SCALE_BARCODE_MESSAGES,
  ean13CheckDigit,
  readScaleBarcode,
  readScalePrefixes,
  scaleBarcodeFor,
  scaleCode,
  scaleCodeDigits,
  scaleLayoutPattern,
  scaleLayoutProblem,
  scalePrefixesText,
  valueCheckDigit,
  type ScaleBarcodeLayout,
} from './counter-scale-barcode.ts';

const priceLayout = (
  valueDigits: 4 | 5 | 6,
  valueCheck: boolean,
  priceDecimals: 0 | 1 | 2 = 2,
): ScaleBarcodeLayout => ({
  prefixes: ['20'],
  measure: 'price',
  priceDecimals,
  valueDigits,
  valueCheckDigit: valueCheck,
});

describe('check digits', () => {
  test('the EAN-13 check digit is the one GS1 gives for a known barcode', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('890123456789')).toBe(0);
  });

  test("a 4-digit price's check digit is GS1's worked example: 2875 gives 9", () => {
    expect(valueCheckDigit('2875')).toBe(9);
  });

  test("a 5-digit price's check digit is GS1's worked example: 14685 gives 6", () => {
    expect(valueCheckDigit('14685')).toBe(6);
  });

  test('a value check digit is only of 4 or 5 digits', () => {
    for (const value of ['123', '123456', '12a4']) {
      expect(() => valueCheckDigit(value)).toThrow(RangeError);
    }
  });

  test('a value check digit catches any one digit typed wrong', () => {
    for (const value of ['0123', '2875', '9999', '01234', '14685', '99999']) {
      const check = valueCheckDigit(value);
      for (let place = 0; place < value.length; place += 1) {
        for (let digit = 0; digit <= 9; digit += 1) {
          if (String(digit) === value[place]) continue;
          const wrong = `${value.slice(0, place)}${digit}${value.slice(place + 1)}`;
          expect(valueCheckDigit(wrong), `${value} → ${wrong}`).not.toBe(check);
        }
      }
    }
  });
});

describe('reading a scale barcode', () => {
  test('the default layout reads the code and the grams of a label for 500 g of code 42', () => {
    // 2 1 0 0 0 4 2 0 0 5 0 0: 2+3+0+0+0+12+2+0+0+15+0+0 = 34, so the check digit is 6.
    expect(readScaleBarcode('2100042005006', DEFAULT_SCALE_LAYOUT)).toEqual({
      ok: true,
      code: '42',
      grams: 500,
    });
  });

  test('the default layout is a 5-digit code and 5 digits of grams after any prefix 20 to 29', () => {
    expect(DEFAULT_SCALE_LAYOUT.prefixes).toEqual([
      '20',
      '21',
      '22',
      '23',
      '24',
      '25',
      '26',
      '27',
      '28',
      '29',
    ]);
    expect(scaleLayoutPattern(DEFAULT_SCALE_LAYOUT)).toBe('PP CCCCC WWWWW K');
    expect(scaleLayoutProblem(DEFAULT_SCALE_LAYOUT)).toBeNull();
  });

  test('leading zeros of the code and the weight are read away', () => {
    const barcode = scaleBarcodeFor(DEFAULT_SCALE_LAYOUT, '20', '7', 35);
    expect(barcode.slice(0, 12)).toBe('200000700035');
    expect(readScaleBarcode(barcode, DEFAULT_SCALE_LAYOUT)).toEqual({
      ok: true,
      code: '7',
      grams: 35,
    });
  });

  test('a code of all zeros is the code 0', () => {
    const barcode = scaleBarcodeFor(DEFAULT_SCALE_LAYOUT, '22', '0', 1250);
    expect(readScaleBarcode(barcode, DEFAULT_SCALE_LAYOUT)).toEqual({
      ok: true,
      code: '0',
      grams: 1250,
    });
  });

  test('spaces around and between the digit groups, and a line end, are set aside', () => {
    expect(readScaleBarcode('  2 100042 005006\n', DEFAULT_SCALE_LAYOUT)).toEqual({
      ok: true,
      code: '42',
      grams: 500,
    });
  });

  test('grams in 4 digits leave a 6-digit code', () => {
    const layout: ScaleBarcodeLayout = { ...DEFAULT_SCALE_LAYOUT, valueDigits: 4 };
    expect(scaleCodeDigits(layout)).toBe(6);
    expect(scaleLayoutPattern(layout)).toBe('PP CCCCCC WWWW K');
    const barcode = scaleBarcodeFor(layout, '27', '123456', 9999);
    expect(barcode.slice(0, 12)).toBe('271234569999');
    expect(readScaleBarcode(barcode, layout)).toEqual({ ok: true, code: '123456', grams: 9999 });
  });

  test('grams with a weight check digit are read, and a wrong weight check digit is refused', () => {
    const layout: ScaleBarcodeLayout = { ...DEFAULT_SCALE_LAYOUT, valueCheckDigit: true };
    const barcode = scaleBarcodeFor(layout, '21', '42', 500);
    expect(barcode.slice(0, 12)).toBe(`210042${valueCheckDigit('00500')}00500`);
    expect(readScaleBarcode(barcode, layout)).toEqual({ ok: true, code: '42', grams: 500 });
    const wrong = `210042${(valueCheckDigit('00500') + 1) % 10}00500`;
    expect(readScaleBarcode(`${wrong}${ean13CheckDigit(wrong)}`, layout)).toEqual({
      ok: false,
      problem: "The barcode's weight check digit is wrong: scan it again.",
    });
  });

  test.each([
    { layout: priceLayout(4, true), pattern: 'PP CCCCC V RRRR K', code: '12345', value: 2875 },
    { layout: priceLayout(5, true), pattern: 'PP CCCC V RRRRR K', code: '1234', value: 14685 },
    { layout: priceLayout(4, false), pattern: 'PP CCCCCC RRRR K', code: '123456', value: 2875 },
    { layout: priceLayout(5, false), pattern: 'PP CCCCC RRRRR K', code: '12345', value: 14685 },
    { layout: priceLayout(6, false), pattern: 'PP CCCC RRRRRR K', code: '1234', value: 153356 },
  ])(
    'a price layout $pattern reads the code and the price in paise',
    ({ layout, pattern, code, value }) => {
      expect(scaleLayoutPattern(layout)).toBe(pattern);
      const barcode = scaleBarcodeFor(layout, '20', code, value);
      expect(readScaleBarcode(barcode, layout)).toEqual({ ok: true, code, paise: value });
    },
  );

  test("a price layout's check digit is the one before the price, as GS1 places it", () => {
    expect(scaleBarcodeFor(priceLayout(4, true), '20', '12345', 2875).slice(0, 12)).toBe(
      '201234592875',
    );
    expect(scaleBarcodeFor(priceLayout(5, true), '20', '1234', 14685).slice(0, 12)).toBe(
      '201234614685',
    );
  });

  test('a price in whole rupees or with one decimal becomes paise', () => {
    const rupees = priceLayout(5, false, 0);
    expect(readScaleBarcode(scaleBarcodeFor(rupees, '20', '42', 450), rupees)).toEqual({
      ok: true,
      code: '42',
      paise: 45_000,
    });
    const tenths = priceLayout(5, false, 1);
    expect(readScaleBarcode(scaleBarcodeFor(tenths, '20', '42', 4505), tenths)).toEqual({
      ok: true,
      code: '42',
      paise: 45_050,
    });
  });

  test('a wrong price check digit is refused in words', () => {
    const layout = priceLayout(4, true);
    const first12 = '201234512875';
    expect(readScaleBarcode(`${first12}${ean13CheckDigit(first12)}`, layout)).toEqual({
      ok: false,
      problem: "The barcode's price check digit is wrong: scan it again.",
    });
  });

  test('a wrong check digit is refused: scan it again', () => {
    expect(readScaleBarcode('2100042005007', DEFAULT_SCALE_LAYOUT)).toEqual({
      ok: false,
      problem: "The barcode's check digit is wrong: scan it again.",
    });
    expect(SCALE_BARCODE_MESSAGES.checkDigit).toBe(
      "The barcode's check digit is wrong: scan it again.",
    );
  });

  test('two digits swapped are caught by the check digit', () => {
    expect(readScaleBarcode('2100024005006', DEFAULT_SCALE_LAYOUT)).toMatchObject({ ok: false });
  });

  test('a barcode of 12 or 14 digits is refused, saying how many it has', () => {
    expect(readScaleBarcode('210004200500', DEFAULT_SCALE_LAYOUT)).toEqual({
      ok: false,
      problem: 'This is not a scale barcode: a scale barcode has 13 digits, this one has 12.',
    });
    expect(readScaleBarcode('21000420050061', DEFAULT_SCALE_LAYOUT)).toMatchObject({
      ok: false,
      problem: 'This is not a scale barcode: a scale barcode has 13 digits, this one has 14.',
    });
  });

  test('letters, or nothing at all, are not a scale barcode', () => {
    for (const text of ['KAJU-500', '', '   ', '21000420050O6']) {
      expect(readScaleBarcode(text, DEFAULT_SCALE_LAYOUT)).toEqual({
        ok: false,
        problem: 'This is not a scale barcode: a scale barcode has 13 digits and nothing else.',
      });
    }
  });

  test("a packet's own barcode (an Indian 890 product) is not one of the scale's", () => {
    expect(readScaleBarcode('8901234567890', DEFAULT_SCALE_LAYOUT)).toEqual({
      ok: false,
      problem: "This is not one of the scale's barcodes: they start with 20 to 29.",
    });
  });

  test("a prefix the shop's scales do not print is refused, naming the ones they do", () => {
    const layout: ScaleBarcodeLayout = { ...DEFAULT_SCALE_LAYOUT, prefixes: ['21', '22'] };
    const barcode = scaleBarcodeFor(DEFAULT_SCALE_LAYOUT, '27', '42', 500);
    expect(readScaleBarcode(barcode, layout)).toEqual({
      ok: false,
      problem: "This is not one of the scale's barcodes: they start with 21 or 22.",
    });
  });

  test('a label with no weight or no price is refused: weigh it again', () => {
    expect(
      readScaleBarcode(scaleBarcodeFor(DEFAULT_SCALE_LAYOUT, '21', '42', 0), DEFAULT_SCALE_LAYOUT),
    ).toEqual({ ok: false, problem: 'The barcode shows no weight: weigh the sweet again.' });
    const layout = priceLayout(5, false);
    expect(readScaleBarcode(scaleBarcodeFor(layout, '20', '42', 0), layout)).toEqual({
      ok: false,
      problem: 'The barcode shows no price: weigh the sweet again.',
    });
  });
});

describe('the layout setting', () => {
  test('prefixes are read from a range, a list, or one prefix, in order and once each', () => {
    expect(readScalePrefixes('20-29')).toEqual({
      ok: true,
      prefixes: DEFAULT_SCALE_LAYOUT.prefixes,
    });
    expect(readScalePrefixes(' 22, 21 22 ')).toEqual({ ok: true, prefixes: ['21', '22'] });
    expect(readScalePrefixes('27')).toEqual({ ok: true, prefixes: ['27'] });
    expect(readScalePrefixes('21–23, 28')).toEqual({
      ok: true,
      prefixes: ['21', '22', '23', '28'],
    });
  });

  test('a prefix outside 20 to 29, or no prefix, is refused in words', () => {
    const problem = 'Please give prefixes from 20 to 29, like 21, or 21, 22, or 20-29.';
    for (const text of ['', '2', '19', '30', '29-20', '21,x', '890']) {
      expect(readScalePrefixes(text)).toEqual({ ok: false, problem });
    }
  });

  test('prefixes read as the owner says them', () => {
    expect(scalePrefixesText(['21'])).toBe('21');
    expect(scalePrefixesText(['22', '21'])).toBe('21 or 22');
    expect(scalePrefixesText(['21', '23', '27'])).toBe('21, 23 or 27');
    expect(scalePrefixesText(['23', '24', '25'])).toBe('23 to 25');
  });

  test('a layout with no prefix, or a check digit on a 6-digit value, is refused', () => {
    expect(scaleLayoutProblem({ ...DEFAULT_SCALE_LAYOUT, prefixes: [] })).toBe(
      'Please choose at least one prefix, from 20 to 29.',
    );
    expect(scaleLayoutProblem(priceLayout(6, true))).toBe(
      'A value check digit goes with a value of 4 or 5 digits only.',
    );
  });

  test("a product's short code matches the scale's zero-padded code", () => {
    expect(scaleCode('00042')).toBe('42');
    expect(scaleCode('42')).toBe('42');
    expect(scaleCode('00000')).toBe('0');
  });

  test('a code or value too long for the layout cannot be made into a barcode', () => {
    expect(() => scaleBarcodeFor(DEFAULT_SCALE_LAYOUT, '21', '123456', 500)).toThrow(RangeError);
    expect(() => scaleBarcodeFor(DEFAULT_SCALE_LAYOUT, '21', '42', 100_000)).toThrow(RangeError);
  });
});
