import { describe, expect, test } from 'vitest';
import { periodDays, readActivityQuery, readOrderQuery } from './list-queries.ts';

const params = (query: string) => new URLSearchParams(query);

describe('the Activity History filters', () => {
  test('read the search, type and date window from the URL', () => {
    expect(readActivityQuery(params('q=+Kaju+&type=payment&period=month'))).toEqual({
      search: 'Kaju',
      type: 'payment',
      period: 'month',
    });
  });

  test('an unknown type or date window means all of them', () => {
    expect(readActivityQuery(params('type=refund&period=decade'))).toEqual({
      search: '',
      type: '',
      period: '',
    });
  });

  test('a week is 7 days, a month 30, a year 365, and All Time has no limit', () => {
    expect(periodDays('week')).toBe(7);
    expect(periodDays('month')).toBe(30);
    expect(periodDays('year')).toBe(365);
    expect(periodDays('')).toBeUndefined();
  });
});

describe('the dashboard orders filters', () => {
  test('read the search and status from the URL', () => {
    expect(readOrderQuery(params('q=HW-000042&status=shipped&delivery=2026-11-26'))).toEqual({
      search: 'HW-000042',
      status: 'shipped',
      deliveryDate: '2026-11-26',
    });
  });

  test('an unknown status, or a delivery date that is no date, means all of them', () => {
    expect(readOrderQuery(params('status=lost&delivery=2026-11-31'))).toEqual({
      search: '',
      status: '',
      deliveryDate: '',
    });
  });
});
