import { describe, expect, test } from 'vitest';
import {
  businessPricesSchema,
  readQuantityTiers,
  weightsNotOfProduct,
} from './quantity-tier-input.ts';
import { parseFields } from './validation.ts';
import {
  atBusinessPrice,
  tierFor,
  tierText,
  tierUnitPrice,
  tiersOfWeight,
  type QuantityTier,
} from './quantity-tiers.ts';

const tiers: QuantityTier[] = [
  { variantId: null, minQuantity: 25, percentOff: 5 },
  { variantId: null, minQuantity: 100, percentOff: 10 },
  { variantId: 'kilo', minQuantity: 50, percentOff: 8 },
];

describe('the tier an order line reaches', () => {
  test.each([
    ['half-kilo', 24, null],
    ['half-kilo', 25, 5],
    ['half-kilo', 99, 5],
    ['half-kilo', 100, 10],
    ['kilo', 49, 5],
    ['kilo', 50, 8],
    ['kilo', 100, 10],
  ])('%s × %i: %s% off', (variantId, quantity, percentOff) => {
    expect(tierFor(tiers, variantId, quantity)?.percentOff ?? null).toBe(percentOff);
  });

  test('a product without tiers keeps its price', () => {
    expect(tierFor([], 'kilo', 500)).toBeNull();
    expect(tierUnitPrice(45_000, null)).toBe(45_000);
  });
});

test('the business price is the list price less the percentage, to the nearest paisa', () => {
  expect(tierUnitPrice(45_000, { percentOff: 5 })).toBe(42_750);
  expect(tierUnitPrice(33_333, { percentOff: 5 })).toBe(31_666);
  expect(tierUnitPrice(99, { percentOff: 10 })).toBe(89);
});

test('a cart line keeps its list price beside the business price', () => {
  const line = { variantId: 'half-kilo', quantity: 30, unitPricePaise: 45_000, name: 'Kaju Katli' };
  expect(atBusinessPrice(line, tiers)).toEqual({
    ...line,
    listPricePaise: 45_000,
    unitPricePaise: 42_750,
    tierPercentOff: 5,
  });
  expect(atBusinessPrice({ ...line, quantity: 2 }, tiers)).toMatchObject({
    unitPricePaise: 45_000,
    tierPercentOff: null,
  });
});

test('a weight’s tiers are listed by quantity, in words', () => {
  expect(tiersOfWeight(tiers, 'kilo').map(tierText)).toEqual([
    '25+: 5% off',
    '50+: 8% off',
    '100+: 10% off',
  ]);
  expect(tiersOfWeight(tiers, 'half-kilo').map(tierText)).toEqual(['25+: 5% off', '100+: 10% off']);
});

describe('the Business prices form', () => {
  const weights = ['half-kilo', 'kilo'];

  test("a row naming a weight not of the product's is refused beside its weight", () => {
    const tiers = [
      { variantId: 'kilo', minQuantity: 25, percentOff: 5, row: 0 },
      { variantId: 'someone-elses', minQuantity: 25, percentOff: 5, row: 4 },
      { variantId: null, minQuantity: 50, percentOff: 8, row: 5 },
    ];
    expect(weightsNotOfProduct(tiers, weights)).toEqual({
      'tiers.4.variantId': 'Please choose one of this product’s weights.',
    });
  });

  test('the schema answers a wrong row beside its field, and too many tiers for the form', () => {
    const productId = '5b0c6f1e-8d1a-4c3e-9f10-2a4b6c8d0e1f';
    expect(
      parseFields(businessPricesSchema, {
        productId,
        'tiers.0.minQuantity': '25',
        'tiers.0.percentOff': '75',
      }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        'tiers.0.percentOff': 'Please enter the percent off as a whole number from 1 to 50.',
      },
    });
    const eleven = Object.fromEntries(
      Array.from({ length: 11 }, (_, row) => [
        [`tiers.${row}.minQuantity`, String(row + 2)],
        [`tiers.${row}.percentOff`, '5'],
      ]).flat(),
    );
    expect(parseFields(businessPricesSchema, { productId, ...eleven })).toEqual({
      ok: false,
      fieldErrors: { form: 'A product can have at most 10 tiers.' },
    });
    expect(parseFields(businessPricesSchema, { productId })).toEqual({
      ok: true,
      value: { productId, tiers: [] },
    });
  });

  test('reads its rows, skipping the empty one', () => {
    const read = readQuantityTiers({
      'tiers.0.variantId': '',
      'tiers.0.minQuantity': '100',
      'tiers.0.percentOff': '10%',
      'tiers.1.variantId': 'kilo',
      'tiers.1.minQuantity': ' 50 ',
      'tiers.1.percentOff': '8',
      'tiers.2.variantId': '',
      'tiers.2.minQuantity': '',
      'tiers.2.percentOff': '',
    });
    expect(read).toEqual({
      ok: true,
      tiers: [
        { variantId: null, minQuantity: 100, percentOff: 10, row: 0 },
        { variantId: 'kilo', minQuantity: 50, percentOff: 8, row: 1 },
      ],
    });
  });

  test('says what is wrong beside each field', () => {
    const read = readQuantityTiers({
      'tiers.0.minQuantity': '1',
      'tiers.0.percentOff': '5',
      'tiers.3.minQuantity': '25',
      'tiers.3.percentOff': '60',
      'tiers.5.minQuantity': '25',
      'tiers.6.minQuantity': '30',
      'tiers.6.percentOff': '5',
      'tiers.7.minQuantity': '30',
      'tiers.7.percentOff': '7',
    });
    expect(read).toEqual({
      ok: false,
      fieldErrors: {
        'tiers.0.minQuantity': 'Please enter the least quantity as a whole number from 2 to 9,999.',
        'tiers.3.percentOff': 'Please enter the percent off as a whole number from 1 to 50.',
        'tiers.5.percentOff': 'Please enter the percent off, like 5.',
        'tiers.7.minQuantity': 'This weight already has a tier from this quantity.',
      },
    });
  });
});
