/**
 * When the base backup is made: every night, in the quiet hours on India's clocks; at once when
 * there is none yet (the archive alone cannot restore anything), or when the last is older than
 * a day and two hours (a night was missed: the shop was stopped, or the backup failed).
 */
import { indiaDateTime } from '#core/india-calendar.ts';

export const BASE_BACKUP_JOB = 'base-backup';
export const BACKUP_CHECK_EVERY_MS = 15 * 60 * 1000;
/** From 02:00 to before 05:00, India time. */
const NIGHT = { from: 2, to: 5 };
const HOUR_MS = 60 * 60 * 1000;
/** Made last night: tonight's is due again. */
const NIGHTLY_AFTER_MS = 20 * HOUR_MS;
/** Older than this, the dashboard turns red and a backup is made whatever the hour. */
export const BACKUP_STALE_AFTER_MS = 26 * HOUR_MS;

export function isBackupDue(lastFinishedAt: Date | undefined, now: Date): boolean {
  if (!lastFinishedAt) return true;
  const age = now.getTime() - lastFinishedAt.getTime();
  if (age > BACKUP_STALE_AFTER_MS) return true;
  const hour = Number(indiaDateTime(now).slice(11, 13));
  return hour >= NIGHT.from && hour < NIGHT.to && age > NIGHTLY_AFTER_MS;
}
