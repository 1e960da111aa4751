/**
 * `npm run restore -- --latest | --to "2026-11-25 18:00"`: rebuilds the embedded database from
 * BACKUP_DIR (server/backups/restore.ts). Run it with the shop stopped.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupFolderAt } from '../server/db/wal-archive.ts';
import type { RestoreTarget } from '../server/backups/restore-plan.ts';
import { restoreDataFolder } from '../server/backups/restore.ts';
import { readRestoreTime } from '../server/backups/restore-time.ts';
import { loadConfig } from '../server/config.ts';
import { lockDataDir } from '../server/db/data-dir-lock.ts';
import { exitOnRefusal } from './command-errors.ts';

const HELP = `Usage: npm run restore -- --latest
       npm run restore -- --to "2026-11-25 18:00"

Rebuilds the shop's embedded database (DATA_DIR/pg) from its backups (BACKUP_DIR): the newest
base backup made before that time, and the archived WAL replayed on it up to that time.

  --latest        everything the archive holds: at most the last minute before it stopped
  --to <time>     the shop as it was at that time, on India's clocks ("YYYY-MM-DD HH:MM"),
                  or an ISO time with its offset ("2026-11-25T18:00:00+05:30")
  --help          this text

Stop the shop first. The data it replaces is moved aside to DATA_DIR/pg-replaced-<time>, never
deleted. Nothing is changed when the backups cannot reach the time asked for.`;

/** The restore asked for, or a reason to show the help. */
function targetAsked(): Exclude<RestoreTarget, { kind: 'backup' }> | string {
  let values: { latest?: boolean; to?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        latest: { type: 'boolean' },
        to: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return (error as Error).message;
  }
  if (values.help) return '';
  if (values.latest && values.to !== undefined) return 'Give --latest or --to, not both.';
  if (values.latest) return { kind: 'latest' };
  if (values.to === undefined)
    return 'Say how far to restore: --latest, or --to "YYYY-MM-DD HH:MM".';
  const at = readRestoreTime(values.to);
  if (!at) return `"${values.to}" is not a time: write it as "2026-11-25 18:00".`;
  if (at > new Date()) return `${values.to} has not happened yet.`;
  return { kind: 'time', at };
}

const asked = targetAsked();
if (typeof asked === 'string') {
  if (asked) console.error(`${asked}\n`);
  console.log(HELP);
  process.exit(asked ? 1 : 0);
}

try {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'This shop keeps its data on the PostgreSQL server DATABASE_URL names: restore it with ' +
        "that server's own tools (see Backups in docs/operations.md).",
    );
    process.exit(1);
  }
  if (!config.backupDir) {
    console.error('BACKUP_DIR is off: say where the backups are, with BACKUP_DIR=<folder>.');
    process.exit(1);
  }
  const backupDir = config.backupDir;
  const unlock = await lockDataDir(config.dataDir);
  try {
    const restored = await restoreDataFolder({
      dataDir: config.dataDir,
      folder: backupFolderAt(backupDir),
      target: asked,
    });
    console.log(
      `Restored ${path.join(config.dataDir, 'pg')} from the base backup of ${restored.backup.finishedAt}` +
        `${asked.kind === 'time' ? `, up to ${asked.at.toISOString()}` : ', with all the archived WAL'}: ` +
        `${restored.orders} orders.`,
    );
    if (restored.movedAside) console.log(`The data it replaced is in ${restored.movedAside}.`);
    console.log('Start the shop as usual.');
  } finally {
    await unlock();
  }
} catch (error) {
  exitOnRefusal(error, 'Stop the shop before restoring.');
}
