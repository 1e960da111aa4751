/**
 * Grams past their best-before are never sold: at the midnight that begins a batch's best-before
 * day (India's), what is left of it leaves its sweet's stock by itself. The grams stay on the
 * batch, out of the stock, until the owner writes them off (write-off-batch.ts).
 */
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { indiaDayKey } from '#core/india-calendar.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { batches } from '#server/db/schema/kitchen.ts';
import { writeTogether } from '#server/db/write-together.ts';
import { lockStock, sweetGramsWrites } from '#server/catalog/sweet-stock.ts';

export const EXPIRE_BATCHES_JOB = 'expire-batches';

/** A batch that left the stock, with the grams it took out of it. */
export interface ExpiredBatch {
  batchId: string;
  productId: string;
  bestBeforeDay: string;
  grams: number;
}

/** Still in the stock, and best before `today` or a day before it. */
const dueOn = (today: string) => and(isNull(batches.expiredAt), lte(batches.bestBeforeDay, today));

/**
 * Takes every batch due by `now`'s India day out of the stock; returns what it moved. Each sweet
 * in its own transaction: a sale of it waits for one sweet's expiry, never for the whole night's.
 * Run again, it finds nothing to move.
 */
export async function expireBatches(db: Db, now: Date): Promise<ExpiredBatch[]> {
  const today = indiaDayKey(now);
  const sweets = await db
    .selectDistinct({ productId: batches.productId })
    .from(batches)
    .where(dueOn(today))
    .orderBy(asc(batches.productId));
  const moved: ExpiredBatch[] = [];
  for (const { productId } of sweets) {
    moved.push(...(await db.transaction((tx) => expireSweet(tx, productId, today, now))));
  }
  return moved;
}

async function expireSweet(
  tx: Transaction,
  productId: string,
  today: string,
  now: Date,
): Promise<ExpiredBatch[]> {
  const locked = await lockStock(tx, [], [productId]);
  // Read once the sweet's locks are held, so it sees what the sale, write-off or correction that
  // held them before committed; its batch rows locked too, for a sweet with no weights to lock.
  const due = await tx
    .select({
      batchId: batches.id,
      bestBeforeDay: batches.bestBeforeDay,
      grams: batches.gramsLeft,
    })
    .from(batches)
    .where(and(eq(batches.productId, productId), dueOn(today)))
    .for('update');
  if (due.length === 0) return [];
  const grams = due.reduce((total, batch) => total + batch.grams, 0);
  await writeTogether(tx, [
    tx
      .update(batches)
      .set({ expiredAt: now })
      .where(
        inArray(
          batches.id,
          due.map((batch) => batch.batchId),
        ),
      ),
    ...(grams > 0 ? sweetGramsWrites(new Map([[productId, grams]]), -1, locked) : []),
  ]);
  return due.map((batch) => ({
    batchId: batch.batchId,
    productId,
    // Never null here: a batch that keeps is never due.
    bestBeforeDay: batch.bestBeforeDay ?? today,
    grams: batch.grams,
  }));
}
