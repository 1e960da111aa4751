/**
 * A batch's kilograms made, corrected by the owner or a manager: what is left of it moves by the
 * same difference, and so does the sweet's stock while the batch is in it. A batch is never
 * deleted: a mistake is corrected, and the activity log keeps both figures.
 */
import { eq, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { gramsText } from '#core/sweet-stock.ts';
import type { Db } from '#server/db/client.ts';
import { batches } from '#server/db/schema/kitchen.ts';
import { writeTogether } from '#server/db/write-together.ts';
import { queueBackInStockEmails } from '#server/catalog/stock-alerts.ts';
import { sweetGramsWrites, weightsOf } from '#server/catalog/sweet-stock.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit } from '#server/staff/audit-log.ts';
import { batchSubject, lockBatch } from './locked-batch.ts';

export interface CorrectBatchInput {
  batchId: string;
  /** The grams the batch really made. */
  grams: number;
}

/** Corrects a batch's grams made; returns its sweet's name. */
export async function correctBatch(db: Db, actor: Actor, input: CorrectBatchInput) {
  assertMay(actor, 'kitchenCorrections');
  if (!Number.isInteger(input.grams) || input.grams <= 0) {
    throw new AppError('INVALID_INPUT', 'Please enter more than 0 kg.', { field: 'kilograms' });
  }
  return db.transaction(async (tx) => {
    const { batch, locked } = await lockBatch(tx, input.batchId);
    const change = input.grams - batch.gramsMade;
    if (change === 0) return batch.name;
    const gone = batch.gramsMade - batch.gramsLeft;
    if (batch.gramsLeft + change < 0) {
      throw new AppError(
        'CONFLICT',
        `${gramsText(gone)} of this batch is already sold or written off: it made at least that.`,
        { field: 'kilograms' },
      );
    }
    const inStock = batch.expiredAt === null;
    await writeTogether(tx, [
      tx
        .update(batches)
        .set({
          gramsMade: input.grams,
          gramsLeft: sql`${batches.gramsLeft} + ${change}::int`,
        })
        .where(eq(batches.id, batch.id)),
      // An expired batch's grams already left the stock: only its own figures change.
      ...(inStock ? sweetGramsWrites(new Map([[batch.productId, change]]), 1, locked) : []),
    ]);
    if (inStock && change > 0) await queueBackInStockEmails(tx, weightsOf(locked));
    await recordAudit(tx, actor, {
      kind: 'batch.corrected',
      subject: batchSubject(batch),
      before: { made: gramsText(batch.gramsMade), left: gramsText(batch.gramsLeft) },
      after: { made: gramsText(input.grams), left: gramsText(batch.gramsLeft + change) },
    });
    return batch.name;
  });
}
