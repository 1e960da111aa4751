/**
 * Rebuilds the embedded database from BACKUP_DIR: the newest base backup before the time asked
 * for, and the archived WAL replayed on it up to that time (or to its end). The rebuild happens
 * in a scratch folder beside DATA_DIR/pg, with the shop stopped; only once PostgreSQL has
 * replayed all it had to is the old folder moved aside (never deleted) and the new one put in
 * its place. Anything missing or damaged stops the restore with its name, and nothing is moved.
 */
import { existsSync } from 'node:fs';
import { chown, copyFile, cp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import {
  EmbeddedPostgresError,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '#server/db/embedded-postgres.ts';
import { assertReachable, postgresRunAs, type SystemUser } from '#server/db/postgres-binaries.ts';
import type { BackupFolder } from '#server/db/wal-archive.ts';
import { BACKUP_INFO_FILE, type BaseBackup } from './backup-folder.ts';
import {
  chooseBackup,
  readArchive,
  recoverySettings,
  RestoreRefused,
  segmentsNeeded,
  when,
  type RestoreTarget,
} from './restore-plan.ts';
import { isHistoryName, readLsn, segmentName, segmentNumberOf } from './wal-segments.ts';

const SHOP_DATABASE = 'halwai';

export interface Restored {
  backup: BaseBackup;
  /** Where the data folder it replaced was moved. */
  movedAside: string | undefined;
  /** The orders the restored shop holds. */
  orders: number;
}

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
