/**
 * The shop's calendar: months and days are India's (Asia/Kolkata), whatever zone the server or
 * database runs in. The admin's figures are counted by it.
 */

/** India keeps UTC+05:30 all year (no daylight saving), so a fixed offset is exact. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const monthLabelFormat = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** The wall clock in India, as a Date whose UTC fields read India's date and time. */
function indiaWallClock(date: Date): Date {
  return new Date(date.getTime() + INDIA_OFFSET_MS);
}

/** The instant India's clocks show midnight on that calendar day (month may over- or underflow). */
function indiaMidnight(year: number, monthIndex: number, day: number): Date {
  return new Date(Date.UTC(year, monthIndex, day) - INDIA_OFFSET_MS);
}

export interface IndiaMonthBounds {
  thisMonthStart: Date;
  nextMonthStart: Date;
  lastMonthStart: Date;
  /** 'November 2026' */
  monthLabel: string;
}

/** The current Indian month around `now`, and the one before it, as UTC instants. */
export function indiaMonthBounds(now: Date): IndiaMonthBounds {
  const india = indiaWallClock(now);
  const year = india.getUTCFullYear();
  const month = india.getUTCMonth();
  const thisMonthStart = indiaMidnight(year, month, 1);
  return {
    thisMonthStart,
    nextMonthStart: indiaMidnight(year, month + 1, 1),
    lastMonthStart: indiaMidnight(year, month - 1, 1),
    monthLabel: monthLabelFormat.format(thisMonthStart),
  };
}

/** India's calendar date of an instant: '2026-11-23'. */
export function indiaDayKey(date: Date): string {
  return indiaWallClock(date).toISOString().slice(0, 10);
}

/** India's date and time of an instant, to the minute: '2026-11-23 19:45'. */
export function indiaDateTime(date: Date): string {
  const iso = indiaWallClock(date).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written 'YYYY-MM-DD' (no 31 November). */
export function isDayKey(text: string): boolean {
  const match = DAY_KEY.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
}

/** The instant India's day `dayKey` ('2026-11-23') begins. */
export function indiaDayStart(dayKey: string): Date {
  if (!isDayKey(dayKey)) throw new RangeError(`Not a calendar date: ${dayKey}`);
  const [year = 0, month = 1, day = 1] = dayKey.split('-').map(Number);
  return indiaMidnight(year, month - 1, day);
}

/** The instant India's day `dayKey` ends: the next day's start. */
export function indiaDayEnd(dayKey: string): Date {
  return new Date(indiaDayStart(dayKey).getTime() + DAY_MS);
}

/** The last `count` Indian days up to `now`'s, oldest first: the sales chart's x-axis. */
export function lastDays(now: Date, count: number): string[] {
  // Every Indian day is exactly 24 hours long, so stepping back a day at a time is exact.
  return Array.from({ length: count }, (_, index) =>
    indiaDayKey(new Date(now.getTime() - (count - 1 - index) * DAY_MS)),
  );
}

/** The calendar day `days` after `dayKey` (before it, for a negative count): month ends roll over. */
export function addDays(dayKey: string, days: number): string {
  return new Date(indiaDayStart(dayKey).getTime() + days * DAY_MS + INDIA_OFFSET_MS)
    .toISOString()
    .slice(0, 10);
}

/** The day of the week of an India calendar day: 0 is Sunday, 6 Saturday. */
export function weekdayOf(dayKey: string): number {
  return new Date(indiaDayStart(dayKey).getTime() + INDIA_OFFSET_MS).getUTCDay();
}

/** The instant India's clocks show `time` ('18:00') on `dayKey`. */
export function indiaInstant(dayKey: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(indiaDayStart(dayKey).getTime() + (hours * 60 + minutes) * 60_000);
}
