/** The kitchen's books as a test checks them: the invariant every writer of batches keeps. */
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { sweetStock } from '#server/db/schema/catalog.ts';
import { batches, batchTakes, batchWriteOffs } from '#server/db/schema/kitchen.ts';
import { buildProduct, insertProduct, weighedVariants } from './factories.ts';

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
