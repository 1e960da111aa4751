/**
 * What a restore replays (restore.ts): which base backup, which archived WAL segments (each
 * checked to be there and whole), and the settings PostgreSQL replays them with.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupFolder } from '#server/db/wal-archive.ts';
import { listBaseBackups, type BaseBackup } from './backup-folder.ts';
import {
  isHistoryName,
  isSegmentName,
  readHistory,
  readLsn,
  readSegmentName,
  segmentDamage,
  segmentNumberOf,
  segmentsToRead,
} from './wal-segments.ts';

export type RestoreTarget =
  | { kind: 'latest' }
  | { kind: 'time'; at: Date }
  /** Only as far as the backup needs to be whole: how a new backup is checked. */
  | { kind: 'backup'; backup: BaseBackup };

/** A restore that cannot be done, said so the owner knows what is wrong; nothing was changed. */
export class RestoreRefused extends Error {}

/** A moment as the owner reads it in a refusal. */
export const when = (time: Date | string) =>
  new Date(time).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', hour12: false }) + ' IST';

/** The newest base backup finished before the target. */
export function chooseBackup(
  folder: BackupFolder,
  target: Exclude<RestoreTarget, { kind: 'backup' }>,
) {
  const backups = listBaseBackups(folder);
  if (backups.length === 0) {
    throw new RestoreRefused(
      `There is no base backup in ${folder.base}. Make one with npm run backup while the shop has its data.`,
    );
  }
  if (target.kind === 'latest') return backups.at(-1) as BaseBackup;
  const before = backups.filter((backup) => new Date(backup.finishedAt) <= target.at);
  const chosen = before.at(-1);
  if (!chosen) {
    throw new RestoreRefused(
      `Nothing can reach ${when(target.at)}: the oldest base backup was finished at ${when(backups[0]?.finishedAt ?? '')}.`,
    );
  }
  return chosen;
}

/** The archive's segments and timelines, as a restore reads them. */
export async function readArchive(folder: BackupFolder) {
  const names = existsSync(folder.wal) ? await readdir(folder.wal) : [];
  const segments = new Set(names.filter(isSegmentName));
  const histories = names.filter(isHistoryName).sort();
  const newestHistory = histories.at(-1);
  const timeline = newestHistory ? Number.parseInt(newestHistory.slice(0, 8), 16) : 1;
  const switches = newestHistory
    ? readHistory(timeline, await readFile(path.join(folder.wal, newestHistory), 'utf8'))
    : [];
  return { segments, timeline, switches };
}

/**
 * The segments from the backup's start to the last one the target needs, each checked to be in
 * the archive: for a time, up to the first segment archived after it; else all there are.
 */
export async function segmentsNeeded(
  folder: BackupFolder,
  backup: BaseBackup,
  target: RestoreTarget,
) {
  const { segments, timeline, switches } = await readArchive(folder);
  const first = readSegmentName(backup.startSegment).segmentNumber;
  const numbers = [...segments].map((name) => readSegmentName(name).segmentNumber);
  let last = numbers.reduce((highest, number) => (number > highest ? number : highest), first);
  if (target.kind === 'backup') last = segmentNumberOf(readLsn(backup.stopLsn));
  if (target.kind === 'time') {
    for (const name of segmentsToRead(timeline, switches, first, last)) {
      const archivedAt = segments.has(name)
        ? (await stat(path.join(folder.wal, name))).mtime
        : undefined;
      if (archivedAt && archivedAt >= target.at) {
        last = readSegmentName(name).segmentNumber;
        break;
      }
    }
  }
  const needed = segmentsToRead(timeline, switches, first, last);
  const missing = needed.find((name) => !segments.has(name));
  if (missing) {
    throw new RestoreRefused(
      `The WAL segment ${missing} is missing from ${folder.wal}, so the restore cannot replay ` +
        'past it. Nothing was changed. Put the file back (from another copy of the backups), ' +
        'or restore to a time before it with --to.',
    );
  }
  for (const name of needed) {
    const damage = segmentDamage(name, await readFile(path.join(folder.wal, name)));
    if (damage) {
      throw new RestoreRefused(
        `The WAL segment ${name} in ${folder.wal} is damaged: ${damage}. Nothing was changed. ` +
          'Put a good copy of it back, or restore to a time before it with --to.',
      );
    }
  }
  return { timeline, last };
}

/** The server's settings for replaying the archive on a copy of a base backup, up to `target`. */
export function recoverySettings(
  folder: BackupFolder,
  target: RestoreTarget,
): Record<string, string> {
  const settings: Record<string, string> = {
    // The copy archives nothing: its new timeline is archived once it has replaced the old.
    archive_mode: 'off',
    restore_command: `cp "${folder.wal}/%f" "%p"`,
    recovery_target_timeline: 'latest',
  };
  if (target.kind === 'time') {
    // PostgreSQL's own form: '2026-11-25 12:30:00.000+00'.
    settings.recovery_target_time = target.at.toISOString().replace('T', ' ').replace('Z', '+00');
    settings.recovery_target_action = 'promote';
  }
  if (target.kind === 'backup') {
    settings.recovery_target = 'immediate';
    settings.recovery_target_action = 'promote';
  }
  return settings;
}
