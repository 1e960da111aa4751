/**
 * One base backup at a time in a BACKUP_DIR: the shop's nightly one and `npm run backup` take
 * this lock (a file in BACKUP_DIR, held by whichever process makes one) while the backup is
 * made and checked. A second one waits for it, or is told in words that one is being made; it
 * never makes or checks its own in the same folders meanwhile.
 */
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { log } from '#server/log/log.ts';
import type { BackupFolder } from '#server/db/wal-archive.ts';

export const BACKUP_LOCK_FILE = 'backing-up.lock';

export const BACKUP_UNDER_WAY =
  'A base backup is being made and checked in BACKUP_DIR now (by the shop, or by another ' +
  'npm run backup). Only one is made at a time: wait until it is done, then try again.';

export class BackupUnderWay extends Error {
  constructor() {
    super(BACKUP_UNDER_WAY);
  }
}

/** How often a waiting backup looks whether the lock is free. */
const LOOK_EVERY_MS = 1000;

/**
 * The lock on `folder`, or BackupUnderWay once `waitMs` has passed with another holding it. A
 * process that dies holding it leaves it stale within 15 s, and the next backup takes it.
 */
export async function lockBackupFolder(
  folder: BackupFolder,
  options: { waitMs: number },
): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(folder.root, {
      lockfilePath: path.join(folder.root, BACKUP_LOCK_FILE),
      stale: 15_000,
      update: 5_000,
      retries: {
        retries: Math.ceil(options.waitMs / LOOK_EVERY_MS),
        factor: 1,
        minTimeout: LOOK_EVERY_MS,
        maxTimeout: LOOK_EVERY_MS,
      },
      // Never thrown: it would end the shop. The backup goes on; its check says whether it held.
      onCompromised: (error) =>
        log.warn({ err: error }, `The backup lock in ${folder.root} was lost: ${error.message}`),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new BackupUnderWay();
    throw error;
  }
}
