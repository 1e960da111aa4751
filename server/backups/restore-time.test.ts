import { expect, test } from 'vitest';
import { readRestoreTime } from './restore-time.ts';

test('a time for --to is read on India clocks, or with its own offset', () => {
  expect(readRestoreTime('2026-11-25 18:00')?.toISOString()).toBe('2026-11-25T12:30:00.000Z');
  expect(readRestoreTime('2026-11-25 18:00:30')?.toISOString()).toBe('2026-11-25T12:30:30.000Z');
  expect(readRestoreTime('2026-11-25T18:00:00+05:30')?.toISOString()).toBe(
    '2026-11-25T12:30:00.000Z',
  );
  expect(readRestoreTime('2026-11-25T12:30:00.000Z')?.toISOString()).toBe(
    '2026-11-25T12:30:00.000Z',
  );
  for (const wrong of ['yesterday', '2026-11-31 18:00', '2026-11-25 25:00', '2026-11-25']) {
    expect(readRestoreTime(wrong)).toBeUndefined();
  }
});
