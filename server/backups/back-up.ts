/**
 * A base backup made, checked and kept: made from the running embedded server, restored into a
 * scratch folder beside DATA_DIR/pg and read there (a backup that passes is one a restore can
 * use, which a list of its files could not prove), then marked checked. Base backups older than
 * BACKUP_KEEP_DAYS go, and with them the WAL only they needed; the newest checked one always stays.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BACKUP_INFO_FILE,
  listBaseBackups,
  newestCheckedBackup,
  type BaseBackup,
} from './backup-folder.ts';
import type { BackupFolder } from '#server/db/wal-archive.ts';
import { lockBackupFolder } from './backup-lock.ts';
import { makeBaseBackup } from './base-backup.ts';
import { checkBaseBackup } from './restore.ts';
import { isSegmentName, readSegmentName } from './wal-segments.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BackedUp {
  backup: BaseBackup;
  /** The orders the backup holds, read from it restored. */
  orders: number;
  /** Base backups removed as older than the days kept. */
  removed: string[];
}

/**
 * Holds the backup folder's lock while it works (backup-lock.ts): another backup under way is
 * waited for up to `waitMs` (none by default), then refused with BackupUnderWay.
 */
export async function backUpNow(input: {
  embedded: { folder: string; serverUrl: string };
  folder: BackupFolder;
  keepDays: number;
  waitMs?: number;
}): Promise<BackedUp> {
  const unlock = await lockBackupFolder(input.folder, { waitMs: input.waitMs ?? 0 });
  try {
    return await makeAndCheck(input);
  } finally {
    await unlock();
  }
}

async function makeAndCheck(input: {
  embedded: { folder: string; serverUrl: string };
  folder: BackupFolder;
  keepDays: number;
}): Promise<BackedUp> {
  await removeLeftChecks(input.embedded.folder);
  const made = await makeBaseBackup({
    serverUrl: input.embedded.serverUrl,
    dataFolder: input.embedded.folder,
    folder: input.folder,
  });
  const orders = await checkBaseBackup({
    // A folder of its own: no other check, now or left over, can be in it.
    scratchFolder: `${input.embedded.folder}.checking-${randomUUID()}`,
    folder: input.folder,
    backup: made,
  });
  const backup = { ...made, checked: true };
  const infoFile = path.join(backup.folder, BACKUP_INFO_FILE);
  const info = JSON.parse(await readFile(infoFile, 'utf8')) as Record<string, unknown>;
  await writeFile(infoFile, `${JSON.stringify({ ...info, checked: true }, null, 2)}\n`);
  const removed = await removeOldBackups(input.folder, input.keepDays);
  return { backup, orders, removed };
}

/**
 * Scratch folders of checks cut short (the shop stopped mid-check): with the lock held, no check
 * is using them.
 */
async function removeLeftChecks(dataFolder: string) {
  const parent = path.dirname(dataFolder);
  const checking = `${path.basename(dataFolder)}.checking`;
  for (const name of await readdir(parent)) {
    if (name === checking || name.startsWith(`${checking}-`)) {
      await rm(path.join(parent, name), { recursive: true, force: true });
    }
  }
}

/**
 * Removes the base backups finished more than `keepDays` ago, keeping at least the newest
 * checked one, and the archived WAL that begins before the oldest one kept.
 */
export async function removeOldBackups(folder: BackupFolder, keepDays: number, now = new Date()) {
  const backups = listBaseBackups(folder);
  const newestChecked = newestCheckedBackup(folder);
  const cutoff = now.getTime() - keepDays * DAY_MS;
  const old = backups.filter(
    (backup) => backup.folder !== newestChecked?.folder && Date.parse(backup.finishedAt) < cutoff,
  );
  for (const backup of old) await rm(backup.folder, { recursive: true, force: true });
  const kept = backups.filter((backup) => !old.includes(backup));
  const oldestKept = kept[0];
  if (oldestKept && existsSync(folder.wal)) {
    const firstNeeded = readSegmentName(oldestKept.startSegment).segmentNumber;
    for (const name of (await readdir(folder.wal)).filter(isSegmentName)) {
      if (readSegmentName(name).segmentNumber < firstNeeded) {
        await rm(path.join(folder.wal, name), { force: true });
      }
    }
  }
  return old.map((backup) => backup.folder);
}
