/**
 * `npm run import -- <file>`: loads a copy made by npm run export into a new, empty shop
 * (server/backups/logical-copy.ts). Run it before the new shop's first start.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importShop } from '../server/backups/logical-copy.ts';
import { loadConfig } from '../server/config.ts';
import { exitOnRefusal } from './command-errors.ts';
import { shopDatabase } from './shop-database.ts';

const HELP = `Usage: npm run import -- <file>

Loads a copy made by npm run export into this shop's database, which must be empty: set
DATA_DIR to a new folder (or DATABASE_URL to an empty database) and run this before the first
start. The tables are made as they were in the copy, every row is loaded in one transaction,
and the database is then brought up to this version of Halwai. Nothing is loaded from a copy
that is incomplete or damaged.

  --help   this text`;

let file: string | undefined;
try {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  file = positionals[0];
} catch (error) {
  console.error(`${(error as Error).message}\n\n${HELP}`);
  process.exit(1);
}
if (!file) {
  console.error(`Say which copy to load.\n\n${HELP}`);
  process.exit(1);
}

try {
  const config = loadConfig();
  const database = await shopDatabase(config, { whileRunning: false });
  try {
    const { header, rows } = await importShop(database.shopUrl, path.resolve(file));
    console.log(
      `Loaded the copy of ${header.exportedAt} (${header.schema.lastTag}): ` +
        `${(rows.orders ?? 0).toLocaleString('en')} orders, ` +
        `${Object.values(rows)
          .reduce((sum, count) => sum + count, 0)
          .toLocaleString('en')} rows in all. ` +
        'Start the shop as usual.',
    );
  } finally {
    await database.close();
  }
} catch (error) {
  exitOnRefusal(error, 'Stop the shop before importing.');
}
