import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import type { Db } from './client.ts';
import { jobs } from './schema/jobs.ts';
import { orderStatusHistory } from './schema/orders.ts';
import { shopSchema as schema } from './shop-schema.ts';
import { writeTogether } from './write-together.ts';

let database: TestDatabase;
let client: pg.Client;
let statementsSent = 0;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.connectionString });
  await client.connect();
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  // Every statement this connection sends is counted: `writeTogether` should send one.
  client.query = ((...args: unknown[]) => {
    statementsSent += 1;
    return send(...args);
  }) as typeof client.query;
  db = drizzle({ client, schema });
});

afterAll(async () => {
  await client.end();
});

const jobNamed = (key: string) => db.insert(jobs).values({ name: 'test-job', payload: {}, key });

async function listen(channel: string) {
  const listener = new pg.Client({ connectionString: database.connectionString });
  await listener.connect();
  const heard: string[] = [];
  listener.on('notification', (message) => heard.push(message.payload ?? ''));
  await listener.query(`listen ${channel}`);
  return { heard, close: () => listener.end() };
}

test('the writes and the notifications go to the database as one statement', async () => {
  const keys = [randomUUID(), randomUUID()];
  const listener = await listen('write_together_test');
  try {
    statementsSent = 0;
    await writeTogether(db, [
      jobNamed(keys[0] ?? ''),
      { channel: 'write_together_test', payload: 'first' },
      jobNamed(keys[1] ?? ''),
      { channel: 'write_together_test', payload: 'second' },
    ]);
    expect(statementsSent).toBe(1);
    const written = await db.select({ key: jobs.key }).from(jobs).where(inArray(jobs.key, keys));
    expect(written.map((job) => job.key).sort()).toEqual([...keys].sort());
    await expect.poll(() => listener.heard).toEqual(['first', 'second']);
  } finally {
    await listener.close();
  }
});

test('one write refused leaves none of the others written and nothing announced', async () => {
  const key = randomUUID();
  const listener = await listen('write_together_refused');
  try {
    await expect(
      writeTogether(db, [
        jobNamed(key),
        // No such order: the step's reference to it is refused.
        db.insert(orderStatusHistory).values({ orderId: randomUUID(), status: 'placed' }),
        { channel: 'write_together_refused', payload: 'never' },
      ]),
    ).rejects.toThrow();
    expect(await db.select().from(jobs).where(eq(jobs.key, key))).toEqual([]);
    // A later notification on the same channel arrives alone.
    await writeTogether(db, [{ channel: 'write_together_refused', payload: 'later' }]);
    await expect.poll(() => listener.heard).toEqual(['later']);
  } finally {
    await listener.close();
  }
});

test('nothing to write sends nothing', async () => {
  statementsSent = 0;
  await writeTogether(db, []);
  expect(statementsSent).toBe(0);
});

test('rows several writes read are read once, by all of them alike', async () => {
  const keys = [randomUUID(), randomUUID()];
  const drawn = { name: 'drawn', rows: sql`select gen_random_uuid()::text as token` };
  const jobWithToken = (key: string) =>
    sql`insert into ${jobs} (name, key, payload)
      select 'test-job', ${key}, jsonb_build_object('token', drawn.token) from drawn`;
  statementsSent = 0;
  await writeTogether(db, [drawn, jobWithToken(keys[0] ?? ''), jobWithToken(keys[1] ?? '')]);
  expect(statementsSent).toBe(1);
  const written = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(inArray(jobs.key, keys));
  const tokens = written.map((job) => job.payload['token']);
  expect(tokens).toHaveLength(2);
  expect(new Set(tokens).size).toBe(1);
});

test('two shared reads of one name are refused before anything is sent', async () => {
  const rows = { name: 'twice', rows: sql`select 1` };
  statementsSent = 0;
  await expect(writeTogether(db, [rows, { ...rows }])).rejects.toThrow(/share a name/);
  expect(statementsSent).toBe(0);
});
