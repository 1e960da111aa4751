/**
 * A fresh, migrated database for one test file: a copy of the run's template; or, `empty`, one
 * with no tables at all, as a new shop's database is before its first server starts.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { openPostgres, type Database } from '#server/db/client.ts';
import { asTestShopRole, databaseUrl } from './global-database.ts';

/**
 * Where the copy lives: a second server instance can open it too; as the superuser, or as the
 * shop's own role (granted in the template as the shop grants it: shop-role.ts).
 */
export type TestDatabase = Database & { connectionString: string; shopConnectionString: string };

export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const { serverUrl, templateName } = inject('postgresTemplate');
  const name = `halwai_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    `create database ${name} template ${options.empty ? 'template0' : templateName}`,
  );
  const connectionString = databaseUrl(serverUrl, name);
  const database = openPostgres(connectionString);
  const testDatabase: TestDatabase = {
    ...database,
    connectionString,
    shopConnectionString: asTestShopRole(connectionString),
    close: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
  afterAll(() => testDatabase.close());
  return testDatabase;
}
