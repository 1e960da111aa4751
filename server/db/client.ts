/** Opens the shop's database: embedded PGlite under DATA_DIR, or a PostgreSQL server. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Either driver: services take this and never care which database is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a service gets inside `db.transaction(...)`. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Brings the schema up to date with the committed migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The embedded database; `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}) {
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
  });
  const db = drizzlePglite({ client, schema });
  const database: Database & { client: PGlite } = {
    db,
    kind: 'pglite',
    client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
  return database;
}

export function openPostgres(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePostgres(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

export function openDatabase(options: { dataDir: string; databaseUrl?: string }) {
  if (options.databaseUrl) return Promise.resolve(openPostgres(options.databaseUrl));
  return openPglite({ dataDir: path.join(options.dataDir, 'db') });
}
