/** A pooled connection the database server ends while it is idle (a restart, a network cut). */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, test, vi } from 'vitest';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { openPostgres, type Db } from './client.ts';

test('a connection the server ends while idle is replaced, and the shop carries on', async () => {
  const { connectionString } = await createTestDatabase();
  const shop = openPostgres(connectionString, 1);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const pid = await backendPid(shop.db);

  const admin = new pg.Client({ connectionString });
  await admin.connect();
  await admin.query('select pg_terminate_backend($1)', [pid]);
  await admin.end();

  await expect.poll(() => warn.mock.calls.length).toBe(1);
  expect(warn.mock.calls[0]?.[0]).toMatch(/^A database connection was lost: /);
  expect(await backendPid(shop.db)).not.toBe(pid);
  warn.mockRestore();
  await shop.close();
});

/** The server process behind the pool's one connection. */
async function backendPid(db: Db) {
  const [row] = await db
    .select({ pid: sql<number>`pg_backend_pid()` })
    .from(sql`(select 1) as one`);
  return row?.pid;
}
