import { expect, test } from 'vitest';
import { AppError } from './app-error.ts';
import { parsePayoutRange } from './payout-range.ts';

const now = new Date('2026-11-30T20:00:00Z'); // already 1 December in India

function refusal(from: string | null, to: string | null) {
  try {
    parsePayoutRange(from, to, now);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, field: error.field };
  }
  return undefined;
}

test("left empty, the range is India's current month up to today", () => {
  expect(parsePayoutRange(null, null, now)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  expect(parsePayoutRange('', '  ', new Date('2026-11-23T06:00:00Z'))).toEqual({
    from: '2026-11-01',
    to: '2026-11-23',
  });
});

test('a From left empty is the first of the To date’s month', () => {
  expect(parsePayoutRange(undefined, '2026-10-15', now)).toEqual({
    from: '2026-10-01',
    to: '2026-10-15',
  });
});

test('the dates asked for are kept, one day or a whole leap year', () => {
  expect(parsePayoutRange('2026-11-05', '2026-11-05', now)).toEqual({
    from: '2026-11-05',
    to: '2026-11-05',
  });
  expect(parsePayoutRange('2028-01-01', '2028-12-31', now)).toEqual({
    from: '2028-01-01',
    to: '2028-12-31',
  });
});

test('a date that is not one is refused, naming its field', () => {
  expect(refusal('2026-11-31', '2026-12-01')).toEqual({ code: 'INVALID_INPUT', field: 'from' });
  expect(refusal('2026-11-01', 'yesterday')).toEqual({ code: 'INVALID_INPUT', field: 'to' });
  expect(() => parsePayoutRange('01/11/2026', null, now)).toThrow(
    'Enter the From date as a real date (YYYY-MM-DD).',
  );
});

test('a range that runs backwards is refused', () => {
  expect(refusal('2026-11-20', '2026-11-19')).toEqual({ code: 'INVALID_INPUT', field: 'from' });
  expect(() => parsePayoutRange('2026-11-20', '2026-11-19', now)).toThrow(
    'The From date must be on or before the To date.',
  );
});

test('more than 366 days is refused', () => {
  expect(refusal('2026-01-01', '2027-01-02')).toEqual({ code: 'INVALID_INPUT', field: 'to' });
  expect(() => parsePayoutRange('2026-01-01', '2027-01-02', now)).toThrow(
    'Choose at most 366 days; export a longer period in parts.',
  );
});
