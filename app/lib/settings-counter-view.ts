/**
 * What the Settings page's counter part shows: each counter with its paper and its devices'
 * series, the UPI ID, and the scale's layout as its form's fields, with an example label.
 */
import {
  scaleBarcodeFor,
  scaleCodeDigits,
  scaleLayoutPattern,
  scaleLayoutProblem,
  type ScaleBarcodeLayout,
} from '#core/counter-scale-barcode.ts';

export interface CounterRowView {
  id: string;
  name: string;
  paperWidthMm: string;
  /** 'HC1, HC4', or that no device is set up there. */
  series: string;
}

export function counterRow(counter: {
  id: string;
  name: string;
  paperWidthMm: number;
  series: string[];
}): CounterRowView {
  return {
    id: counter.id,
    name: counter.name,
    paperWidthMm: String(counter.paperWidthMm),
    series: counter.series.length > 0 ? counter.series.join(', ') : 'No device set up yet',
  };
}

/** The layout as its form's fields hold it. */
export interface ScaleLayoutFields {
  scalePrefixes: string;
  scaleMeasure: string;
  scalePriceDecimals: string;
  scaleValueDigits: string;
  scaleValueCheckDigit: boolean;
}

export function scaleLayoutFields(layout: ScaleBarcodeLayout): ScaleLayoutFields {
  const prefixes = layout.prefixes;
  const first = prefixes[0] ?? '';
  const last = prefixes.at(-1) ?? '';
  const consecutive = Number(last) - Number(first) === prefixes.length - 1;
  return {
    scalePrefixes: consecutive && prefixes.length > 1 ? `${first}-${last}` : prefixes.join(', '),
    scaleMeasure: layout.measure,
    scalePriceDecimals: String(layout.priceDecimals),
    scaleValueDigits: String(layout.valueDigits),
    scaleValueCheckDigit: layout.valueCheckDigit,
  };
}

/** The example label's product code and what was weighed: 500 g of code 42, at ₹250. */
const EXAMPLE_CODE = '42';
const EXAMPLE_GRAMS = 500;
const EXAMPLE_PAISE = 25_000;

export type ScaleExample =
  | { ok: true; pattern: string; barcode: string; reads: string; codeDigits: number }
  | { ok: false; problem: string };

/**
 * The label a scale of this layout prints for 500 g of the product with code 42 (or its price,
 * ₹250), so the owner can hold it beside one their scale printed. Drawn as the form is changed,
 * so the prefixes are the first one chosen, or 20 while none is.
 */
export function scaleExample(fields: ScaleLayoutFields): ScaleExample {
  const prefix = /^\s*(2\d)/.exec(fields.scalePrefixes)?.[1] ?? '20';
  const layout: ScaleBarcodeLayout = {
    prefixes: [prefix as ScaleBarcodeLayout['prefixes'][number]],
    measure: fields.scaleMeasure === 'price' ? 'price' : 'grams',
    priceDecimals: Number(fields.scalePriceDecimals) as 0 | 1 | 2,
    valueDigits: Number(fields.scaleValueDigits) as 4 | 5 | 6,
    valueCheckDigit: fields.scaleValueCheckDigit,
  };
  const problem = scaleLayoutProblem(layout);
  if (problem) return { ok: false, problem };
  const grams = layout.measure === 'grams';
  const value = grams ? EXAMPLE_GRAMS : EXAMPLE_PAISE / 10 ** (2 - layout.priceDecimals);
  return {
    ok: true,
    pattern: scaleLayoutPattern(layout),
    barcode: scaleBarcodeFor(layout, layout.prefixes[0] ?? '20', EXAMPLE_CODE, value),
    reads: grams
      ? `${EXAMPLE_GRAMS} g of the product with counter code ${EXAMPLE_CODE}`
      : `₹250.00 of the product with counter code ${EXAMPLE_CODE}`,
    codeDigits: scaleCodeDigits(layout),
  };
}
