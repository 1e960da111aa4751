/**
 * How the kitchen makes each sweet: its usual batch, to which the production sheet rounds up
 * what to make. A sweet without one is made to the gram.
 */
import { eq } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordChange } from '#server/staff/audit-log.ts';
import type { Db } from '#server/db/client.ts';
import { products, sweetStock } from '#server/db/schema/catalog.ts';
import { kitchenSweets } from '#server/db/schema/kitchen.ts';
import { KITCHEN_PLANNING } from './festival-days.ts';

/** Each sweet's usual batch in grams, by product id. */
export async function batchSizes(db: Db): Promise<Map<string, number>> {
  const rows = await db.select().from(kitchenSweets);
  return new Map(rows.map((row) => [row.productId, row.batchGrams]));
}

/** Sets a sweet's usual batch; null: none, the sheet says the exact grams. */
export async function setBatchSize(
  db: Db,
  actor: Actor,
  productId: string,
  batchGrams: number | null,
): Promise<void> {
  assertMay(actor, KITCHEN_PLANNING);
  await db.transaction(async (tx) => {
    const [sweet] = await tx
      .select({ name: products.name })
      .from(products)
      .innerJoin(sweetStock, eq(sweetStock.productId, products.id))
      .where(eq(products.id, productId));
    if (!sweet) throw new AppError('NOT_FOUND', 'That sweet is not sold by weight.');
    const [before] = await tx
      .select({ batchGrams: kitchenSweets.batchGrams })
      .from(kitchenSweets)
      .where(eq(kitchenSweets.productId, productId))
      .for('update');
    if (batchGrams === null) {
      await tx.delete(kitchenSweets).where(eq(kitchenSweets.productId, productId));
    } else {
      await tx
        .insert(kitchenSweets)
        .values({ productId, batchGrams })
        .onConflictDoUpdate({ target: kitchenSweets.productId, set: { batchGrams } });
    }
    await recordChange(tx, actor, {
      kind: 'kitchen.batch-size',
      subject: sweet.name,
      before: { batchGrams: before?.batchGrams ?? null },
      after: { batchGrams },
    });
  });
}
