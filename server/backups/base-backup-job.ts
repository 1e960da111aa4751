/** The job that makes the nightly base backup (backup-schedule.ts), once across servers. */
import type { JobDefinition } from '#server/jobs/job-worker.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { backUpNow } from './back-up.ts';
import { BackupUnderWay } from './backup-lock.ts';
import { newestCheckedBackup } from './backup-folder.ts';
import type { BackupFolder } from '#server/db/wal-archive.ts';
import { readBackupHealth, tellOwnerOfBackupTrouble } from './backup-health.ts';
import { BACKUP_CHECK_EVERY_MS, BASE_BACKUP_JOB, isBackupDue } from './backup-schedule.ts';
import { log } from '#server/log/log.ts';

export interface BackupSetup {
  embedded: { folder: string; serverUrl: string };
  folder: BackupFolder;
  keepDays: number;
}

/**
 * Every quarter of an hour: the base backup when it is due, then the backups' health looked at,
 * and the owner e-mailed once when something is wrong. A failed backup fails the run, so its
 * error is kept on the job (the dashboard shows it) and the run is tried again.
 */
export function baseBackupJob(
  setup: BackupSetup,
  services: { mailer: Mailer; appUrl: string },
  now = () => new Date(),
): JobDefinition {
  return {
    name: BASE_BACKUP_JOB,
    everyMs: BACKUP_CHECK_EVERY_MS,
    run: async (db) => {
      let failure: unknown;
      try {
        await backUpIfDue(setup, now());
      } catch (error) {
        failure = error;
      }
      const health = await readBackupHealth(db, setup.folder);
      if (failure) {
        const message = failure instanceof Error ? failure.message : String(failure);
        health.troubles.push(`The last base backup failed: ${message}`);
      }
      await tellOwnerOfBackupTrouble({ db, ...services }, health);
      if (failure) throw failure;
    },
  };
}

async function backUpIfDue(setup: BackupSetup, now: Date) {
  const last = newestCheckedBackup(setup.folder);
  if (!isBackupDue(last ? new Date(last.finishedAt) : undefined, now)) return;
  let backedUp;
  try {
    backedUp = await backUpNow(setup);
  } catch (error) {
    // `npm run backup` is making one now: that one is the backup, and the next look sees it.
    if (!(error instanceof BackupUnderWay)) throw error;
    log.info(`Base backup not started: ${error.message}`);
    return;
  }
  const { backup, orders, removed } = backedUp;
  log.info(
    { backup: backup.folder, orders, removed: removed.length },
    `Made and checked the base backup ${backup.folder} (${orders} orders)` +
      (removed.length > 0 ? `; removed ${removed.length} older than the days kept.` : '.'),
  );
}
