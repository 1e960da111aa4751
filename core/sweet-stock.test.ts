import { describe, expect, test } from 'vitest';
import {
  gramsOfWeight,
  gramsOfWeightStock,
  gramsTaken,
  gramsText,
  unitsOfGrams,
} from './sweet-stock.ts';

describe('gramsOfWeight', () => {
  test('reads a weight as the shop and its owner write it', () => {
    expect(gramsOfWeight('250g')).toBe(250);
    expect(gramsOfWeight('500 G')).toBe(500);
    expect(gramsOfWeight('1kg')).toBe(1000);
    expect(gramsOfWeight(' 1.5 Kg ')).toBe(1500);
    expect(gramsOfWeight('2 kilos')).toBe(2000);
    expect(gramsOfWeight('750 grams')).toBe(750);
  });

  test('a box, a count or nonsense is no weight', () => {
    expect(gramsOfWeight('box')).toBeNull();
    expect(gramsOfWeight('12 pieces')).toBeNull();
    expect(gramsOfWeight('0g')).toBeNull();
    expect(gramsOfWeight('0.5g')).toBeNull();
    expect(gramsOfWeight('kg')).toBeNull();
  });
});

test('unitsOfGrams: how many of a weight the grams make', () => {
  expect(unitsOfGrams(1750, 250)).toBe(7);
  expect(unitsOfGrams(1750, 500)).toBe(3);
  expect(unitsOfGrams(1750, 1000)).toBe(1);
  expect(unitsOfGrams(0, 250)).toBe(0);
});

test('per-weight stock becomes the grams it holds, boxes left out', () => {
  expect(
    gramsOfWeightStock([
      { weight: '250g', stockQuantity: 50 },
      { weight: '500g', stockQuantity: 50 },
      { weight: '1kg', stockQuantity: 50 },
    ]),
  ).toBe(87_500);
  expect(gramsOfWeightStock([{ weight: 'box', stockQuantity: 20 }])).toBe(0);
});

test('gramsTaken adds up each sweet’s lines; a box takes no grams', () => {
  const taken = gramsTaken([
    { productId: 'kaju', variantId: 'k250', grams: 250, quantity: 4 },
    { productId: 'kaju', variantId: 'k1000', grams: 1000, quantity: 1 },
    { productId: 'ladoo', variantId: 'l500', grams: 500, quantity: 3 },
    { productId: 'hamper', variantId: 'h', grams: null, quantity: 2 },
  ]);
  expect(taken).toEqual(
    new Map([
      ['kaju', 2000],
      ['ladoo', 1500],
    ]),
  );
});

test('gramsText says grams as the shop does', () => {
  expect(gramsText(750)).toBe('750 g');
  expect(gramsText(1500)).toBe('1.5 kg');
  expect(gramsText(87_500)).toBe('87.5 kg');
  expect(gramsText(12_000)).toBe('12 kg');
});
