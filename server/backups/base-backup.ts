/**
 * A base backup of the running embedded server, with PostgreSQL's low-level backup API: in one
 * session `pg_backup_start`, a copy of the data folder as it is (pages written meanwhile are
 * made whole again by the WAL replayed on restore), then `pg_backup_stop`, which waits until the
 * WAL the copy needs is archived and answers the `backup_label` the copy must carry.
 */
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { BACKUP_INFO_FILE, type BackupInfo, type BaseBackup } from './backup-folder.ts';
import type { BackupFolder } from '#server/db/wal-archive.ts';

/**
 * What the copy leaves out, as PostgreSQL's documentation lists it: the WAL (the archive has
 * it), the running server's own files, and folders that start empty. Folders stay, empty.
 */
const LEFT_EMPTY: ReadonlySet<string> = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const LEFT_OUT =
  /^(postmaster\.(pid|opts)|backup_label(\.old)?|tablespace_map(\.old)?|\.s\.PGSQL\..*|pgsql_tmp.*|pg_internal\.init)$/;

/** A base backup's folder name: when it started, in UTC, safe in any file system. */
const backupName = (startedAt: Date) =>
  startedAt
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

export async function makeBaseBackup(input: {
  /** The embedded server, as its superuser. */
  serverUrl: string;
  dataFolder: string;
  folder: BackupFolder;
}): Promise<BaseBackup> {
  const startedAt = new Date();
  const finalFolder = path.join(input.folder.base, backupName(startedAt));
  const partFolder = `${finalFolder}.partial`;
  await rm(partFolder, { recursive: true, force: true });
  const client = new pg.Client({ connectionString: input.serverUrl });
  await client.connect();
  try {
    // A fast checkpoint: the backup starts now rather than at the next scheduled one.
    await client.query('select pg_backup_start($1, true)', [`halwai ${backupName(startedAt)}`]);
    const bytes = await copyDataFolder(input.dataFolder, partFolder);
    const stopped = await client.query<{ lsn: string; labelfile: string; spcmapfile: string }>(
      'select lsn::text, labelfile, spcmapfile from pg_backup_stop(true)',
    );
    const { lsn, labelfile, spcmapfile } = stopped.rows[0] ?? {};
    if (!lsn || !labelfile) throw new Error('pg_backup_stop answered nothing.');
    await writeFile(path.join(partFolder, 'backup_label'), labelfile);
    if (spcmapfile) await writeFile(path.join(partFolder, 'tablespace_map'), spcmapfile);
    const info: BackupInfo = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      startSegment: startSegmentOf(labelfile),
      stopLsn: lsn,
      postgresMajor: Number(
        (await readFile(path.join(input.dataFolder, 'PG_VERSION'), 'utf8')).trim(),
      ),
      bytes,
      checked: false,
    };
    await writeFile(path.join(partFolder, BACKUP_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
    await rename(partFolder, finalFolder);
    return { ...info, folder: finalFolder };
  } catch (error) {
    await rm(partFolder, { recursive: true, force: true });
    throw error;
  } finally {
    // Ending the session ends a backup still under way.
    await client.end();
  }
}

/** `START WAL LOCATION: 0/2000028 (file 000000010000000000000002)`: the file named. */
function startSegmentOf(labelfile: string) {
  const match = /^START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)$/m.exec(labelfile);
  if (!match?.[1]) throw new Error(`The backup label names no start segment:\n${labelfile}`);
  return match[1];
}

/** Copies the data folder file by file (off the event loop), skipping what a backup leaves out. */
async function copyDataFolder(from: string, to: string): Promise<number> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  let bytes = 0;
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (LEFT_OUT.test(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (LEFT_EMPTY.has(entry.name)) await mkdir(target, { mode: 0o700 });
      else bytes += await copyDataFolder(source, target);
    } else if (entry.isFile()) {
      bytes += await copyIfStillThere(source, target);
    }
  }
  return bytes;
}

/** A file the server removed while the copy ran (a temporary one) is simply not copied. */
async function copyIfStillThere(source: string, target: string) {
  try {
    await copyFile(source, target);
    return (await stat(target)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}
