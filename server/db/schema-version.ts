/**
 * The database schema's version: the migrations committed with this code (drizzle's journal)
 * and those applied to a database (drizzle's own table of them, by each migration's time).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { projectFolder } from '#server/project-folder.ts';
import type { Db } from './client.ts';

export const MIGRATIONS_FOLDER = path.join(projectFolder, 'server/db/migrations');

export interface Migration {
  idx: number;
  /** Its time, as drizzle records it once applied. */
  when: number;
  tag: string;
}

/** The migrations committed with this code, in order. */
export function committedMigrations(folder = MIGRATIONS_FOLDER): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: Migration[];
  };
  return journal.entries;
}

/** How many migrations the database has had, and the time of the last one (0 for none). */
export async function appliedMigrations(db: Db) {
  const { rows } = (await db.execute(
    sql`select count(*)::int as count, coalesce(max(created_at), 0)::text as last
        from drizzle.__drizzle_migrations`,
  )) as { rows: { count: number; last: string }[] };
  return { count: rows[0]?.count ?? 0, lastWhen: Number(rows[0]?.last ?? 0) };
}

/** The database has every migration this code commits, and none it does not know. */
export async function isSchemaCurrent(db: Db) {
  const committed = committedMigrations();
  const applied = await appliedMigrations(db);
  return applied.count === committed.length && applied.lastWhen === committed.at(-1)?.when;
}
