import { describe, expect, test } from 'vitest';
import { tierRows, tiersSummary, type BusinessPricesProduct } from './business-prices-view.ts';

const kajuKatli: BusinessPricesProduct = {
  id: 'p-1',
  name: 'Kaju Katli',
  tiers: [
    { variantId: null, minQuantity: 25, percentOff: 5 },
    { variantId: 'kilo', minQuantity: 50, percentOff: 8 },
  ],
  weights: [
    { id: 'half', label: '500g' },
    { id: 'kilo', label: '1kg' },
  ],
};

describe('the Business prices page', () => {
  test("a product's tiers read in words, each with its weight", () => {
    expect(tiersSummary(kajuKatli)).toBe('Every weight 25+: 5% off · 1kg 50+: 8% off');
    expect(tiersSummary({ ...kajuKatli, tiers: [] })).toBe('No business prices');
  });

  test('the form shows the saved tiers and two blank rows for new ones', () => {
    const rows = tierRows(kajuKatli, undefined);
    expect(rows.count).toBe(4);
    expect([0, 1, 2].map((row) => rows.value(row, 'variantId'))).toEqual(['', 'kilo', '']);
    expect(rows.value(1, 'minQuantity')).toBe('50');
    expect(rows.value(3, 'percentOff')).toBe('');
  });

  test('a form sent back shows what was typed, as many rows as were sent', () => {
    const typed = { 'tiers.0.minQuantity': '25', 'tiers.4.percentOff': '75', productId: 'p-1' };
    const rows = tierRows(kajuKatli, typed);
    expect(rows.count).toBe(5);
    expect(rows.value(4, 'percentOff')).toBe('75');
    expect(rows.value(1, 'minQuantity')).toBe('');
  });
});
