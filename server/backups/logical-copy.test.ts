/**
 * The logical copy: exported from a shop with orders and invoices, imported into a fresh
 * embedded server, every table holds the same rows (counted and summed), and the order numbers
 * go on from where they were. A copy goes only into an empty shop, and a copy cut short loads
 * nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { changeOrderStatus } from '#server/admin/change-order-status.ts';
import type { Db } from '#server/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { productVariants } from '#server/db/schema/catalog.ts';
import { seedShop } from '#server/seed/seed.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { checkout, customerWithCart } from '#tests/support/orders.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { CopyRefused, exportShop, importShop } from './logical-copy.ts';

const folder = temporaryDataDir('halwai-copy-');
const file = path.join(folder, 'shop.jsonl.gz');
let source: TestDatabase;
let db: Db;
let target: EmbeddedPostgres;

async function query<Row extends pg.QueryResultRow>(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Each table's row count and a digest of its rows, whatever order they are stored in. */
async function tableDigests(url: string) {
  const tables = await query<{ name: string }>(
    url,
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ digest: string }>(
      url,
      `select count(*) || ' ' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '')
       as digest from ${pg.escapeIdentifier(name)} t`,
    );
    digests[name] = row?.digest ?? '';
  }
  return digests;
}

beforeAll(async () => {
  source = await createTestDatabase();
  ({ db } = source);
  await seedShop(db);
  const owner = { id: await insertCustomer(db, 'Owner', 'owner'), role: 'owner' as const };
  const [variant] = await db.select({ id: productVariants.id }).from(productVariants).limit(1);
  for (let order = 0; order < 5; order += 1) {
    const { userId } = await customerWithCart(db, [[variant?.id ?? '', 2]]);
    const { orderNumber } = await placeOrder(db, userId, checkout({ giftMessage: 'शुभ दीपावली' }));
    if (order % 2 === 0) await changeOrderStatus(db, owner, orderNumber, 'delivered');
  }
  target = await startEmbeddedPostgres({ folder: path.join(folder, 'pg') });
  await target.ensureDatabase('halwai');
});
afterAll(() => target.stop());

describe('a copy exported and imported into a fresh embedded server', () => {
  test('holds the same rows in every table, and the order numbers go on', async () => {
    const exported = await exportShop(source.connectionString, file);
    expect(exported.rows.orders).toBe(5);
    const imported = await importShop(target.url('halwai'), file);
    expect(imported.rows).toEqual(exported.rows);
    expect(imported.header.schema.migrations).toBeGreaterThan(10);

    expect(await tableDigests(target.url('halwai'))).toEqual(
      await tableDigests(source.connectionString),
    );
    const next = (url: string) =>
      query<{ next: string }>(url, "select nextval('order_number_seq')::text as next");
    expect(await next(target.url('halwai'))).toEqual(await next(source.connectionString));
  });

  test('goes only into an empty shop', async () => {
    await expect(importShop(target.url('halwai'), file)).rejects.toThrow(
      'This database already has a shop in it',
    );
  });
});

test('a copy cut short, or not a copy at all, loads nothing', async () => {
  const fresh = await startEmbeddedPostgres({ folder: path.join(folder, 'pg-fresh') });
  try {
    await fresh.ensureDatabase('halwai');
    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
    const cutShort = path.join(folder, 'cut-short.jsonl.gz');
    writeFileSync(cutShort, gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n')));
    await expect(importShop(fresh.url('halwai'), cutShort)).rejects.toThrow(CopyRefused);
    const [orders] = await query<{ count: number }>(
      fresh.url('halwai'),
      'select count(*)::int as count from orders',
    );
    expect(orders?.count).toBe(0);

    const notACopy = path.join(folder, 'notes.jsonl.gz');
    writeFileSync(notACopy, gzipSync('Diwali orders: 40 boxes of kaju katli\n'));
    await expect(importShop(fresh.url('halwai'), notACopy)).rejects.toThrow(
      'is not a copy made by npm run export',
    );
  } finally {
    await fresh.stop();
  }
});
