import { describe, expect, test } from 'vitest';
import { businessDaysAfter, deliveredBy, promiseText } from './delivery-dates.ts';
import { addDays, weekdayOf } from './india-calendar.ts';

describe('calendar days', () => {
  test('roll over month and year ends, and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  test('know their day of the week', () => {
    expect(weekdayOf('2026-11-24')).toBe(2); // Tuesday
    expect(weekdayOf('2026-11-29')).toBe(0); // Sunday
  });
});

describe('businessDaysAfter', () => {
  test('counts Monday to Saturday, skipping Sundays', () => {
    expect(businessDaysAfter('2026-11-24', 3)).toBe('2026-11-27'); // Tue → Fri
    expect(businessDaysAfter('2026-11-27', 2)).toBe('2026-11-30'); // Fri → Sat, Mon
    expect(businessDaysAfter('2026-11-29', 1)).toBe('2026-11-30'); // Sun → Mon
    expect(businessDaysAfter('2026-12-30', 3)).toBe('2027-01-02'); // across the year's end
    expect(businessDaysAfter('2026-11-24', 0)).toBe('2026-11-24');
  });
});

describe('deliveredBy', () => {
  const business = { kind: 'business-days', fewestDays: 2, mostDays: 3 } as const;

  test('counts from the day in India, not in UTC', () => {
    // 31 October 2026 11:45 pm in India is still the 31st; 12:15 am is 1 November, a Sunday.
    const lastMinutes = new Date('2026-10-31T18:15:00Z');
    const pastMidnight = new Date('2026-10-31T18:45:00Z');
    expect(deliveredBy({ kind: 'same-day', fewestDays: 0, mostDays: 0 }, lastMinutes)).toBe(
      '2026-10-31',
    );
    expect(deliveredBy({ kind: 'same-day', fewestDays: 0, mostDays: 0 }, pastMidnight)).toBe(
      '2026-11-01',
    );
    expect(deliveredBy({ kind: 'next-day', fewestDays: 0, mostDays: 0 }, lastMinutes)).toBe(
      '2026-11-01',
    );
    expect(deliveredBy(business, lastMinutes)).toBe('2026-11-04'); // Sat → Mon, Tue, Wed
    expect(deliveredBy(business, pastMidnight)).toBe('2026-11-04'); // Sun → Mon, Tue, Wed
  });
});

describe('promiseText', () => {
  test('says the promise as the admin lists it', () => {
    expect(promiseText({ kind: 'same-day', fewestDays: 0, mostDays: 0 })).toBe('Same day');
    expect(promiseText({ kind: 'next-day', fewestDays: 0, mostDays: 0 })).toBe('Next day');
    expect(promiseText({ kind: 'business-days', fewestDays: 2, mostDays: 3 })).toBe(
      '2-3 business days',
    );
    expect(promiseText({ kind: 'business-days', fewestDays: 1, mostDays: 1 })).toBe(
      '1 business day',
    );
  });
});
