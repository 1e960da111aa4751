/** A fresh, migrated database for one test file, on PGlite or PostgreSQL as the project says. */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '#server/db/client.ts';
import { databaseUrl } from './global-database.ts';

/** On PostgreSQL, where the copy lives: a second server instance can open it too. */
export type TestDatabase = Database & { connectionString?: string };

export async function createTestDatabase(): Promise<TestDatabase> {
  const database =
    process.env.TEST_DATABASE === 'postgres' ? await copyPostgresTemplate() : await copyPglite();
  afterAll(() => database.close());
  return database;
}

async function copyPglite() {
  const template = readFileSync(inject('pgliteTemplatePath'));
  return openPglite({ loadDataDir: new Blob([template]) });
}

async function copyPostgresTemplate(): Promise<TestDatabase> {
  const { serverUrl, templateName } = inject('postgresTemplate');
  const name = `halwai_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateName}`);
  const connectionString = databaseUrl(serverUrl, name);
  const database = openPostgres(connectionString);
  return {
    ...database,
    connectionString,
    close: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
