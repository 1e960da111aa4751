import { describe, expect, test } from 'vitest';
import {
  indiaDateTime,
  indiaDayEnd,
  indiaDayKey,
  indiaDayStart,
  indiaMonthBounds,
  isDayKey,
  lastDays,
} from './india-calendar.ts';

describe("India's calendar", () => {
  test('the month is counted from midnight in India, as UTC instants', () => {
    expect(indiaMonthBounds(new Date('2026-11-23T12:00:00+05:30'))).toEqual({
      thisMonthStart: new Date('2026-10-31T18:30:00Z'),
      nextMonthStart: new Date('2026-11-30T18:30:00Z'),
      lastMonthStart: new Date('2026-09-30T18:30:00Z'),
      monthLabel: 'November 2026',
    });
  });

  test('ten minutes into a new year in India, last month is December of the year before', () => {
    const bounds = indiaMonthBounds(new Date('2027-01-01T00:10:00+05:30'));
    expect(bounds.monthLabel).toBe('January 2027');
    expect(bounds.thisMonthStart).toEqual(new Date('2027-01-01T00:00:00+05:30'));
    expect(bounds.lastMonthStart).toEqual(new Date('2026-12-01T00:00:00+05:30'));
    expect(bounds.nextMonthStart).toEqual(new Date('2027-02-01T00:00:00+05:30'));
  });

  test('19:00 UTC on 30 November is already 1 December in India', () => {
    const evening = new Date('2026-11-30T19:00:00Z');
    expect(indiaDayKey(evening)).toBe('2026-12-01');
    expect(indiaMonthBounds(evening).monthLabel).toBe('December 2026');
    expect(indiaDayKey(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11-30');
  });

  test('a date and time to the minute, as India reads its clocks', () => {
    expect(indiaDateTime(new Date('2026-11-30T19:05:40Z'))).toBe('2026-12-01 00:35');
  });

  test('a day runs from India midnight to the next', () => {
    expect(indiaDayStart('2026-12-01')).toEqual(new Date('2026-11-30T18:30:00Z'));
    expect(indiaDayEnd('2026-12-31')).toEqual(new Date('2026-12-31T18:30:00Z'));
    expect(() => indiaDayStart('2026-02-30')).toThrow(RangeError);
  });

  test('only real calendar dates written YYYY-MM-DD are day keys', () => {
    expect(isDayKey('2028-02-29')).toBe(true);
    expect(isDayKey('2027-02-29')).toBe(false);
    expect(isDayKey('2026-11-31')).toBe(false);
    expect(isDayKey('2026-13-01')).toBe(false);
    expect(isDayKey('2026-1-05')).toBe(false);
    expect(isDayKey('05/01/2026')).toBe(false);
  });

  test('the last days run oldest first to today, across a month boundary', () => {
    expect(lastDays(new Date('2026-12-02T09:00:00+05:30'), 4)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    const thirty = lastDays(new Date('2027-01-01T00:10:00+05:30'), 30);
    expect(thirty).toHaveLength(30);
    expect(thirty[0]).toBe('2026-12-03');
    expect(thirty.at(-1)).toBe('2027-01-01');
  });
});
