/**
 * `npm run export [-- --to <file>]`: a logical copy of the shop's data, which any newer
 * PostgreSQL can load (server/backups/logical-copy.ts). It may run while the shop runs.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportShop } from '../server/backups/logical-copy.ts';
import { loadConfig } from '../server/config.ts';
import { exitOnRefusal } from './command-errors.ts';
import { shopDatabase } from './shop-database.ts';

const HELP = `Usage: npm run export
       npm run export -- --to <file>

Writes every row of the shop's database, with its schema version, to one gzip'd file: by
default BACKUP_DIR/exports/halwai-export-<time>.jsonl.gz. npm run import loads it into a new
shop on this or any newer PostgreSQL: the way to move the embedded database to a new major
version. It may run while the shop runs; it reads one consistent moment.

  --to <file>   where to write the copy
  --help        this text`;

let to: string | undefined;
try {
  const { values } = parseArgs({
    options: { to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  to = values.to;
} catch (error) {
  console.error(`${(error as Error).message}\n\n${HELP}`);
  process.exit(1);
}

try {
  const config = loadConfig();
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  const file = path.resolve(
    to ??
      path.join(config.backupDir ?? config.dataDir, 'exports', `halwai-export-${stamp}.jsonl.gz`),
  );
  mkdirSync(path.dirname(file), { recursive: true });
  const database = await shopDatabase(config, { whileRunning: true });
  try {
    const { rows } = await exportShop(database.shopUrl, file);
    const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
    console.log(
      `Wrote ${file}: ${total.toLocaleString('en')} rows of ${Object.keys(rows).length} tables, ` +
        `${(rows.orders ?? 0).toLocaleString('en')} of them orders.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  exitOnRefusal(error);
}
