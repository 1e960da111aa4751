import { describe, expect, test } from 'vitest';
import { builderSweets, chosenBox, gramSteps } from './box-view.ts';

const box = { sizeGrams: 500, mostKinds: 3, stepGrams: 100, chargePaise: 5_000 };
const sweets = [
  { productId: 'kaju', name: 'Kaju Katli', pricePerKgPaise: 120_000 },
  { productId: 'barfi', name: 'Barfi', pricePerKgPaise: 80_000 },
];

describe('the box builder', () => {
  test('offers each sweet up to what the shop has, in whole steps, never more than the box', () => {
    const offered = builderSweets(box, [
      { productId: 'kaju', imageUrl: '/images/kaju.webp', stockGrams: 250 },
      { productId: 'barfi', imageUrl: '/images/barfi.webp', stockGrams: 9_000 },
    ]);
    expect(offered.map((sweet) => [sweet.productId, sweet.mostGrams])).toEqual([
      ['kaju', 200],
      ['barfi', 500],
    ]);
    expect(offered[0]).not.toHaveProperty('stockGrams');
  });

  test('lets a sweet be chosen one step at a time up to the whole box', () => {
    expect(gramSteps(box)).toEqual([100, 200, 300, 400, 500]);
  });

  test('adds up the grams chosen and prices the box with its charge once it may be ordered', () => {
    const chosen = chosenBox(box, sweets, { kaju: 300, barfi: 200 });
    expect(chosen.filled).toBe(500);
    expect(chosen.problem).toBeNull();
    expect(chosen.pricePaise).toBe(36_000 + 16_000 + 5_000);
  });

  test('says what is wrong with a box of one sweet, and nothing before any is chosen', () => {
    expect(chosenBox(box, sweets, { kaju: 500 }).problem).toBe(
      'Please choose at least 2 sweets for an assorted box.',
    );
    expect(chosenBox(box, sweets, { kaju: 0 }).problem).toBeNull();
  });
});
