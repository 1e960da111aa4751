import { describe, expect, test } from 'vitest';
import { kilogramsText } from '#core/kitchen-sheet.ts';
import type { ProductionSheet } from '#server/kitchen/production-sheet.ts';
import { kitchenSheetView } from './kitchen-sheet-view.ts';

const sheet: ProductionSheet = {
  day: '2026-12-10',
  festival: null,
  usualFrom: ['2026-12-03', '2026-11-26', '2026-11-19', '2026-11-12'],
  rows: [
    {
      productId: 'p1',
      name: 'Rasmalai',
      promisedGrams: 2500,
      usualGrams: 1300,
      goodStockGrams: 700,
      batchGrams: 2000,
      toMakeGrams: 4000,
    },
    {
      productId: 'p2',
      name: 'Kaju Katli',
      promisedGrams: 125,
      usualGrams: 0,
      goodStockGrams: 0,
      batchGrams: 0,
      toMakeGrams: 125,
    },
  ],
};

describe('the production sheet as the kitchen reads it', () => {
  test('shows every figure in kilograms with up to 3 decimals, and each sweet’s batch', () => {
    const view = kitchenSheetView(sheet, [], false);
    expect(view.title).toBe('Production sheet for 10 December 2026');
    expect(
      view.rows.map(({ promisedKg, usualKg, goodStockKg, toMakeKg, batch, batchKg }) => [
        promisedKg,
        usualKg,
        goodStockKg,
        toMakeKg,
        batch,
        batchKg,
      ]),
    ).toEqual([
      ['2.5', '1.3', '0.7', '4', '2 kg batches', '2'],
      ['0.125', '0', '0', '0.125', 'Exact grams', ''],
    ]);
    expect(kilogramsText(1_234_567)).toBe('1,234.567');
  });

  test('says where the usual sales come from: the weeks before, or last year’s festival', () => {
    expect(kitchenSheetView(sheet, [], false).usualFrom).toBe(
      'Usual sales are the average of the same weekday of the last 4 weeks (weeks with no sales left out).',
    );
    const diwali = kitchenSheetView(
      { ...sheet, festival: { name: 'Diwali', lastYear: '2025-10-25', usedLastYear: true } },
      [{ day: '2026-11-08', name: 'Diwali' }],
      true,
    );
    expect(diwali.usualFrom).toBe('Diwali: usual sales are last year’s, from 25 October 2025.');
    expect(diwali.festivalDays).toEqual([
      { day: '2026-11-08', name: 'Diwali', date: '8 November 2026' },
    ]);
  });
});
