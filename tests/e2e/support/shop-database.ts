/**
 * The journeys' shop's own database, for a journey that must read or arrange what no page shows
 * (a bill's row, a batch a day older): over the embedded server's socket, as the shop reaches it.
 * Opened before the file's journeys and closed after them.
 */
import path from 'node:path';
import { openPostgres, SHOP_DATABASE, type Database } from '#server/db/client.ts';
import { runningServerUrl } from '#server/db/embedded-postgres.ts';
import { test } from './test.ts';

export function openShopDatabaseForFile(): () => Database['db'] {
  let database: Database | undefined;
  test.beforeAll(() => {
    const folder = path.join(process.env.E2E_DATA_DIR ?? '', 'pg');
    database = openPostgres(runningServerUrl(folder, SHOP_DATABASE), 2);
  });
  test.afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database)
      throw new Error("The shop's database is open only while the file's journeys run");
    return database.db;
  };
}
