import { describe, expect, test } from 'vitest';
import { adminWasteView } from './admin-waste-view.ts';

const report = {
  weeks: ['2026-11-16', '2026-11-23'],
  sweets: [
    {
      productId: 'r',
      name: 'Rasmalai',
      weeks: [
        { weekStart: '2026-11-16', gramsMade: 0, gramsWrittenOff: 0 },
        { weekStart: '2026-11-23', gramsMade: 4000, gramsWrittenOff: 500 },
      ],
      total: { gramsMade: 4000, gramsWrittenOff: 500 },
    },
  ],
};

describe("the dashboard's waste", () => {
  test("each week is headed by its Monday in India's calendar", () => {
    expect(adminWasteView(report).weeks).toEqual(['Week of 16 Nov', 'Week of 23 Nov']);
  });

  test('a cell says the share and the grams it is of; a week that made nothing says so', () => {
    const [rasmalai] = adminWasteView(report).sweets;
    expect(rasmalai?.weeks).toEqual([
      { share: 'None made', grams: null },
      { share: '12.5%', grams: '500 g of 4 kg' },
    ]);
    expect(rasmalai?.total).toEqual({ share: '12.5%', grams: '500 g of 4 kg' });
  });

  test('the chart has a line per sweet, with a gap where nothing was made', () => {
    expect(adminWasteView(report).chart).toEqual({
      lines: [{ productId: 'r', name: 'Rasmalai' }],
      weeks: [
        { label: '16 Nov', shares: { r: null } },
        { label: '23 Nov', shares: { r: 12.5 } },
      ],
    });
  });

  test('no sweets made in the weeks leaves nothing to chart', () => {
    const view = adminWasteView({ weeks: report.weeks, sweets: [] });
    expect(view.sweets).toEqual([]);
    expect(view.chart.lines).toEqual([]);
  });
});
