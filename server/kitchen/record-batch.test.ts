import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { addDays, indiaDayKey } from '#core/india-calendar.ts';
import type { Db } from '#server/db/client.ts';
import { productVariants, stockAlerts } from '#server/db/schema/catalog.ts';
import { jobs } from '#server/db/schema/jobs.ts';
import { batches } from '#server/db/schema/kitchen.ts';
import { auditEntries } from '#server/db/schema/staff.ts';
import { BACK_IN_STOCK_JOB } from '#server/catalog/stock-alerts.ts';
import {
  boxVariant,
  buildProduct,
  insertCustomer,
  insertProduct,
} from '#tests/support/factories.ts';
import { expectBooksBalance, sweetWithoutStock } from '#tests/support/kitchen.ts';
import { refusal } from '#tests/support/orders.ts';
import { gramsOf } from '#tests/support/stock.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { recordBatch } from './record-batch.ts';

let db: Db;
let cook: { id: string; role: 'kitchen' };
const DAY_MS = 24 * 60 * 60_000;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  cook = { id: await insertCustomer(db, 'Ramu Kitchen', 'kitchen'), role: 'kitchen' };
});

describe('recording a batch', () => {
  test('5 kg recorded raise the sweet and its weights, with the batch’s own best-before, in the log', async () => {
    const rasmalai = await sweetWithoutStock('Batch Rasmalai', db, 2);
    const now = new Date();
    const recorded = await recordBatch(db, cook, { productId: rasmalai.productId, grams: 5000 });
    expect(recorded.bestBeforeDay).toBe(addDays(indiaDayKey(now), 2));
    expect(await gramsOf(db, rasmalai.productId)).toBe(5000);
    const [kg] = await db
      .select({ stock: productVariants.stockQuantity })
      .from(productVariants)
      .where(eq(productVariants.id, rasmalai.kg1));
    expect(kg?.stock).toBe(5);
    const [batch] = await db.select().from(batches).where(eq(batches.id, recorded.batchId));
    expect(batch).toMatchObject({ gramsMade: 5000, gramsLeft: 5000, madeBy: cook.id });
    await expectBooksBalance(db, rasmalai.productId);
    const [entry] = await db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.kind, 'batch.recorded'), eq(auditEntries.subject, 'Batch Rasmalai')),
      );
    expect(entry?.after).toMatchObject({ made: '5 kg', bestBefore: recorded.bestBeforeDay });
  });

  test('a batch made yesterday keeps its made day’s best-before, and its ingredients’ cost', async () => {
    const peda = await sweetWithoutStock('Batch Peda', db, 2);
    const madeAt = new Date(Date.now() - DAY_MS);
    const recorded = await recordBatch(db, cook, {
      productId: peda.productId,
      grams: 2500,
      madeAt,
      costPaise: 120_050,
    });
    expect(recorded.bestBeforeDay).toBe(addDays(indiaDayKey(madeAt), 2));
    const [batch] = await db.select().from(batches).where(eq(batches.id, recorded.batchId));
    expect(batch?.costPaise).toBe(120_050);
    expect(await expectBooksBalance(db, peda.productId)).toBe(2500);
  });

  test('a batch already past its best-before is refused beside when it was made', async () => {
    const barfi = await sweetWithoutStock('Batch Barfi', db, 2);
    const refused = await refusal(
      recordBatch(db, cook, {
        productId: barfi.productId,
        grams: 1000,
        madeAt: new Date(Date.now() - 2 * DAY_MS),
      }),
    );
    expect(refused.fieldErrors.madeAt).toMatch(
      /^Batch Barfi made then was good until .+: it is past its best-before already\.$/,
    );
    expect(await expectBooksBalance(db, barfi.productId)).toBe(0);
  });

  test('a batch made in the future is refused; one a minute’s clock ahead is not', async () => {
    const ladoo = await sweetWithoutStock('Batch Ladoo', db, 2);
    const now = new Date();
    const refused = await refusal(
      recordBatch(
        db,
        cook,
        { productId: ladoo.productId, grams: 1000, madeAt: new Date(now.getTime() + 5 * 60_000) },
        now,
      ),
    );
    expect(refused.fieldErrors.madeAt).toBe('A batch cannot be made in the future.');
    await recordBatch(
      db,
      cook,
      { productId: ladoo.productId, grams: 1000, madeAt: new Date(now.getTime() + 30_000) },
      now,
    );
    expect(await expectBooksBalance(db, ladoo.productId)).toBe(1000);
  });

  test('only a sweet sold by weight takes a batch, and only more than 0 g', async () => {
    const { product } = await insertProduct(
      db,
      buildProduct({ name: 'Batch Hamper' }),
      boxVariant(99_900),
    );
    const notWeighed = await refusal(recordBatch(db, cook, { productId: product.id, grams: 1000 }));
    expect(notWeighed.fieldErrors.productId).toBe('Please choose a sweet sold by weight.');
    const jalebi = await sweetWithoutStock('Batch Jalebi', db);
    const none = await refusal(recordBatch(db, cook, { productId: jalebi.productId, grams: 0 }));
    expect(none.fieldErrors.kilograms).toBe('Please enter more than 0 kg.');
  });

  test('the kitchen, managers and the owner record batches; a packer, a cashier or a customer cannot', async () => {
    const halwa = await sweetWithoutStock('Batch Halwa', db);
    for (const role of ['manager', 'owner'] as const) {
      const actor = { id: await insertCustomer(db, `Batch ${role}`, role), role };
      await recordBatch(db, actor, { productId: halwa.productId, grams: 1000 });
    }
    for (const role of ['packer', 'cashier', 'customer'] as const) {
      const actor = { id: await insertCustomer(db, `Batch ${role}`, role), role };
      const refused = await refusal(
        recordBatch(db, actor, { productId: halwa.productId, grams: 1000 }),
      );
      expect(refused.code).toBe('FORBIDDEN');
    }
    expect(await expectBooksBalance(db, halwa.productId)).toBe(2000);
  });

  test('a sold-out sweet made again tells those waiting for it, once', async () => {
    const kalakand = await sweetWithoutStock('Batch Kalakand', db);
    const [alert] = await db
      .insert(stockAlerts)
      .values({ variantId: kalakand.kg1, email: 'waiting@example.com' })
      .returning({ id: stockAlerts.id });
    await recordBatch(db, cook, { productId: kalakand.productId, grams: 1000 });
    const [notified] = await db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.id, alert?.id ?? ''));
    expect(notified?.notifiedAt).not.toBeNull();
    const queued = await db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.name, BACK_IN_STOCK_JOB), eq(jobs.key, `${BACK_IN_STOCK_JOB}:${alert?.id}`)),
      );
    expect(queued).toHaveLength(1);
  });
});
