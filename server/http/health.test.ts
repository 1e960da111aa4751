/**
 * /healthz and /readyz as a load balancer asks them: cheap, uncached, with no session; ready
 * only while the database answers with this code's schema and the server is not draining, and
 * answered in maintenance too.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { openPostgres } from '#server/db/client.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { seedShop } from '#server/seed/seed.ts';
import { inProcessShop } from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import type { Readiness } from './health.ts';

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
});

/** The shop's app over `database`, with this readiness. */
const shopOver = async (database: Db, readiness?: Readiness) =>
  (await inProcessShop(database, {}, { readiness })).app;

test('/healthz says the process answers, kept by no one, with no cookie', async () => {
  const app = await shopOver(db);
  const answer = await app.request('/healthz');
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe('ok');
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.headers.getSetCookie()).toEqual([]);
});

test('/readyz is ready on a database with this schema, and not while the server drains', async () => {
  const readiness = { draining: false };
  const app = await shopOver(db, readiness);
  const ready = await app.request('/readyz');
  expect(ready.status).toBe(200);
  expect(await ready.text()).toBe('ready');
  expect(ready.headers.get('cache-control')).toBe('no-store');

  readiness.draining = true;
  const draining = await app.request('/readyz');
  expect(draining.status).toBe(503);
  expect(await draining.text()).toBe('draining: this server is stopping');
  expect((await app.request('/healthz')).status).toBe(200);
});

test('/readyz is not ready when the schema is behind this code, or the database does not answer', async () => {
  const behind = await createTestDatabase();
  await behind.db.execute(
    sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
  );
  const notCurrent = await (await shopOver(behind.db)).request('/readyz');
  expect(notCurrent.status).toBe(503);
  expect(await notCurrent.text()).toBe("database schema is not this version's");

  const gone = openPostgres('postgresql://postgres@localhost:1/halwai', 1);
  try {
    const notAnswering = await (await shopOver(gone.db)).request('/readyz');
    expect(notAnswering.status).toBe(503);
    expect(await notAnswering.text()).toMatch(/^database not answering: /);
  } finally {
    await gone.close();
  }
});

test('in maintenance both still answer, for the monitor', async () => {
  await db.update(storeSettings).set({ maintenanceMode: true });
  try {
    const app = await shopOver(db);
    expect((await app.request('/')).status).toBe(503);
    expect((await app.request('/healthz')).status).toBe(200);
    expect((await app.request('/readyz')).status).toBe(200);
  } finally {
    await db.update(storeSettings).set({ maintenanceMode: false });
  }
});
