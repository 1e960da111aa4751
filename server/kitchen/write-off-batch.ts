/**
 * Grams of a batch written off, with why (expired, damaged, tasting): they leave what is left of
 * the batch and, while the batch is in the stock, the sweet's stock; an expired batch's grams
 * already left the stock at its midnight, and now leave the batch too.
 */
import { eq, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { writeOffReasonLabels, type WriteOffReason } from '#core/kitchen-batches.ts';
import { gramsText } from '#core/sweet-stock.ts';
import type { Db } from '#server/db/client.ts';
import { batches, batchWriteOffs } from '#server/db/schema/kitchen.ts';
import { writeTogether } from '#server/db/write-together.ts';
import { sweetGramsWrites } from '#server/catalog/sweet-stock.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit } from '#server/staff/audit-log.ts';
import { batchSubject, lockBatch } from './locked-batch.ts';

export interface WriteOffBatchInput {
  batchId: string;
  grams: number;
  reason: WriteOffReason;
}

/** Writes off grams of a batch; returns its sweet's name. */
export async function writeOffBatch(db: Db, actor: Actor, input: WriteOffBatchInput) {
  assertMay(actor, 'kitchenCorrections');
  if (!Number.isInteger(input.grams) || input.grams <= 0) {
    throw new AppError('INVALID_INPUT', 'Please enter more than 0 g.', { field: 'grams' });
  }
  if (!Object.hasOwn(writeOffReasonLabels, input.reason)) {
    throw new AppError('INVALID_INPUT', 'Please choose why it is written off.', {
      field: 'reason',
    });
  }
  return db.transaction(async (tx) => {
    const { batch, locked } = await lockBatch(tx, input.batchId);
    if (input.grams > batch.gramsLeft) {
      throw new AppError(
        'CONFLICT',
        `Only ${gramsText(batch.gramsLeft)} of this batch is left to write off.`,
        { field: 'grams' },
      );
    }
    const inStock = batch.expiredAt === null;
    await writeTogether(tx, [
      tx.insert(batchWriteOffs).values({
        batchId: batch.id,
        grams: input.grams,
        reason: input.reason,
        writtenOffBy: actor.id,
      }),
      tx
        .update(batches)
        .set({ gramsLeft: sql`${batches.gramsLeft} - ${input.grams}::int` })
        .where(eq(batches.id, batch.id)),
      ...(inStock ? sweetGramsWrites(new Map([[batch.productId, input.grams]]), -1, locked) : []),
    ]);
    await recordAudit(tx, actor, {
      kind: 'batch.written-off',
      subject: batchSubject(batch),
      before: { left: gramsText(batch.gramsLeft) },
      after: {
        writtenOff: gramsText(input.grams),
        reason: writeOffReasonLabels[input.reason],
        left: gramsText(batch.gramsLeft - input.grams),
      },
    });
    return batch.name;
  });
}
