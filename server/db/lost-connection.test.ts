/** A pooled connection the database server ends while it is idle (a restart, a network cut). */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, test, vi } from 'vitest';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { openPostgres } from './client.ts';

test('a connection the server ends while idle is replaced, and the shop carries on', async () => {
  const { connectionString } = await createTestDatabase();
  const shop = openPostgres(connectionString, 1);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const [{ pid } = { pid: 0 }] = (
    await shop.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)
  ).rows;

  const admin = new pg.Client({ connectionString });
  await admin.connect();
  await admin.query('select pg_terminate_backend($1)', [pid]);
  await admin.end();

  await expect.poll(() => warn.mock.calls.length).toBe(1);
  expect(warn.mock.calls[0]?.[0]).toMatch(/^A database connection was lost: /);
  const [again] = (await shop.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`))
    .rows;
  expect(again?.pid).not.toBe(pid);
  warn.mockRestore();
  await shop.close();
});
