/**
 * A batch as its correction or write-off reads it: once its sweet's weights are locked (as every
 * writer of a sweet's batches locks them first, batch-stock.ts), so no sale, expiry or other
 * correction moves it meanwhile.
 */
import { eq } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { indiaDateTime } from '#core/india-calendar.ts';
import type { Transaction } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';
import { batches } from '#server/db/schema/kitchen.ts';
import { lockStock, type LockedStock } from '#server/catalog/sweet-stock.ts';

export const BATCH_NOT_FOUND = 'That batch was not found. Please reload the page.';

function readBatch(tx: Transaction, batchId: string) {
  return tx
    .select({
      id: batches.id,
      productId: batches.productId,
      name: products.name,
      gramsMade: batches.gramsMade,
      gramsLeft: batches.gramsLeft,
      madeAt: batches.madeAt,
      bestBeforeDay: batches.bestBeforeDay,
      expiredAt: batches.expiredAt,
    })
    .from(batches)
    .innerJoin(products, eq(products.id, batches.productId))
    .where(eq(batches.id, batchId));
}

export type LockedBatch = NonNullable<Awaited<ReturnType<typeof readBatch>>[number]>;

/** The batch and its sweet's locked stock; refused in words when there is no such batch. */
export async function lockBatch(
  tx: Transaction,
  batchId: string,
): Promise<{ batch: LockedBatch; locked: LockedStock }> {
  const [seen] = await readBatch(tx, batchId);
  if (!seen) throw new AppError('NOT_FOUND', BATCH_NOT_FOUND);
  const locked = await lockStock(tx, [], [seen.productId]);
  // Read again in a statement begun once the locks are held: what a writer before committed.
  const [batch] = await readBatch(tx, batchId);
  if (!batch) throw new AppError('NOT_FOUND', BATCH_NOT_FOUND);
  return { batch, locked };
}

/** A batch as the activity log names it: its sweet, and when it was made (India's clock). */
export const batchSubject = (batch: Pick<LockedBatch, 'name' | 'madeAt'>) =>
  `${batch.name}, batch made ${indiaDateTime(batch.madeAt)}`;
