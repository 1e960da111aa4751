/**
 * Weighing-scale barcodes: the EAN-13 "variable measure" labels a counter scale prints (GS1
 * restricted-circulation numbers, prefixes 20–29). Thirteen digits: a two-digit prefix (its second
 * digit the flag the owner sets on the scale), the product's code (the scale's PLU number), on
 * some scales a check digit of the value, the value (grams, or the price), and the EAN-13 check
 * digit. Which of these the scale prints is set on the scale, so here it is a shop setting.
 */
import type { Paise } from './money.ts';

export const SCALE_PREFIXES = ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29'] as const;
export type ScalePrefix = (typeof SCALE_PREFIXES)[number];

export interface ScaleBarcodeLayout {
  /** The prefixes the shop's scales print; a barcode starting otherwise is not theirs. */
  prefixes: readonly ScalePrefix[];
  /** What the value is: the weight in grams, or the price of what was weighed. */
  measure: 'grams' | 'price';
  /** For a price, its digits after the rupee's point: 2 is paise, 0 whole rupees. */
  priceDecimals: 0 | 1 | 2;
  /** How many digits the value has; the product's code has what is left. */
  valueDigits: 4 | 5 | 6;
  /** A GS1 price/weight check digit before the value (defined for 4 or 5 value digits only). */
  valueCheckDigit: boolean;
}

/**
 * The layout most label scales sold in India print for goods sold by weight (CAS "type 7",
 * Essae's weight barcode): any prefix 20–29, a 5-digit code, the weight in 5 digits of grams (up
 * to 99.999 kg), no value check digit. Weight rather than price, for the stock is kept in grams
 * and the price is then the shop's own price per kilogram.
 */
export const DEFAULT_SCALE_LAYOUT: ScaleBarcodeLayout = {
  prefixes: SCALE_PREFIXES,
  measure: 'grams',
  priceDecimals: 2,
  valueDigits: 5,
  valueCheckDigit: false,
};

/** How many digits the product's code has in this layout: 4, 5 or 6. */
export function scaleCodeDigits(layout: ScaleBarcodeLayout): number {
  return 10 - layout.valueDigits - (layout.valueCheckDigit ? 1 : 0);
}

/** What is wrong with a layout, in the owner's words; null when a scale can print it. */
export function scaleLayoutProblem(layout: ScaleBarcodeLayout): string | null {
  if (layout.prefixes.length === 0) return 'Please choose at least one prefix, from 20 to 29.';
  if (layout.valueCheckDigit && layout.valueDigits === 6) {
    return 'A value check digit goes with a value of 4 or 5 digits only.';
  }
  return null;
}

/** The layout as the scale's manual draws it: 'PP CCCCC WWWWW K', 'PP CCCC V RRRRR K'. */
export function scaleLayoutPattern(layout: ScaleBarcodeLayout): string {
  const value = (layout.measure === 'grams' ? 'W' : 'R').repeat(layout.valueDigits);
  const code = 'C'.repeat(scaleCodeDigits(layout));
  return ['PP', code, layout.valueCheckDigit ? 'V' : '', value, 'K'].filter(Boolean).join(' ');
}

/** The prefixes as the owner reads them: '20 to 29', '21', '21 or 22', '21, 23 or 27'. */
export function scalePrefixesText(prefixes: readonly string[]): string {
  const sorted = [...prefixes].sort();
  const first = sorted[0] ?? '';
  const last = sorted.at(-1) ?? '';
  const consecutive = Number(last) - Number(first) === sorted.length - 1;
  if (sorted.length > 2 && consecutive) return `${first} to ${last}`;
  if (sorted.length < 2) return first;
  return `${sorted.slice(0, -1).join(', ')} or ${last}`;
}

/**
 * Prefixes as the owner types them ('20-29', '21', '21, 22'), or what is wrong with them. Every
 * prefix is two digits from 20 to 29, as GS1 keeps those for a shop's own labels.
 */
export function readScalePrefixes(
  text: string,
): { ok: true; prefixes: ScalePrefix[] } | { ok: false; problem: string } {
  const problem = 'Please give prefixes from 20 to 29, like 21, or 21, 22, or 20-29.';
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0) return { ok: false, problem };
  const chosen = new Set<ScalePrefix>();
  for (const part of parts) {
    const range = /^(\d\d)(?:[-–](\d\d))?$/.exec(part);
    const [from, to] = [Number(range?.[1]), Number(range?.[2] ?? range?.[1])];
    if (!range || from < 20 || to > 29 || from > to) return { ok: false, problem };
    for (let prefix = from; prefix <= to; prefix += 1) {
      chosen.add(String(prefix) as ScalePrefix);
    }
  }
  return { ok: true, prefixes: SCALE_PREFIXES.filter((prefix) => chosen.has(prefix)) };
}

/** The EAN-13 check digit of its first 12 digits: weights 1 and 3 from the left, to a ten. */
export function ean13CheckDigit(first12: string): number {
  const sum = [...first12].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return (10 - (sum % 10)) % 10;
}

/**
 * GS1's weighting of a price/weight digit (General Specifications 7.9.3): the digit times the
 * factor, then its tens digit added (+), taken away (-) or dropped, keeping the units digit.
 */
function weighted(digit: number, factor: number, tens: -1 | 0 | 1): number {
  const product = digit * factor;
  return ((((product % 10) + tens * Math.floor(product / 10)) % 10) + 10) % 10;
}

/** The GS1 check digit of a 4- or 5-digit price or weight, as some scales print before it. */
export function valueCheckDigit(value: string): number {
  if (!/^\d{4,5}$/.test(value))
    throw new RangeError(`A value check digit is of 4 or 5 digits, not '${value}'`);
  const digits = [...value].map(Number);
  const at = (index: number) => digits[index] ?? 0;
  if (digits.length === 4) {
    const sum =
      weighted(at(0), 2, -1) +
      weighted(at(1), 2, -1) +
      weighted(at(2), 3, 0) +
      weighted(at(3), 5, -1);
    return (sum * 3) % 10;
  }
  const sum =
    weighted(at(0), 5, 1) +
    weighted(at(1), 2, -1) +
    weighted(at(2), 5, -1) +
    weighted(at(3), 5, 1) +
    weighted(at(4), 2, -1);
  const wanted = (10 - (sum % 10)) % 10;
  // The check digit is the digit whose "5-" weighting is `wanted` (5- gives each of 0-9 once).
  return [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((digit) => weighted(digit, 5, -1) === wanted) ?? 0;
}

/** A product's code as a scale prints it, zero-padded, read back: '00042' and '42' are both '42'. */
export function scaleCode(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}

export type ScaleReading =
  | { ok: true; code: string; grams: number }
  | { ok: true; code: string; paise: Paise }
  | { ok: false; problem: string };

export const SCALE_BARCODE_MESSAGES = {
  notDigits: 'This is not a scale barcode: a scale barcode has 13 digits and nothing else.',
  checkDigit: "The barcode's check digit is wrong: scan it again.",
  weightCheckDigit: "The barcode's weight check digit is wrong: scan it again.",
  priceCheckDigit: "The barcode's price check digit is wrong: scan it again.",
  noWeight: 'The barcode shows no weight: weigh the sweet again.',
  noPrice: 'The barcode shows no price: weigh the sweet again.',
} as const;

/**
 * What a scanned or typed scale barcode says, or why it cannot be read, in the cashier's words.
 * Spaces are set aside (a label prints its digits in groups, and a scanner may add a line end).
 */
export function readScaleBarcode(text: string, layout: ScaleBarcodeLayout): ScaleReading {
  const digits = text.replace(/\s+/g, '');
  if (!/^\d+$/.test(digits)) return { ok: false, problem: SCALE_BARCODE_MESSAGES.notDigits };
  if (digits.length !== 13) {
    return {
      ok: false,
      problem: `This is not a scale barcode: a scale barcode has 13 digits, this one has ${digits.length}.`,
    };
  }
  if (ean13CheckDigit(digits.slice(0, 12)) !== Number(digits[12])) {
    return { ok: false, problem: SCALE_BARCODE_MESSAGES.checkDigit };
  }
  const prefix = digits.slice(0, 2);
  if (!layout.prefixes.some((ours) => ours === prefix)) {
    return {
      ok: false,
      problem: `This is not one of the scale's barcodes: they start with ${scalePrefixesText(layout.prefixes)}.`,
    };
  }
  const codeEnd = 2 + scaleCodeDigits(layout);
  const value = digits.slice(12 - layout.valueDigits, 12);
  const grams = layout.measure === 'grams';
  if (layout.valueCheckDigit && valueCheckDigit(value) !== Number(digits[codeEnd])) {
    const problem = grams ? 'weightCheckDigit' : 'priceCheckDigit';
    return { ok: false, problem: SCALE_BARCODE_MESSAGES[problem] };
  }
  const code = scaleCode(digits.slice(2, codeEnd));
  const amount = Number(value);
  if (amount === 0) {
    return { ok: false, problem: SCALE_BARCODE_MESSAGES[grams ? 'noWeight' : 'noPrice'] };
  }
  if (grams) return { ok: true, code, grams: amount };
  return { ok: true, code, paise: amount * 10 ** (2 - layout.priceDecimals) };
}

/**
 * The barcode a scale of this layout prints for a product's code and a value (grams, or the
 * price in the layout's units): what a test or the owner's check of a new scale compares with.
 */
export function scaleBarcodeFor(
  layout: ScaleBarcodeLayout,
  prefix: ScalePrefix,
  code: string,
  value: number,
): string {
  const codeDigits = scaleCodeDigits(layout);
  const valueText = String(value).padStart(layout.valueDigits, '0');
  if (!/^\d+$/.test(code) || code.length > codeDigits) {
    throw new RangeError(`A code of this layout is up to ${codeDigits} digits, not '${code}'`);
  }
  if (!Number.isSafeInteger(value) || value < 0 || valueText.length > layout.valueDigits) {
    throw new RangeError(
      `A value of this layout is up to ${layout.valueDigits} digits, not ${value}`,
    );
  }
  const check = layout.valueCheckDigit ? String(valueCheckDigit(valueText)) : '';
  const first12 = `${prefix}${code.padStart(codeDigits, '0')}${check}${valueText}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}
