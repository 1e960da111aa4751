/**
 * A fresh, migrated database for one test file, or one test: a copy of the run's template; or,
 * `empty`, one with no tables at all, as a new shop's database is before its first server starts.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject, onTestFinished, TestRunner } from 'vitest';
import { openPostgres, type Database } from '#server/db/client.ts';
import { asTestShopRole, databaseUrl } from './global-database.ts';

/**
 * Where the copy lives: a second server instance can open it too; as the superuser, or as the
 * shop's own role (granted in the template as the shop grants it: shop-role.ts).
 */
export type TestDatabase = Database & { connectionString: string; shopConnectionString: string };

/**
 * The copies made by this process (in a test worker: by this test file) outside a test, until
 * closed. Vitest never calls an `afterAll` registered once the file runs (in the `beforeAll` that
 * makes a copy), so the file's end closes them: close-test-databases.ts.
 */
const openCopies = new Set<TestDatabase>();

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
  let closed: Promise<void> | undefined;
  const testDatabase: TestDatabase = {
    ...database,
    connectionString,
    shopConnectionString: asTestShopRole(connectionString),
    // Once, whoever asks first: the test, or the end of the test or file that made it.
    close: () => {
      openCopies.delete(testDatabase);
      closed ??= (async () => {
        await database.close();
        await dropDatabase(admin, name);
        await admin.end();
      })();
      return closed;
    },
  };
  // Made by a test, it goes when that test ends; else when the file does.
  if (TestRunner.getCurrentTest()) onTestFinished(() => testDatabase.close());
  else openCopies.add(testDatabase);
  return testDatabase;
}

/**
 * Closes and drops every copy made here and not yet closed: their pools, their admin connections
 * and the databases themselves would otherwise outlive the file (in a worker that runs further
 * files, until the server has no connections left for them).
 */
export async function closeTestDatabases() {
  await Promise.all([...openCopies].map((copy) => copy.close()));
}

/**
 * A pool's end resolves before its connections' server processes are gone: PostgreSQL waits a few
 * seconds for them to go. Forced only past that: what it ends, the server logs as an error.
 */
async function dropDatabase(admin: pg.Client, name: string) {
  try {
    await admin.query(`drop database if exists ${name}`);
  } catch (error) {
    const objectInUse = '55006';
    if ((error as { code?: string }).code !== objectInUse) throw error;
    await admin.query(`drop database if exists ${name} with (force)`);
  }
}
