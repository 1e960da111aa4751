import { eq } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { addDays, indiaDayKey } from '#core/india-calendar.ts';
import type { Db } from '#server/db/client.ts';
import { batches } from '#server/db/schema/kitchen.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { sweetWithoutStock } from '#tests/support/kitchen.ts';
import { refusal } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { kitchenBatches } from './kitchen-batches-list.ts';
import { nearWindow } from './near-window.ts';
import { recordBatch } from './record-batch.ts';

let db: Db;
let cook: { id: string; role: 'kitchen' };
const today = indiaDayKey(new Date());

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  cook = { id: await insertCustomer(db, 'Ramu Kitchen', 'kitchen'), role: 'kitchen' };
});

test('what is best before tomorrow is listed per sweet, its batches together; later or expired batches are not', async () => {
  const rasmalai = await sweetWithoutStock('Window Rasmalai', db, 1);
  const barfi = await sweetWithoutStock('Window Barfi', db, 3);
  await recordBatch(db, cook, { productId: rasmalai.productId, grams: 2000 });
  await recordBatch(db, cook, { productId: rasmalai.productId, grams: 1500 });
  const expired = await recordBatch(db, cook, { productId: rasmalai.productId, grams: 700 });
  await db.update(batches).set({ expiredAt: new Date() }).where(eq(batches.id, expired.batchId));
  await recordBatch(db, cook, { productId: barfi.productId, grams: 4000 });
  expect(await nearWindow(db, today)).toEqual([
    {
      productId: rasmalai.productId,
      name: 'Window Rasmalai',
      grams: 3500,
      batchCount: 2,
      bestBeforeDay: addDays(today, 1),
    },
  ]);
  expect(await nearWindow(db, addDays(today, 2))).toEqual([
    expect.objectContaining({ name: 'Window Barfi', grams: 4000 }),
  ]);
});

test('the kitchen page lists sweets sold by weight, batches in stock and those awaiting a write-off', async () => {
  const peda = await sweetWithoutStock('List Peda', db, 2);
  const inStock = await recordBatch(db, cook, { productId: peda.productId, grams: 2500 });
  const old = await recordBatch(db, cook, { productId: peda.productId, grams: 1000 });
  await db.update(batches).set({ expiredAt: new Date() }).where(eq(batches.id, old.batchId));
  const listed = await kitchenBatches(db, cook, today);
  expect(listed.sweets.map((sweet) => sweet.name)).toContain('List Peda');
  const ofPeda = (rows: { productId: string; batchId: string }[]) =>
    rows.filter((row) => row.productId === peda.productId).map((row) => row.batchId);
  expect(ofPeda(listed.inStock)).toEqual([inStock.batchId]);
  expect(ofPeda(listed.awaitingWriteOff)).toEqual([old.batchId]);
  const packer = { id: await insertCustomer(db, 'List Packer', 'packer'), role: 'packer' as const };
  expect((await refusal(kitchenBatches(db, packer, today))).code).toBe('FORBIDDEN');
});
