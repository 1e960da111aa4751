/**
 * BACKUP_DIR, where the embedded database's copies are kept (its paths: server/db/wal-archive.ts):
 *
 *   wal/                  every WAL segment the server has finished, archived by PostgreSQL
 *                         itself (basic_archive), within a minute (archive_timeout)
 *   base/<when>/          a base backup: the data folder as it was, made with pg_backup_start /
 *                         pg_backup_stop, and `halwai-backup.json` saying what it is
 *
 * A restore takes the newest base backup before the time asked for and replays the archived WAL
 * on it up to that time (restore.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { BackupFolder } from '#server/db/wal-archive.ts';

export const BACKUP_INFO_FILE = 'halwai-backup.json';

const backupInfoSchema = z.object({
  /** When pg_backup_start was called, and when pg_backup_stop returned (ISO times). */
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }),
  /** The WAL segment the backup's replay starts from, and where the backup is consistent. */
  startSegment: z.string(),
  stopLsn: z.string(),
  postgresMajor: z.number().int(),
  bytes: z.number().int(),
  /** It was restored into a scratch folder, started, and read, after it was made. */
  checked: z.boolean(),
});

export type BackupInfo = z.infer<typeof backupInfoSchema>;

export interface BaseBackup extends BackupInfo {
  folder: string;
}

/** The finished base backups, oldest first; a folder without its description is not one. */
export function listBaseBackups(folder: BackupFolder): BaseBackup[] {
  if (!existsSync(folder.base)) return [];
  const backups: BaseBackup[] = [];
  for (const name of readdirSync(folder.base)) {
    const infoFile = path.join(folder.base, name, BACKUP_INFO_FILE);
    if (!existsSync(infoFile)) continue;
    const info = backupInfoSchema.safeParse(JSON.parse(readFileSync(infoFile, 'utf8')));
    if (info.success) backups.push({ ...info.data, folder: path.join(folder.base, name) });
  }
  return backups.sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
}

/** The newest base backup that passed its check: what the schedule and the dashboard go by. */
export function newestCheckedBackup(folder: BackupFolder): BaseBackup | undefined {
  return listBaseBackups(folder)
    .filter((backup) => backup.checked)
    .at(-1);
}
