/** The Payouts export's date range: two Indian calendar days, both included. */
import { AppError } from './app-error.ts';
import { indiaDayKey, indiaDayStart, isDayKey } from './india-calendar.ts';

export interface PayoutRange {
  /** 'YYYY-MM-DD', India's calendar. */
  from: string;
  to: string;
}

/** A year, leap day included: a longer report is asked for in parts. */
export const MAX_PAYOUT_RANGE_DAYS = 366;
const DAY_MS = 24 * 60 * 60_000;

/**
 * What the form asked for, or this month so far when a field is left empty (a missing From is
 * the 1st of To's month). Refuses, naming the field, a date that is not one or a range that
 * runs backwards or over a year.
 */
export function parsePayoutRange(
  from: string | null | undefined,
  to: string | null | undefined,
  now: Date,
): PayoutRange {
  const askedTo = to?.trim() || indiaDayKey(now);
  if (!isDayKey(askedTo)) {
    throw new AppError('INVALID_INPUT', 'Enter the To date as a real date (YYYY-MM-DD).', {
      field: 'to',
    });
  }
  const askedFrom = from?.trim() || `${askedTo.slice(0, 8)}01`;
  if (!isDayKey(askedFrom)) {
    throw new AppError('INVALID_INPUT', 'Enter the From date as a real date (YYYY-MM-DD).', {
      field: 'from',
    });
  }
  // Day keys of one fixed width compare as text in calendar order.
  if (askedFrom > askedTo) {
    throw new AppError('INVALID_INPUT', 'The From date must be on or before the To date.', {
      field: 'from',
    });
  }
  const days =
    Math.round((indiaDayStart(askedTo).getTime() - indiaDayStart(askedFrom).getTime()) / DAY_MS) +
    1;
  if (days > MAX_PAYOUT_RANGE_DAYS) {
    throw new AppError(
      'INVALID_INPUT',
      `Choose at most ${MAX_PAYOUT_RANGE_DAYS} days; export a longer period in parts.`,
      { field: 'to' },
    );
  }
  return { from: askedFrom, to: askedTo };
}
