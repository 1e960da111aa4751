import { expect, test } from 'vitest';
import { DEFAULT_SCALE_LAYOUT, readScaleBarcode } from '#core/counter-scale-barcode.ts';
import { counterRow, scaleExample, scaleLayoutFields } from './settings-counter-view.ts';

test('the usual scale’s layout reads as its form’s fields, with 20-29 for its prefixes', () => {
  expect(scaleLayoutFields(DEFAULT_SCALE_LAYOUT)).toEqual({
    scalePrefixes: '20-29',
    scaleMeasure: 'grams',
    scalePriceDecimals: '2',
    scaleValueDigits: '5',
    scaleValueCheckDigit: false,
  });
  expect(scaleLayoutFields({ ...DEFAULT_SCALE_LAYOUT, prefixes: ['21', '23'] }).scalePrefixes).toBe(
    '21, 23',
  );
});

test('the example label is one the scale’s own rule reads back as 500 g of code 42', () => {
  const example = scaleExample(scaleLayoutFields(DEFAULT_SCALE_LAYOUT));
  expect(example).toMatchObject({ ok: true, pattern: 'PP CCCCC WWWWW K', codeDigits: 5 });
  if (!example.ok) return;
  expect(example.barcode).toBe('2000042005009');
  expect(readScaleBarcode(example.barcode, DEFAULT_SCALE_LAYOUT)).toEqual({
    ok: true,
    code: '42',
    grams: 500,
  });
});

test('a priced layout with a check digit labels ₹250 in its own decimals', () => {
  const fields = {
    scalePrefixes: '21',
    scaleMeasure: 'price',
    scalePriceDecimals: '0',
    scaleValueDigits: '4',
    scaleValueCheckDigit: true,
  };
  const example = scaleExample(fields);
  expect(example).toMatchObject({ ok: true, pattern: 'PP CCCCC V RRRR K', codeDigits: 5 });
  if (!example.ok) return;
  const layout = {
    prefixes: ['21'] as const,
    measure: 'price' as const,
    priceDecimals: 0 as const,
    valueDigits: 4 as const,
    valueCheckDigit: true,
  };
  expect(readScaleBarcode(example.barcode, layout)).toEqual({
    ok: true,
    code: '42',
    paise: 25_000,
  });
});

test('a layout no scale prints shows its problem instead of an example', () => {
  const example = scaleExample({
    ...scaleLayoutFields(DEFAULT_SCALE_LAYOUT),
    scaleValueDigits: '6',
    scaleValueCheckDigit: true,
  });
  expect(example).toEqual({
    ok: false,
    problem: 'A value check digit goes with a value of 4 or 5 digits only.',
  });
});

test('a counter without a device says so', () => {
  const row = { id: 'c-1', name: 'Front counter', paperWidthMm: 58 };
  expect(counterRow({ ...row, series: [] }).series).toBe('No device set up yet');
  expect(counterRow({ ...row, series: ['HC1', 'HC3'] })).toEqual({
    id: 'c-1',
    name: 'Front counter',
    paperWidthMm: '58',
    series: 'HC1, HC3',
  });
});
