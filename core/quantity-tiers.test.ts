import { describe, expect, test } from 'vitest';
import { readQuantityTiers } from './quantity-tier-input.ts';
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

  test('reads its rows, skipping the empty one', () => {
    const read = readQuantityTiers(
      {
        'tiers.0.variantId': '',
        'tiers.0.minQuantity': '100',
        'tiers.0.percentOff': '10%',
        'tiers.1.variantId': 'kilo',
        'tiers.1.minQuantity': ' 50 ',
        'tiers.1.percentOff': '8',
        'tiers.2.variantId': '',
        'tiers.2.minQuantity': '',
        'tiers.2.percentOff': '',
      },
      weights,
    );
    expect(read).toEqual({
      ok: true,
      tiers: [
        { variantId: null, minQuantity: 100, percentOff: 10 },
        { variantId: 'kilo', minQuantity: 50, percentOff: 8 },
      ],
    });
  });

  test('says what is wrong beside each field', () => {
    const read = readQuantityTiers(
      {
        'tiers.0.minQuantity': '1',
        'tiers.0.percentOff': '5',
        'tiers.3.minQuantity': '25',
        'tiers.3.percentOff': '60',
        'tiers.4.variantId': 'someone-elses',
        'tiers.4.minQuantity': '25',
        'tiers.4.percentOff': '5',
        'tiers.5.minQuantity': '25',
        'tiers.6.minQuantity': '30',
        'tiers.6.percentOff': '5',
        'tiers.7.minQuantity': '30',
        'tiers.7.percentOff': '7',
      },
      weights,
    );
    expect(read).toEqual({
      ok: false,
      fieldErrors: {
        'tiers.0.minQuantity': 'Please enter the least quantity as a whole number from 2 to 9,999.',
        'tiers.3.percentOff': 'Please enter the percent off as a whole number from 1 to 50.',
        'tiers.4.variantId': 'Please choose one of this product’s weights.',
        'tiers.5.percentOff': 'Please enter the percent off, like 5.',
        'tiers.7.minQuantity': 'This weight already has a tier from this quantity.',
      },
    });
  });
});
