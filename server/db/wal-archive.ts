/**
 * BACKUP_DIR's layout (server/backups/backup-folder.ts says what is kept there) and the embedded
 * server's archiving of its WAL into it: the database starts with these settings, so they live
 * with it, and the backups area reads the folder through them.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { makeOwnedFolder } from './embedded-postgres.ts';
import { assertReachable, type SystemUser } from './postgres-binaries.ts';

/** The longest the newest WAL waits before it is archived: at most a minute of orders at risk. */
export const ARCHIVE_TIMEOUT_SECONDS = 60;

export interface BackupFolder {
  root: string;
  /** The archived WAL segments (and timeline history files). */
  wal: string;
  /** One folder per base backup, named by when it was made. */
  base: string;
}

export function backupFolderAt(root: string): BackupFolder {
  return { root, wal: path.join(root, 'wal'), base: path.join(root, 'base') };
}

/**
 * Makes the folders; the archive belongs to the user that runs postgres, which writes it. Base
 * backups are written by the shop's own user.
 */
export function prepareBackupFolder(folder: BackupFolder, runAs: SystemUser | undefined) {
  // Others may pass through it (to reach wal/), not list or read it.
  mkdirSync(folder.root, { recursive: true, mode: 0o711 });
  makeOwnedFolder(folder.wal, runAs);
  makeOwnedFolder(folder.base, undefined);
  if (runAs) assertReachable(path.join(folder.wal, 'segment'), runAs);
}

/** The embedded server's settings that archive every finished WAL segment into the folder. */
export function archivingSettings(
  folder: BackupFolder,
  timeoutSeconds = ARCHIVE_TIMEOUT_SECONDS,
): Record<string, string> {
  return {
    archive_mode: 'on',
    // PostgreSQL's own archiver: copies each segment to a temporary file, syncs it to disk,
    // then renames it, and accepts a segment archived before with the same contents.
    archive_library: 'basic_archive',
    'basic_archive.archive_directory': folder.wal,
    archive_timeout: String(timeoutSeconds),
  };
}
