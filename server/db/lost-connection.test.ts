/** A pooled connection the database server ends while it is idle (a restart, a network cut). */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, test } from 'vitest';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { openPostgres, type Db } from './client.ts';
import { loggedMessages } from '#tests/support/log-lines.ts';

test('a connection the server ends while idle is replaced, and the shop carries on', async () => {
  const { connectionString } = await createTestDatabase();
  const shop = openPostgres(connectionString, 1);
  const pid = await backendPid(shop.db);

  const admin = new pg.Client({ connectionString });
  await admin.connect();
  await admin.query('select pg_terminate_backend($1)', [pid]);
  await admin.end();

  await expect
    .poll(() => loggedMessages('warn'))
    .toEqual([expect.stringMatching(/^A database connection was lost: /)]);
  expect(await backendPid(shop.db)).not.toBe(pid);
  await shop.close();
});

/** The server process behind the pool's one connection. */
async function backendPid(db: Db) {
  const [row] = await db
    .select({ pid: sql<number>`pg_backend_pid()` })
    .from(sql`(select 1) as one`);
  return row?.pid;
}
