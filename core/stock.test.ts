import { expect, test } from 'vitest';
import {
  BELOW_LOW_STOCK_TEXT,
  capAtStock,
  fellBelowLowStock,
  foldCartLines,
  LOW_STOCK_THRESHOLD,
} from './stock.ts';

test('a cart keeps what was wanted while the stock allows it', () => {
  expect(capAtStock(3, 40)).toBe(3);
  expect(capAtStock(5, 5)).toBe(5);
});

test('more than the stock is cut down to the stock', () => {
  expect(capAtStock(7, 5)).toBe(5);
  expect(capAtStock(4 + 3, 5)).toBe(5);
});

test("a browser's cart folds into the customer's: added, capped at stock, sold-out left out", () => {
  const own = new Map([
    ['kaju', 2],
    ['samosa', 1],
  ]);
  expect(
    foldCartLines(own, [
      { variantId: 'kaju', quantity: 3, stockQuantity: 4 },
      { variantId: 'ladoo', quantity: 2, stockQuantity: 10 },
      { variantId: 'rasgulla', quantity: 1, stockQuantity: 0 },
    ]),
  ).toEqual([
    { variantId: 'kaju', quantity: 4 },
    { variantId: 'ladoo', quantity: 2 },
  ]);
});

test('the shop hears of low stock once: when an order takes a variant below 10 units', () => {
  expect(fellBelowLowStock(9, 1)).toBe(true);
  expect(fellBelowLowStock(0, 12)).toBe(true);
  expect(fellBelowLowStock(10, 2)).toBe(false);
  expect(fellBelowLowStock(8, 1)).toBe(false);
});

test('the shop warns of a variant below 10 units, and its texts say that same number', () => {
  expect(LOW_STOCK_THRESHOLD).toBe(10);
  expect(BELOW_LOW_STOCK_TEXT).toBe('below 10 units');
  expect(fellBelowLowStock(9, 1)).toBe(true);
  expect(fellBelowLowStock(10, 1)).toBe(false);
});
