/**
 * `npm run backup`: a base backup of the embedded database now, checked and kept as the nightly
 * one is (server/backups/back-up.ts). With the shop running it is made through the shop's own
 * server; with the shop stopped, the database is started for it.
 */
import { parseArgs } from 'node:util';
import { backUpNow } from '../server/backups/back-up.ts';
import { backupFolderAt } from '../server/db/wal-archive.ts';
import { BackupUnderWay } from '../server/backups/backup-lock.ts';
import { loadConfig } from '../server/config.ts';
import { exitOnRefusal } from './command-errors.ts';
import { shopDatabase } from './shop-database.ts';

/** The longest `npm run backup` waits for a backup under way: a large shop's takes minutes. */
const WAIT_FOR_OTHER_MS = 60 * 60 * 1000;

const HELP = `Usage: npm run backup

Makes a base backup of the shop's embedded database (DATA_DIR/pg) in BACKUP_DIR now, checks it
by restoring it into a scratch folder and reading it, and removes base backups older than
BACKUP_KEEP_DAYS (and the WAL only they needed). The shop makes one every night by itself.
It may run while the shop runs; while another base backup is being made (the shop's own, or
another npm run backup), it says so and waits for that one to finish first.

  --help     this text`;

try {
  const { values } = parseArgs({ options: { help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
} catch (error) {
  console.error(`${(error as Error).message}\n\n${HELP}`);
  process.exit(1);
}

try {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'This shop keeps its data on the PostgreSQL server DATABASE_URL names: its backups are ' +
        "that server's to make (see Backups in docs/operations.md). npm run export still makes a copy.",
    );
    process.exit(1);
  }
  if (!config.backupDir) {
    console.error('Backups are off (BACKUP_DIR=off): set BACKUP_DIR to a folder to make them.');
    process.exit(1);
  }
  const folder = backupFolderAt(config.backupDir);
  const keepDays = config.backupKeepDays;
  const database = await shopDatabase(config, { whileRunning: true });
  let result;
  try {
    if (!database.embedded) throw new Error('The embedded database did not start.');
    const embedded = database.embedded;
    result = await backUpNow({ embedded, folder, keepDays }).catch(async (error: unknown) => {
      if (!(error instanceof BackupUnderWay)) throw error;
      // The shop's own backup (its first, or the nightly one) is under way: this one follows it.
      console.log(`${error.message}\nWaiting for it to finish; this backup starts then.`);
      return backUpNow({ embedded, folder, keepDays, waitMs: WAIT_FOR_OTHER_MS });
    });
  } finally {
    await database.close();
  }
  console.log(
    `Made ${result.backup.folder} (${(result.backup.bytes / 1024 / 1024).toFixed(1)} MiB) and ` +
      `checked it: restored, it holds ${result.orders} orders.`,
  );
  for (const removed of result.removed)
    console.log(`Removed ${removed}, older than ${keepDays} days.`);
} catch (error) {
  if (error instanceof BackupUnderWay) {
    console.error(error.message);
    process.exit(1);
  }
  exitOnRefusal(error);
}
