import { describe, expect, test } from 'vitest';
import { nextIndiaTime, nextRun } from './job-schedule.ts';

describe("a daily job's next run", () => {
  test("is India's next midnight, a minute away at 23:59 India time", () => {
    // 18:29 UTC is 23:59 in India (UTC+05:30).
    expect(nextIndiaTime(new Date('2026-11-28T18:29:00Z'), '00:00')).toEqual(
      new Date('2026-11-28T18:30:00Z'),
    );
  });

  test('run at its hour, is the same hour the next day', () => {
    expect(nextIndiaTime(new Date('2026-11-28T18:30:00Z'), '00:00')).toEqual(
      new Date('2026-11-29T18:30:00Z'),
    );
  });

  test('is later the same India day when its hour has not come yet, across a month end', () => {
    // 20:00 UTC on the 30th is 01:30 on 1 December in India.
    expect(nextIndiaTime(new Date('2026-11-30T20:00:00Z'), '06:00')).toEqual(
      new Date('2026-12-01T00:30:00Z'),
    );
  });

  test("is the India clock's; a job every so often waits its interval, a one-off job none", () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(nextRun({ dailyAt: '00:00' }, now)).toEqual({ at: new Date('2026-11-28T18:30:00Z') });
    expect(nextRun({ everyMs: 60_000 }, now)).toEqual({ afterMs: 60_000 });
    expect(nextRun({}, now)).toBeUndefined();
  });
});
