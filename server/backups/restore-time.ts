/** The time the owner asks a restore to reach (`npm run restore -- --to`). */
import { indiaInstant, isDayKey } from '#core/india-calendar.ts';

/**
 * A time as the owner types it for `--to`: '2026-11-25 18:00' (or with seconds) on India's
 * clocks, or an ISO time with its own offset. Undefined when it is neither.
 */
export function readRestoreTime(text: string): Date | undefined {
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (local) {
    const [, day = '', hours = '', minutes = '', seconds = '0'] = local;
    if (!isDayKey(day) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) {
      return undefined;
    }
    return new Date(indiaInstant(day, `${hours}:${minutes}`).getTime() + Number(seconds) * 1000);
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text.trim())) {
    return undefined;
  }
  const time = new Date(text.trim());
  return Number.isNaN(time.getTime()) ? undefined : time;
}
