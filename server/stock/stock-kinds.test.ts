import { expect, test } from 'vitest';
import { boxKind } from './kinds/box.ts';
import { countedKind } from './kinds/counted.ts';
import { weighedKind } from './kinds/weighed.ts';
import { weightKind } from './kinds/weight.ts';
import { kindOf, movesOf, type StockItem } from './stock-kinds.ts';

const item = (overrides: Partial<StockItem>): StockItem => ({
  productId: 'katli',
  variantId: 'katli-500g',
  name: 'Kaju Katli',
  grams: 500,
  quantity: 1,
  stockQuantity: 4,
  box: null,
  ...overrides,
});

const halfKilo = item({});
const hamper = item({ productId: 'hamper', variantId: 'hamper-1', name: 'Hamper', grams: null });
const box = item({
  productId: 'box',
  variantId: 'box-1',
  name: 'Assorted Mithai',
  grams: null,
  quantity: 2,
  box: {
    contents: [
      { productId: 'peda', grams: 750, name: 'Peda' },
      { productId: 'katli', grams: 250, name: 'Kaju Katli' },
    ],
  },
});
const weightOf = (productId: string) => `${productId}-250g`;

test('a weight, a counted item and an assorted box are each their own kind', () => {
  expect([kindOf(halfKilo), kindOf(hamper), kindOf(box)]).toEqual([
    weightKind,
    countedKind,
    boxKind,
  ]);
});

test('every line moves its own stock first, then the grams its boxes hold, as the lines list them', () => {
  const moves = movesOf([box, halfKilo, hamper], weightOf);
  expect(moves.map((move) => [move.variantId, move.grams, move.quantity, move.inBox])).toEqual([
    ['box-1', null, 2, false],
    ['katli-500g', 500, 1, false],
    ['hamper-1', null, 1, false],
    ['peda-250g', 750, 2, true],
    ['katli-250g', 250, 2, true],
  ]);
});

test('a sweet in a box with no weight to take its grams by moves nothing of it', () => {
  const moves = movesOf([box], (productId) => (productId === 'peda' ? 'peda-1kg' : undefined));
  expect(moves.map((move) => move.variantId)).toEqual(['box-1', 'peda-1kg']);
});

test('grams weighed at the counter are their own kind: those grams of the sweet, by one of its weights', () => {
  const weighed = item({ variantId: '', grams: null, looseGrams: 350 });
  expect(kindOf(weighed)).toBe(weighedKind);
  expect(movesOf([weighed], weightOf)).toMatchObject([
    { productId: 'katli', variantId: 'katli-250g', grams: 350, quantity: 1, inBox: true },
  ]);
});
