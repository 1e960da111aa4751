/**
 * Rebuilds the embedded database from BACKUP_DIR: the newest base backup before the time asked
 * for, and the archived WAL replayed on it up to that time (or to its end). The rebuild happens
 * in a scratch folder beside DATA_DIR/pg, with the shop stopped; only once PostgreSQL has
 * replayed all it had to is the old folder moved aside (never deleted) and the new one put in
 * its place. Anything missing or damaged stops the restore with its name, and nothing is moved.
 */
import { existsSync } from 'node:fs';
import {
  chown,
  copyFile,
  cp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { indiaInstant, isDayKey } from '#core/india-calendar.ts';
import {
  EmbeddedPostgresError,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '#server/db/embedded-postgres.ts';
import { assertReachable, postgresRunAs, type SystemUser } from '#server/db/postgres-binaries.ts';
import {
  BACKUP_INFO_FILE,
  listBaseBackups,
  type BackupFolder,
  type BaseBackup,
} from './backup-folder.ts';
import {
  isHistoryName,
  isSegmentName,
  readHistory,
  readLsn,
  readSegmentName,
  segmentDamage,
  segmentName,
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

const SHOP_DATABASE = 'halwai';

export interface Restored {
  backup: BaseBackup;
  /** Where the data folder it replaced was moved. */
  movedAside: string | undefined;
  /** The orders the restored shop holds. */
  orders: number;
}

const when = (time: Date | string) =>
  new Date(time).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', hour12: false }) + ' IST';

/** Rebuilds `dataDir/pg` for `target`; the shop must be stopped (its DATA_DIR lock held). */
export async function restoreDataFolder(input: {
  dataDir: string;
  folder: BackupFolder;
  target: Exclude<RestoreTarget, { kind: 'backup' }>;
}): Promise<Restored> {
  const backup = chooseBackup(input.folder, input.target);
  const scratch = path.join(input.dataDir, 'pg.restoring');
  const { orders } = await replayInto(scratch, input.folder, backup, input.target);
  const live = path.join(input.dataDir, 'pg');
  let movedAside: string | undefined;
  if (existsSync(live)) {
    movedAside = path.join(
      input.dataDir,
      `pg-replaced-${new Date().toISOString().replaceAll(':', '-')}`,
    );
    await rename(live, movedAside);
  }
  await rename(scratch, live);
  await archiveNewTimelineHistory(live, input.folder);
  return { backup, movedAside, orders };
}

/**
 * Restores a base backup into a scratch folder as far as it needs to be whole, starts it and
 * reads the shop's orders from it, then removes the folder: a backup that passes can be
 * restored. Answers how many orders it holds.
 */
export async function checkBaseBackup(input: {
  scratchFolder: string;
  folder: BackupFolder;
  backup: BaseBackup;
}): Promise<number> {
  try {
    const { orders } = await replayInto(input.scratchFolder, input.folder, input.backup, {
      kind: 'backup',
      backup: input.backup,
    });
    return orders;
  } finally {
    await rm(input.scratchFolder, { recursive: true, force: true });
  }
}

function chooseBackup(folder: BackupFolder, target: Exclude<RestoreTarget, { kind: 'backup' }>) {
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
async function readArchive(folder: BackupFolder) {
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
async function segmentsNeeded(folder: BackupFolder, backup: BaseBackup, target: RestoreTarget) {
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
function recoverySettings(folder: BackupFolder, target: RestoreTarget): Record<string, string> {
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

/** The base backup copied to `scratch`, the WAL replayed on it, the server stopped again. */
async function replayInto(
  scratch: string,
  folder: BackupFolder,
  backup: BaseBackup,
  target: RestoreTarget,
): Promise<{ orders: number }> {
  if (backup.folder.includes('"') || folder.wal.includes('"')) {
    throw new RestoreRefused('BACKUP_DIR must not contain a double quote (").');
  }
  const { last } = await segmentsNeeded(folder, backup, target);
  await rm(scratch, { recursive: true, force: true });
  await cp(backup.folder, scratch, {
    recursive: true,
    filter: (source) => path.basename(source) !== BACKUP_INFO_FILE,
  });
  await writeFile(path.join(scratch, 'recovery.signal'), '');
  const runAs = postgresRunAs();
  if (runAs) {
    await chownTree(scratch, runAs);
    // The server's restore_command reads the archive as its own user: a copy of the backups
    // made by another user (root, restoring from another disk) is handed over to it. A new
    // backup's check reads the archive that user wrote itself.
    if (target.kind !== 'backup') await chownTree(folder.wal, runAs);
    assertReachable(path.join(folder.wal, 'segment'), runAs);
  }

  let server: EmbeddedPostgres;
  try {
    server = await startEmbeddedPostgres({
      folder: scratch,
      settings: recoverySettings(folder, target),
    });
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw refusalFrom(error, target);
  }
  let replayed = false;
  try {
    const end = await readOne<{ lsn: string }>(
      server.url('postgres'),
      'select pg_current_wal_lsn()::text as lsn',
    );
    const replayedTo = segmentNumberOf(readLsn(end.lsn));
    // Replay that stopped inside the archive met a segment it could not read.
    if (target.kind === 'latest' && replayedTo <= last) {
      const { timeline } = await readArchive(folder);
      throw new RestoreRefused(
        `The WAL segment ${segmentName(timeline, replayedTo)} in ${folder.wal} is damaged: the ` +
          'replay stopped inside it, before the end of the archive. Nothing was changed. Put a ' +
          'good copy of it back, or restore to a time before it with --to.\n' +
          lastLines(server.log()),
      );
    }
    const orders = await readOne<{ count: number }>(
      server.url(SHOP_DATABASE),
      'select count(*)::int as count from orders',
    );
    replayed = true;
    return { orders: orders.count };
  } finally {
    await server.stop();
    if (!replayed) await rm(scratch, { recursive: true, force: true });
  }
}

/** What PostgreSQL said when it would not finish the restore, as a refusal. */
function refusalFrom(error: unknown, target: RestoreTarget): unknown {
  if (!(error instanceof EmbeddedPostgresError)) return error;
  const said = error.message;
  if (
    target.kind === 'time' &&
    /recovery ended before configured recovery target was reached/.test(said)
  ) {
    return new RestoreRefused(
      `Nothing can reach ${when(target.at)}: the archived WAL ends before it (or a segment on the ` +
        'way is damaged). Nothing was changed. Choose an earlier time, or --latest.\n' +
        lastLines(said),
    );
  }
  return new RestoreRefused(
    `PostgreSQL could not replay the backup. Nothing was changed.\n${lastLines(said)}`,
  );
}

const lastLines = (log: string) => log.split('\n').slice(-8).join('\n');

async function readOne<Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Row>(sql);
    if (!rows[0]) throw new Error(`No answer to ${sql}`);
    return rows[0];
  } finally {
    await client.end();
  }
}

async function chownTree(folder: string, user: SystemUser) {
  await chown(folder, user.uid, user.gid);
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    await chown(path.join(entry.parentPath, entry.name), user.uid, user.gid);
  }
}

/**
 * The restore branched a new timeline; its history file is what a later restore follows to it.
 * The copy archived nothing, so it is archived here.
 */
async function archiveNewTimelineHistory(dataFolder: string, folder: BackupFolder) {
  const wal = path.join(dataFolder, 'pg_wal');
  for (const name of (await readdir(wal)).filter(isHistoryName)) {
    const archived = path.join(folder.wal, name);
    if (!existsSync(archived)) await copyFile(path.join(wal, name), archived);
  }
}

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
