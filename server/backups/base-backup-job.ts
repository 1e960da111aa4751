/** The job that makes the nightly base backup (backup-schedule.ts), once across servers. */
import type { JobDefinition } from '#server/jobs/job-worker.ts';
import { backUpNow } from './back-up.ts';
import { listBaseBackups, type BackupFolder } from './backup-folder.ts';
import { BACKUP_CHECK_EVERY_MS, isBackupDue } from './backup-schedule.ts';

export const BASE_BACKUP_JOB = 'base-backup';

export interface BackupSetup {
  embedded: { folder: string; serverUrl: string };
  folder: BackupFolder;
  keepDays: number;
}

export function baseBackupJob(setup: BackupSetup, now = () => new Date()): JobDefinition {
  return {
    name: BASE_BACKUP_JOB,
    everyMs: BACKUP_CHECK_EVERY_MS,
    run: async () => {
      const last = listBaseBackups(setup.folder)
        .filter((backup) => backup.checked)
        .at(-1);
      if (!isBackupDue(last ? new Date(last.finishedAt) : undefined, now())) return;
      const { backup, orders, removed } = await backUpNow(setup);
      console.log(
        `Made and checked the base backup ${backup.folder} (${orders} orders)` +
          (removed.length > 0 ? `; removed ${removed.length} older than the days kept.` : '.'),
      );
    },
  };
}
