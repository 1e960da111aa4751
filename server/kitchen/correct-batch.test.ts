import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { sweetStock } from '#server/db/schema/catalog.ts';
import { batches, batchWriteOffs } from '#server/db/schema/kitchen.ts';
import { auditEntries } from '#server/db/schema/staff.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { seedShop } from '#server/seed/seed.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { expectBooksBalance, sweetWithoutStock } from '#tests/support/kitchen.ts';
import { checkout, customerWithCart, refusal } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { correctBatch } from './correct-batch.ts';
import { recordBatch } from './record-batch.ts';
import { writeOffBatch } from './write-off-batch.ts';

let db: Db;
let owner: { id: string; role: 'owner' };
let cook: { id: string; role: 'kitchen' };

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  owner = { id: await insertCustomer(db, 'Lata Owner', 'owner'), role: 'owner' };
  cook = { id: await insertCustomer(db, 'Ramu Kitchen', 'kitchen'), role: 'kitchen' };
});

/** A sweet with one batch of `grams` recorded by the kitchen, 1 kg of it sold on the web. */
async function batchWithASale(name: string, grams: number) {
  const sweet = await sweetWithoutStock(name, db);
  const { batchId } = await recordBatch(db, cook, { productId: sweet.productId, grams });
  const { userId } = await customerWithCart(db, [[sweet.kg1, 1]]);
  await placeOrder(db, userId, checkout());
  return { ...sweet, batchId };
}

async function batchOf(batchId: string) {
  const [batch] = await db.select().from(batches).where(eq(batches.id, batchId));
  return batch;
}

/** As the midnight job leaves it: out of the stock, its grams left waiting for a write-off. */
async function expire(batchId: string, productId: string, gramsLeft: number) {
  await db.transaction(async (tx) => {
    await tx.update(batches).set({ expiredAt: new Date() }).where(eq(batches.id, batchId));
    await tx
      .update(sweetStock)
      .set({ grams: sql`${sweetStock.grams} - ${gramsLeft}::int` })
      .where(eq(sweetStock.productId, productId));
  });
}

describe('correcting a batch’s kilograms', () => {
  test('the owner corrects 5 kg to 4.5 kg: what is left and the sweet’s stock fall by 500 g, logged', async () => {
    const sweet = await batchWithASale('Fix Rasmalai', 5000);
    await correctBatch(db, owner, { batchId: sweet.batchId, grams: 4500 });
    expect(await batchOf(sweet.batchId)).toMatchObject({ gramsMade: 4500, gramsLeft: 3500 });
    expect(await expectBooksBalance(db, sweet.productId)).toBe(3500);
    const [entry] = await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.kind, 'batch.corrected'));
    expect(entry?.subject).toMatch(/^Fix Rasmalai, batch made /);
    expect(entry?.before).toEqual({ made: '5 kg', left: '4 kg' });
    expect(entry?.after).toEqual({ made: '4.5 kg', left: '3.5 kg' });
  });

  test('a correction up raises what is left and the stock by the difference', async () => {
    const sweet = await batchWithASale('Fix Peda', 2000);
    await correctBatch(db, owner, { batchId: sweet.batchId, grams: 3000 });
    expect(await batchOf(sweet.batchId)).toMatchObject({ gramsMade: 3000, gramsLeft: 2000 });
    expect(await expectBooksBalance(db, sweet.productId)).toBe(2000);
  });

  test('a correction below what was already sold is refused in words beside the kilograms', async () => {
    const sweet = await batchWithASale('Fix Barfi', 2000);
    const refused = await refusal(correctBatch(db, owner, { batchId: sweet.batchId, grams: 750 }));
    expect(refused.fieldErrors.kilograms).toBe(
      '1 kg of this batch is already sold or written off: it made at least that.',
    );
    expect(await batchOf(sweet.batchId)).toMatchObject({ gramsMade: 2000, gramsLeft: 1000 });
    expect(await expectBooksBalance(db, sweet.productId)).toBe(1000);
  });

  test('an expired batch’s correction leaves the stock as it is', async () => {
    const sweet = await batchWithASale('Fix Ladoo', 3000);
    await expire(sweet.batchId, sweet.productId, 2000);
    await correctBatch(db, owner, { batchId: sweet.batchId, grams: 2500 });
    expect(await batchOf(sweet.batchId)).toMatchObject({ gramsMade: 2500, gramsLeft: 1500 });
    expect(await expectBooksBalance(db, sweet.productId)).toBe(0);
  });

  test('only the owner and managers correct; the kitchen cannot', async () => {
    const sweet = await batchWithASale('Fix Halwa', 2000);
    const refused = await refusal(correctBatch(db, cook, { batchId: sweet.batchId, grams: 1500 }));
    expect(refused.code).toBe('FORBIDDEN');
    const manager = {
      id: await insertCustomer(db, 'Fix Manager', 'manager'),
      role: 'manager' as const,
    };
    await correctBatch(db, manager, { batchId: sweet.batchId, grams: 1500 });
    expect(await expectBooksBalance(db, sweet.productId)).toBe(500);
  });
});

describe('writing off grams of a batch', () => {
  test('200 g written off as damaged leave the batch and the sweet’s stock, logged with the reason', async () => {
    const sweet = await batchWithASale('Waste Rasmalai', 4500);
    await writeOffBatch(db, owner, { batchId: sweet.batchId, grams: 200, reason: 'damaged' });
    expect(await batchOf(sweet.batchId)).toMatchObject({ gramsMade: 4500, gramsLeft: 3300 });
    expect(await expectBooksBalance(db, sweet.productId)).toBe(3300);
    const [writeOff] = await db
      .select()
      .from(batchWriteOffs)
      .where(eq(batchWriteOffs.batchId, sweet.batchId));
    expect(writeOff).toMatchObject({ grams: 200, reason: 'damaged', writtenOffBy: owner.id });
    const [entry] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.kind, 'batch.written-off')));
    expect(entry?.after).toEqual({ writtenOff: '200 g', reason: 'Damaged', left: '3.3 kg' });
  });

  test('more than is left of the batch is refused beside the grams', async () => {
    const sweet = await batchWithASale('Waste Barfi', 2000);
    const refused = await refusal(
      writeOffBatch(db, owner, { batchId: sweet.batchId, grams: 1001, reason: 'tasting' }),
    );
    expect(refused.fieldErrors.grams).toBe('Only 1 kg of this batch is left to write off.');
    expect(await expectBooksBalance(db, sweet.productId)).toBe(1000);
  });

  test('an expired batch’s grams, already out of the stock, are written off without moving it', async () => {
    const sweet = await batchWithASale('Waste Ladoo', 3000);
    await recordBatch(db, cook, { productId: sweet.productId, grams: 1000 });
    await expire(sweet.batchId, sweet.productId, 2000);
    await writeOffBatch(db, owner, { batchId: sweet.batchId, grams: 2000, reason: 'expired' });
    expect(await batchOf(sweet.batchId)).toMatchObject({ gramsLeft: 0 });
    expect(await expectBooksBalance(db, sweet.productId)).toBe(1000);
  });

  test('only the owner and managers write off; the kitchen cannot, and an unknown batch is not found', async () => {
    const sweet = await batchWithASale('Waste Halwa', 2000);
    const refused = await refusal(
      writeOffBatch(db, cook, { batchId: sweet.batchId, grams: 100, reason: 'tasting' }),
    );
    expect(refused.code).toBe('FORBIDDEN');
    const missing = await refusal(
      writeOffBatch(db, owner, {
        batchId: '00000000-0000-4000-8000-000000000000',
        grams: 100,
        reason: 'tasting',
      }),
    );
    expect(missing.message).toBe('That batch was not found. Please reload the page.');
  });
});
