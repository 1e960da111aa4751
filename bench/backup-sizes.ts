/**
 * `npm run bench:backups`: a base backup's size and time, made and then checked (restored into a
 * scratch folder, started and read), on the sample shop and on one with 100,000 orders
 * (bench/order-history.ts), each on the embedded database archiving as the shop does; and the
 * archive's size after putting the 100,000 orders in. BACKUP_BENCH_ORDERS changes the count.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { backupFolderAt } from '../server/db/wal-archive.ts';
import { makeBaseBackup } from '../server/backups/base-backup.ts';
import { checkBaseBackup } from '../server/backups/restore.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { seedShop } from '../server/seed/seed.ts';
import { seedOrderHistory } from './order-history.ts';
import { printFigures, shownOnly, type FigureRow } from './targets.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';

const ORDERS = Number(process.env.BACKUP_BENCH_ORDERS ?? 100_000);

const mebibytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function folderBytes(folder: string): number {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

async function measure(label: string, database: Database, backupDir: string) {
  const embedded = database.embedded;
  if (!embedded) throw new Error('The bench needs the embedded database.');
  const folder = backupFolderAt(backupDir);
  const madeAt = performance.now();
  const backup = await makeBaseBackup({
    serverUrl: embedded.serverUrl,
    dataFolder: embedded.folder,
    folder,
  });
  const made = performance.now() - madeAt;
  const checkedAt = performance.now();
  const orders = await checkBaseBackup({
    scratchFolder: `${embedded.folder}.checking`,
    folder,
    backup,
  });
  const checked = performance.now() - checkedAt;
  return [
    shownOnly(
      `${label}: base backup size (${orders.toLocaleString('en')} orders)`,
      mebibytes(backup.bytes),
    ),
    shownOnly(`${label}: time to make it`, seconds(made)),
    shownOnly(`${label}: time to check it (restore, start, read)`, seconds(checked)),
    shownOnly(`${label}: WAL archive so far`, mebibytes(folderBytes(folder.wal))),
  ];
}

const dataDir = temporaryDataDir('halwai-backup-bench-');
const backupDir = path.join(dataDir, 'backups');
const rows: FigureRow[] = [];
try {
  const database = await openDatabase({ dataDir, backupDir });
  try {
    await database.migrate();
    await seedShop(database.db);
    rows.push(...(await measure('sample shop', database, backupDir)));
    const insertedAt = performance.now();
    await seedOrderHistory(database.db, {
      customers: Math.ceil(ORDERS / 5),
      orders: ORDERS,
      days: 425,
    });
    rows.push(
      shownOnly(
        `${ORDERS.toLocaleString('en')} orders put in`,
        seconds(performance.now() - insertedAt),
      ),
    );
    rows.push(...(await measure(`${ORDERS.toLocaleString('en')} orders`, database, backupDir)));
  } finally {
    await database.close();
  }
  printFigures('Base backups on the embedded database', rows);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
