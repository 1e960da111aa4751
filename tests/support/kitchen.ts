/** The kitchen's books as a test checks them: the invariant every writer of batches keeps. */
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { sweetStock } from '#server/db/schema/catalog.ts';
import { batches, batchTakes, batchWriteOffs } from '#server/db/schema/kitchen.ts';
import { addDays, indiaDayKey } from '#core/india-calendar.ts';
import { lockStock, sweetGramsWrites } from '#server/catalog/sweet-stock.ts';
import { productVariants } from '#server/db/schema/catalog.ts';
import { writeTogether } from '#server/db/write-together.ts';
import { buildProduct, insertProduct, insertWeighedSweet, weighedVariants } from './factories.ts';

/**
 * Fails unless the sweet's stock is the grams left of its batches in the stock, and each batch's
 * grams left are what it made less what was taken of it and written off.
 */
export async function expectBooksBalance(db: Db, productId: string) {
  const [stock] = await db
    .select({ grams: sweetStock.grams })
    .from(sweetStock)
    .where(eq(sweetStock.productId, productId));
  const rows = await db
    .select({
      id: batches.id,
      gramsMade: batches.gramsMade,
      gramsLeft: batches.gramsLeft,
      expiredAt: batches.expiredAt,
    })
    .from(batches)
    .where(eq(batches.productId, productId));
  const sums = (table: typeof batchTakes | typeof batchWriteOffs) =>
    db
      .select({ batchId: table.batchId, grams: sql<number>`sum(${table.grams})::int` })
      .from(table)
      .innerJoin(batches, eq(batches.id, table.batchId))
      .where(eq(batches.productId, productId))
      .groupBy(table.batchId);
  const taken = new Map((await sums(batchTakes)).map((row) => [row.batchId, row.grams]));
  const writtenOff = new Map((await sums(batchWriteOffs)).map((row) => [row.batchId, row.grams]));
  const inStock = rows
    .filter((row) => row.expiredAt === null)
    .reduce((total, row) => total + row.gramsLeft, 0);
  expect(stock?.grams).toBe(inStock);
  for (const row of rows) {
    const gone = (taken.get(row.id) ?? 0) + (writtenOff.get(row.id) ?? 0);
    expect(row.gramsLeft).toBe(row.gramsMade - gone);
  }
  return stock?.grams ?? 0;
}

/** A sweet in 250g, 500g and 1kg keeping `shelfLifeDays`, with no stock: its id and variants. */
export async function sweetWithoutStock(name: string, db: Db, shelfLifeDays = 2) {
  const { product, variants } = await insertProduct(
    db,
    buildProduct({ name, shelfLifeDays }),
    weighedVariants(45_000, 0),
  );
  const idOf = (weight: string) => variants.find((variant) => variant.weight === weight)?.id ?? '';
  return { productId: product.id, g250: idOf('250g'), g500: idOf('500g'), kg1: idOf('1kg') };
}

export interface BatchMade {
  grams: number;
  /** Days from today its best-before is; null: it keeps. */
  goodForDays: number | null;
  /** Past its best-before and out of the stock, awaiting write-off. */
  expired?: boolean;
}

/**
 * A sweet with no stock of its own, then these batches in the order given (each made a minute
 * after the one before), its stock what those in the stock hold; its weights' ids and batches'.
 */
export async function sweetWithBatches(db: Db, name: string, made: readonly BatchMade[]) {
  const today = indiaDayKey(new Date());
  const weights = await insertWeighedSweet(db, name, { stock: 0 });
  const [weight] = await db
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.id, weights['500g']));
  const productId = weight?.productId ?? '';
  const batchIds: string[] = [];
  await db.transaction(async (tx) => {
    const locked = await lockStock(tx, [], [productId]);
    for (const [index, batch] of made.entries()) {
      const [row] = await tx
        .insert(batches)
        .values({
          productId,
          gramsMade: batch.grams,
          gramsLeft: batch.grams,
          madeAt: new Date(Date.now() - (made.length - index) * 60_000),
          bestBeforeDay: batch.goodForDays === null ? null : addDays(today, batch.goodForDays),
          expiredAt: batch.expired ? new Date() : null,
        })
        .returning({ id: batches.id });
      batchIds.push(row?.id ?? '');
    }
    const inStock = made.filter((batch) => !batch.expired);
    const grams = inStock.reduce((total, batch) => total + batch.grams, 0);
    await writeTogether(tx, sweetGramsWrites(new Map([[productId, grams]]), 1, locked));
  });
  return { productId, weights, batchIds };
}
