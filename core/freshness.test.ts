import { describe, expect, test } from 'vitest';
import { bestBeforeDay, bestBeforeText, shelfLifeLine, shelfLifeText } from './freshness.ts';

describe('shelf life', () => {
  test('reads as the spec writes it: days, or whole months', () => {
    expect(shelfLifeText(15)).toBe('15 days');
    expect(shelfLifeText(1)).toBe('1 day');
    expect(shelfLifeText(30)).toBe('1 month');
    expect(shelfLifeText(180)).toBe('6 months');
    expect(shelfLifeText(45)).toBe('45 days');
    expect(shelfLifeLine({ shelfLifeDays: 5, storageNote: 'Keep refrigerated' })).toBe(
      '5 days (keep refrigerated)',
    );
    expect(shelfLifeLine({ shelfLifeDays: 0, storageNote: '' })).toBeNull();
  });
});

describe('best before', () => {
  test('is the delivery day plus the shelf life, across month and year ends', () => {
    expect(bestBeforeDay('2026-11-26', 15)).toBe('2026-12-11');
    expect(bestBeforeDay('2026-12-30', 4)).toBe('2027-01-03');
    expect(bestBeforeDay('2028-02-27', 2)).toBe('2028-02-29');
    expect(bestBeforeDay('2026-11-26', 0)).toBeNull();
    expect(bestBeforeText('2026-12-11')).toBe('Best before Fri, 11 Dec');
  });
});
