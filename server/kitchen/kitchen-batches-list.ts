/**
 * What the kitchen page shows: the sweets a batch can be recorded for (those sold by weight), the
 * batches in the stock with what is left of each, the batches past their best-before whose grams
 * wait for a write-off, and what is best before tomorrow.
 */
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { products, sweetStock } from '#server/db/schema/catalog.ts';
import { batches } from '#server/db/schema/kitchen.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { nearWindow } from './near-window.ts';

const batchColumns = {
  batchId: batches.id,
  productId: batches.productId,
  name: products.name,
  gramsMade: batches.gramsMade,
  gramsLeft: batches.gramsLeft,
  madeAt: batches.madeAt,
  bestBeforeDay: batches.bestBeforeDay,
};

export type KitchenBatch = {
  batchId: string;
  productId: string;
  name: string;
  gramsMade: number;
  gramsLeft: number;
  madeAt: Date;
  bestBeforeDay: string | null;
};

/** The kitchen page's figures on `today` (an India day), for a member with 'kitchen'. */
export async function kitchenBatches(db: Db, actor: Actor, today: string) {
  assertMay(actor, 'kitchen');
  const listed = (expired: boolean) =>
    db
      .select(batchColumns)
      .from(batches)
      .innerJoin(products, eq(products.id, batches.productId))
      .where(
        and(
          expired ? isNotNull(batches.expiredAt) : isNull(batches.expiredAt),
          gt(batches.gramsLeft, 0),
        ),
      )
      .orderBy(asc(products.name), asc(batches.bestBeforeDay), asc(batches.madeAt));
  const [sweets, inStock, awaitingWriteOff, expiringTomorrow] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, shelfLifeDays: products.shelfLifeDays })
      .from(products)
      .innerJoin(sweetStock, eq(sweetStock.productId, products.id))
      .orderBy(asc(products.name)),
    listed(false),
    listed(true),
    nearWindow(db, today),
  ]);
  return { sweets, inStock, awaitingWriteOff, expiringTomorrow };
}
