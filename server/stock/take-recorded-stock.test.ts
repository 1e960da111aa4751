import { describe, expect, test } from 'vitest';
import type { LockedStock } from '#server/catalog/sweet-stock.ts';
import type { StockMove } from './sale-line.ts';
import { capToStock } from './take-recorded-stock.ts';

const locked: LockedStock = {
  variants: new Map([
    [
      'katli-250',
      { productId: 'katli', grams: 250, stockQuantity: 4, pricePaise: 15_000, onSale: true },
    ],
    [
      'hamper',
      {
        productId: 'hamper-product',
        grams: null,
        stockQuantity: 2,
        pricePaise: 90_000,
        onSale: true,
      },
    ],
  ]),
  grams: new Map([['katli', 1000]]),
};

const move = (overrides: Partial<StockMove>): StockMove => ({
  productId: 'katli',
  variantId: 'katli-250',
  grams: 350,
  quantity: 1,
  stockQuantity: 0,
  name: 'Kaju Katli',
  inBox: true,
  ...overrides,
});

describe('stock taken for a sale that has happened', () => {
  test('takes every gram and unit sold while the books hold them, in one line a sweet', () => {
    const { lines, shortfalls } = capToStock(
      [
        move({}),
        move({ grams: 250, quantity: 2, inBox: false }),
        move({ productId: 'hamper-product', variantId: 'hamper', grams: null, quantity: 2 }),
      ],
      locked,
    );
    expect(lines).toEqual([
      { productId: 'katli', variantId: 'katli-250', grams: 850, quantity: 1 },
      { productId: 'hamper-product', variantId: 'hamper', grams: null, quantity: 2 },
    ]);
    expect(shortfalls).toEqual([]);
  });

  test('takes no more than the books hold, and names the rest as a shortfall', () => {
    const { lines, shortfalls } = capToStock(
      [
        move({ grams: 1200 }),
        move({ productId: 'hamper-product', variantId: 'hamper', grams: null, quantity: 5 }),
      ],
      locked,
    );
    expect(lines).toEqual([
      { productId: 'katli', variantId: 'katli-250', grams: 1000, quantity: 1 },
      { productId: 'hamper-product', variantId: 'hamper', grams: null, quantity: 2 },
    ]);
    expect(shortfalls).toEqual([
      { productId: 'katli', variantId: null, grams: 200, units: null },
      { productId: 'hamper-product', variantId: 'hamper', grams: null, units: 3 },
    ]);
  });

  test('a sweet the books hold none of is all shortfall, and takes nothing', () => {
    const { lines, shortfalls } = capToStock([move({ productId: 'peda', variantId: '' })], locked);
    expect(lines).toEqual([]);
    expect(shortfalls).toEqual([{ productId: 'peda', variantId: null, grams: 350, units: null }]);
  });
});
