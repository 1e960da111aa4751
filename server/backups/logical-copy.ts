/**
 * A logical copy of the shop's data: every row of every table as JSON, the sequences, and the
 * schema version it was made at. Unlike a base backup (the server's own files, readable only by
 * the same PostgreSQL major version), it loads into any newer PostgreSQL: the way the embedded
 * server moves to a new major version, and a copy of a DATABASE_URL shop too.
 *
 * The file is gzip'd text, one record a line, each a tag and JSON:
 *   H {header}      what it is, when, from which schema version, which tables in which order
 *   T "orders"      the rows of this table follow
 *   R {row}         one row, as PostgreSQL's row_to_json writes it
 *   S {sequence}    a sequence's position
 *   E {rows}        the end, with each table's row count (a copy cut short has none)
 *
 * Rows go in and out as PostgreSQL's own JSON (row_to_json, json_populate_recordset), so every
 * value keeps its exact type: no number passes through JavaScript.
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { createGunzip, createGzip } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import {
  committedMigrations,
  MIGRATIONS_FOLDER,
  type Migration,
} from '#server/db/schema-version.ts';

export const EXPORT_FORMAT = 'halwai-export';
const FORMAT_VERSION = 1;
const ROWS_PER_FETCH = 1000;
const ROWS_PER_INSERT = 500;

export interface ExportHeader {
  format: typeof EXPORT_FORMAT;
  formatVersion: number;
  exportedAt: string;
  /** The server it came from: 'PostgreSQL 18.4 ...'. */
  postgres: string;
  /** The schema's version: the last migration applied (its tag and time). */
  schema: { migrations: number; lastTag: string; lastWhen: number };
  /** Every table of the shop, parents before the tables that refer to them. */
  tables: string[];
}

export class CopyRefused extends Error {}

/** The shop's tables, each after the tables its foreign keys name. */
async function tablesInLoadOrder(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: string[]) => {
    if (placed.has(name)) return;
    if (path.includes(name))
      throw new Error(`Tables refer to each other in a circle: ${path.join(' → ')}`);
    for (const { parent } of references.filter((reference) => reference.child === name)) {
      visit(parent, [...path, name]);
    }
    placed.add(name);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name, []);
  return ordered;
}

/** The migrations applied to this database, as drizzle records them. */
async function schemaVersion(client: pg.ClientBase): Promise<ExportHeader['schema']> {
  const { rows } = await client.query<{ count: number; last: string | null }>(
    'select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  const lastWhen = Number(rows[0]?.last ?? 0);
  const entry = committedMigrations().find((candidate) => candidate.when === lastWhen);
  return { migrations: rows[0]?.count ?? 0, lastTag: entry?.tag ?? 'unknown', lastWhen };
}

const line = (tag: string, value: unknown) => `${tag} ${JSON.stringify(value)}\n`;

/** Writes a copy of the database at `connectionString` to `file`; one consistent snapshot. */
export async function exportShop(connectionString: string, file: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const gzip = createGzip();
  const out = createWriteStream(file);
  gzip.pipe(out);
  const write = async (text: string) => {
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  const rows: Record<string, number> = {};
  try {
    await client.query('begin isolation level repeatable read read only');
    const header: ExportHeader = {
      format: EXPORT_FORMAT,
      formatVersion: FORMAT_VERSION,
      exportedAt: new Date().toISOString(),
      postgres:
        (await client.query<{ version: string }>('select version()')).rows[0]?.version ?? '',
      schema: await schemaVersion(client),
      tables: await tablesInLoadOrder(client),
    };
    await write(line('H', header));
    for (const table of header.tables) {
      await write(line('T', table));
      rows[table] = 0;
      const name = pg.escapeIdentifier(table);
      await client.query(
        `declare copy_rows no scroll cursor for select row_to_json(t)::text as row from ${name} t`,
      );
      for (;;) {
        const batch = await client.query<{ row: string }>(`fetch ${ROWS_PER_FETCH} from copy_rows`);
        for (const { row } of batch.rows) await write(`R ${row}\n`);
        rows[table] += batch.rows.length;
        if (batch.rows.length < ROWS_PER_FETCH) break;
      }
      await client.query('close copy_rows');
    }
    const { rows: sequences } = await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'S'`,
    );
    for (const { name } of sequences) {
      const { rows: position } = await client.query<{ lastValue: string; isCalled: boolean }>(
        `select last_value::text as "lastValue", is_called as "isCalled" from ${pg.escapeIdentifier(name)}`,
      );
      await write(line('S', { name, ...position[0] }));
    }
    await write(line('E', { rows }));
    await client.query('commit');
  } finally {
    await client.end();
    gzip.end();
    await once(out, 'close');
  }
  return { file, rows };
}

/** The copy's records, line by line. */
async function* recordsOf(file: string) {
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  for await (const text of lines) {
    if (text === '') continue;
    yield { tag: text.slice(0, 1), json: text.slice(2) };
  }
}

async function readHeader(file: string): Promise<ExportHeader> {
  for await (const record of recordsOf(file)) {
    const header = record.tag === 'H' ? (JSON.parse(record.json) as Partial<ExportHeader>) : {};
    if (header.format !== EXPORT_FORMAT || header.formatVersion !== FORMAT_VERSION) break;
    return header as ExportHeader;
  }
  throw new CopyRefused(`${file} is not a copy made by npm run export.`);
}

/**
 * A migrations folder that stops at the copy's schema version: the tables are made as they were
 * when the copy was, the rows loaded into them, and the later migrations then run as usual.
 */
async function migrationsUpTo(lastWhen: number) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'halwai-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Migration[] };
  const entries = journal.entries.filter((entry) => entry.when <= lastWhen);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries }, null, 2));
  return folder;
}

/**
 * Loads a copy into an empty shop database: its schema as the copy's, every row in one
 * transaction (a copy cut short, or one that does not fit, leaves the database as it was), the
 * sequences where they were, then the migrations since. Answers each table's row count.
 */
export async function importShop(connectionString: string, file: string) {
  if (!existsSync(file)) throw new CopyRefused(`There is no file ${file}.`);
  const header = await readHeader(file);
  const known = committedMigrations().some((entry) => entry.when === header.schema.lastWhen);
  if (!known) {
    throw new CopyRefused(
      `${file} was made by a Halwai whose database is at ${header.schema.lastTag}, which this ` +
        'Halwai does not know: load it with that version of Halwai or a later one.',
    );
  }
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await refuseUnlessEmpty(client);
    const earlier = await migrationsUpTo(header.schema.lastWhen);
    try {
      await migrate(drizzle({ client }), { migrationsFolder: earlier });
    } finally {
      await rm(earlier, { recursive: true, force: true });
    }
    const rows = await loadRows(client, file);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    return { header, rows };
  } finally {
    await client.end();
  }
}

async function refuseUnlessEmpty(client: pg.ClientBase) {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and c.reltuples <> 0`,
  );
  for (const { name } of rows) {
    const found = await client.query(`select 1 from ${pg.escapeIdentifier(name)} limit 1`);
    if (found.rowCount) {
      throw new CopyRefused(
        'This database already has a shop in it. Import into a new one: set DATA_DIR to a new ' +
          'folder (or DATABASE_URL to an empty database) and run npm run import before the ' +
          'first start.',
      );
    }
  }
}

async function loadRows(client: pg.ClientBase, file: string) {
  const rows: Record<string, number> = {};
  let table: string | undefined;
  let batch: string[] = [];
  let ended: Record<string, number> | undefined;
  const flush = async () => {
    if (!table || batch.length === 0) return;
    const name = pg.escapeIdentifier(table);
    await client.query(
      `insert into ${name} select * from json_populate_recordset(null::${name}, $1::json)`,
      [`[${batch.join(',')}]`],
    );
    rows[table] = (rows[table] ?? 0) + batch.length;
    batch = [];
  };
  await client.query('begin');
  try {
    for await (const record of recordsOf(file)) {
      if (record.tag === 'T') {
        await flush();
        table = JSON.parse(record.json) as string;
        rows[table] = 0;
      } else if (record.tag === 'R') {
        batch.push(record.json);
        if (batch.length >= ROWS_PER_INSERT) await flush();
      } else if (record.tag === 'S') {
        await flush();
        const sequence = JSON.parse(record.json) as {
          name: string;
          lastValue: string;
          isCalled: boolean;
        };
        await client.query('select setval($1::regclass, $2::bigint, $3)', [
          pg.escapeIdentifier(sequence.name),
          sequence.lastValue,
          sequence.isCalled,
        ]);
      } else if (record.tag === 'E') {
        await flush();
        ended = (JSON.parse(record.json) as { rows: Record<string, number> }).rows;
      }
    }
    if (!ended || JSON.stringify(ended) !== JSON.stringify(rows)) {
      throw new CopyRefused(
        `${file} is incomplete (it was cut short, or damaged): nothing was loaded.`,
      );
    }
    await client.query('commit');
    return rows;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
