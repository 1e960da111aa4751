import { describe, expect, test } from 'vitest';
import {
  lastWeeks,
  wasteByWeek,
  wasteSharePercent,
  wasteShareText,
  weekStartOf,
  type WasteDay,
} from './kitchen-waste.ts';

describe("the kitchen's weeks", () => {
  test('begin on Monday: a Sunday belongs to the week of the Monday before it', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-28')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    // Across a month and a year.
    expect(weekStartOf('2026-12-02')).toBe('2026-11-30');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
  });

  test('the last 8 weeks end with the current India week, whatever the UTC date says', () => {
    // 00:10 on Monday 30 Nov in Delhi is still Sunday 29 Nov in UTC.
    const weeks = lastWeeks(new Date('2026-11-29T18:40:00Z'));
    expect(weeks).toEqual([
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    // 11:50 pm on Sunday 29 Nov in Delhi: still the week of 23 Nov.
    expect(lastWeeks(new Date('2026-11-29T18:20:00Z'), 2)).toEqual(['2026-11-16', '2026-11-23']);
  });
});

describe('waste as a share of what was made', () => {
  test('is the grams written off over the grams made, as a percentage to one decimal', () => {
    expect(wasteShareText({ gramsMade: 4000, gramsWrittenOff: 500 })).toBe('12.5%');
    expect(wasteShareText({ gramsMade: 3000, gramsWrittenOff: 1000 })).toBe('33.3%');
    expect(wasteShareText({ gramsMade: 3000, gramsWrittenOff: 2000 })).toBe('66.7%');
    expect(wasteShareText({ gramsMade: 2000, gramsWrittenOff: 0 })).toBe('0.0%');
    expect(wasteShareText({ gramsMade: 2000, gramsWrittenOff: 2000 })).toBe('100.0%');
  });

  test('rounds a half up, and a sliver of waste shows as 0.0%', () => {
    // 1 of 16 is 6.25%.
    expect(wasteSharePercent({ gramsMade: 16, gramsWrittenOff: 1 })).toBe(6.3);
    expect(wasteShareText({ gramsMade: 5000, gramsWrittenOff: 1 })).toBe('0.0%');
  });

  test('a week that made nothing has no share', () => {
    expect(wasteSharePercent({ gramsMade: 0, gramsWrittenOff: 0 })).toBeNull();
    expect(wasteShareText({ gramsMade: 0, gramsWrittenOff: 0 })).toBe('None made');
  });
});

describe("each sweet's waste by week", () => {
  const weeks = ['2026-11-16', '2026-11-23'];
  const day = (productId: string, name: string, dayKey: string, made: number, off: number) =>
    ({ productId, name, day: dayKey, gramsMade: made, gramsWrittenOff: off }) satisfies WasteDay;

  test("gathers a sweet's days into their weeks and totals them, sweets by name", () => {
    const sweets = wasteByWeek(
      [
        day('r', 'Rasmalai', '2026-11-23', 4000, 300),
        day('r', 'Rasmalai', '2026-11-29', 1000, 200),
        day('r', 'Rasmalai', '2026-11-22', 2500, 250),
        day('k', 'Kalakand', '2026-11-18', 2000, 0),
      ],
      weeks,
    );
    expect(sweets).toEqual([
      {
        productId: 'k',
        name: 'Kalakand',
        weeks: [
          { weekStart: '2026-11-16', gramsMade: 2000, gramsWrittenOff: 0 },
          { weekStart: '2026-11-23', gramsMade: 0, gramsWrittenOff: 0 },
        ],
        total: { gramsMade: 2000, gramsWrittenOff: 0 },
      },
      {
        productId: 'r',
        name: 'Rasmalai',
        weeks: [
          { weekStart: '2026-11-16', gramsMade: 2500, gramsWrittenOff: 250 },
          { weekStart: '2026-11-23', gramsMade: 5000, gramsWrittenOff: 500 },
        ],
        total: { gramsMade: 7500, gramsWrittenOff: 750 },
      },
    ]);
  });

  test('leaves out days before the first week, and a sweet that made nothing in the weeks', () => {
    const sweets = wasteByWeek(
      [
        day('r', 'Rasmalai', '2026-11-15', 3000, 3000),
        day('r', 'Rasmalai', '2026-11-16', 1000, 100),
        day('p', 'Peda', '2026-11-01', 1000, 1000),
      ],
      weeks,
    );
    expect(sweets.map((sweet) => [sweet.name, sweet.total])).toEqual([
      ['Rasmalai', { gramsMade: 1000, gramsWrittenOff: 100 }],
    ]);
  });
});
