/**
 * A batch the kitchen made: its grams join the sweet's stock in the same statement that records
 * it, each batch with its own best-before (the day it was made plus the sweet's shelf life).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { formatShopDate } from '#core/date-format.ts';
import { addDays, indiaDateTime, indiaDayKey, indiaDayStart } from '#core/india-calendar.ts';
import { batchBestBeforeDay } from '#core/kitchen-batches.ts';
import { gramsText } from '#core/sweet-stock.ts';
import type { Db } from '#server/db/client.ts';
import { products, sweetStock } from '#server/db/schema/catalog.ts';
import { batches } from '#server/db/schema/kitchen.ts';
import { writeTogether } from '#server/db/write-together.ts';
import { queueBackInStockEmails } from '#server/catalog/stock-alerts.ts';
import { lockStock, sweetGramsWrites, weightsOf } from '#server/catalog/sweet-stock.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit } from '#server/staff/audit-log.ts';

/** A clock a minute fast (a phone's) still records a batch made "now". */
const FUTURE_GRACE_MS = 60_000;

export interface RecordBatchInput {
  productId: string;
  grams: number;
  /** When it was made; now when not given. */
  madeAt?: Date;
  costPaise?: number;
}

export interface RecordedBatch {
  batchId: string;
  name: string;
  bestBeforeDay: string | null;
}

/** Records a batch of a sweet sold by weight, or refuses in words beside the field at fault. */
export async function recordBatch(
  db: Db,
  actor: Actor,
  input: RecordBatchInput,
  now = new Date(),
): Promise<RecordedBatch> {
  assertMay(actor, 'kitchen');
  if (!Number.isInteger(input.grams) || input.grams <= 0) {
    throw new AppError('INVALID_INPUT', 'Please enter more than 0 kg.', { field: 'kilograms' });
  }
  const madeAt = input.madeAt ?? now;
  if (madeAt.getTime() > now.getTime() + FUTURE_GRACE_MS) {
    throw new AppError('INVALID_INPUT', 'A batch cannot be made in the future.', {
      field: 'madeAt',
    });
  }
  return db.transaction(async (tx) => {
    const [sweet] = await tx
      .select({ name: products.name, shelfLifeDays: products.shelfLifeDays })
      .from(products)
      .innerJoin(sweetStock, eq(sweetStock.productId, products.id))
      .where(eq(products.id, input.productId));
    if (!sweet) {
      throw new AppError('INVALID_INPUT', 'Please choose a sweet sold by weight.', {
        field: 'productId',
      });
    }
    const bestBeforeDay = batchBestBeforeDay(madeAt, sweet.shelfLifeDays);
    if (bestBeforeDay !== null && bestBeforeDay <= indiaDayKey(now)) {
      const lastGood = formatShopDate(indiaDayStart(addDays(bestBeforeDay, -1)));
      throw new AppError(
        'INVALID_INPUT',
        `${sweet.name} made then was good until ${lastGood}: it is past its best-before already.`,
        { field: 'madeAt' },
      );
    }
    const locked = await lockStock(tx, [], [input.productId]);
    const batchId = randomUUID();
    await writeTogether(tx, [
      tx.insert(batches).values({
        id: batchId,
        productId: input.productId,
        gramsMade: input.grams,
        gramsLeft: input.grams,
        madeAt,
        bestBeforeDay,
        costPaise: input.costPaise ?? null,
        madeBy: actor.id,
      }),
      ...sweetGramsWrites(new Map([[input.productId, input.grams]]), 1, locked),
    ]);
    // A sold-out sweet made again: those waiting for any of its weights hear of it once.
    await queueBackInStockEmails(tx, weightsOf(locked));
    await recordAudit(tx, actor, {
      kind: 'batch.recorded',
      subject: sweet.name,
      after: {
        made: gramsText(input.grams),
        madeAt: indiaDateTime(madeAt),
        bestBefore: bestBeforeDay ?? 'keeps',
        ...(input.costPaise === undefined ? {} : { costPaise: input.costPaise }),
      },
    });
    return { batchId, name: sweet.name, bestBeforeDay };
  });
}
