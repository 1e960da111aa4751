/**
 * When a recurring job runs next: a while after its last run (`everyMs`), or at a time of day on
 * India's clocks (`dailyAt`), as the shop's day turns at India's midnight whatever zone the server
 * keeps.
 */
import { addDays, indiaDayKey, indiaInstant } from '#core/india-calendar.ts';

/** A job's next run: this long after the database's now, or at this instant. */
export type NextRun = { afterMs: number } | { at: Date };

export interface RecurringSchedule {
  everyMs?: number;
  /** 'HH:MM', India time (Asia/Kolkata). */
  dailyAt?: string;
}

export const isRecurring = (schedule: RecurringSchedule) =>
  schedule.everyMs !== undefined || schedule.dailyAt !== undefined;

/** The first instant after `now` at which India's clocks show `time` ('00:00'). */
export function nextIndiaTime(now: Date, time: string): Date {
  const today = indiaDayKey(now);
  const todayAt = indiaInstant(today, time);
  return todayAt.getTime() > now.getTime() ? todayAt : indiaInstant(addDays(today, 1), time);
}

/** When a job that has just run runs again; none for a one-off job. */
export function nextRun(schedule: RecurringSchedule, now: Date): NextRun | undefined {
  if (schedule.dailyAt !== undefined) return { at: nextIndiaTime(now, schedule.dailyAt) };
  if (schedule.everyMs !== undefined) return { afterMs: schedule.everyMs };
  return undefined;
}
