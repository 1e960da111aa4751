import { expect, test } from 'vitest';
import { boxContentsText, inBoxOrder } from './box-contents.ts';

// As an order keeps them: in the order of the sweets' ids, which says nothing to a customer.
const kept = [
  { productId: '0a1', name: 'Soan Papdi', grams: 250 },
  { productId: '3c7', name: 'kaju Katli', grams: 500 },
  { productId: '9f2', name: 'Besan Ladoo', grams: 250 },
];

test("a box's sweets are in one order wherever they are listed: by name", () => {
  expect(inBoxOrder(kept).map((share) => share.name)).toEqual([
    'Besan Ladoo',
    'kaju Katli',
    'Soan Papdi',
  ]);
  expect(boxContentsText(inBoxOrder(kept), ' + ')).toBe(
    'Besan Ladoo 250 g + kaju Katli 500 g + Soan Papdi 250 g',
  );
  // The contents as kept are left as they are.
  expect(kept.map((share) => share.productId)).toEqual(['0a1', '3c7', '9f2']);
});
