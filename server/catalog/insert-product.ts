/** Puts a product and its variants into the catalogue: the seed does, and so do tests' factories. */
import { gramsOfWeight, gramsOfWeightStock, unitsOfGrams } from '#core/sweet-stock.ts';
import type { Db } from '#server/db/client.ts';
import { productVariants, products, sweetStock } from '#server/db/schema/catalog.ts';
import { writeTogether } from '#server/db/write-together.ts';
import { batchMadeNowWrite } from './batch-stock.ts';
import type { VariantInput } from './price-list.ts';

export type NewProduct = typeof products.$inferInsert;

/**
 * A sweet sold by weight keeps its stock in grams (core/sweet-stock.ts), a batch made now: as
 * many as its default weight's stock holds, so a new sweet with 40 of each weight has 40 of its default 500g (and 80
 * of 250g, 20 of 1kg). Any other variant keeps its own count.
 */
export async function insertProduct(db: Db, product: NewProduct, variants: VariantInput[]) {
  const [inserted] = await db.insert(products).values(product).returning();
  if (!inserted) throw new Error(`Product ${product.slug} was not inserted`);
  const weighed = variants.filter((variant) => gramsOfWeight(variant.weight) !== null);
  const measure = weighed.find((variant) => variant.isDefault) ?? weighed[0];
  const stockGrams = measure
    ? gramsOfWeightStock([{ weight: measure.weight, stockQuantity: measure.stockQuantity ?? 0 }])
    : 0;
  const insertedVariants = await db
    .insert(productVariants)
    .values(
      variants.map((variant) => {
        const grams = gramsOfWeight(variant.weight);
        return {
          ...variant,
          productId: inserted.id,
          grams,
          stockQuantity: grams === null ? variant.stockQuantity : unitsOfGrams(stockGrams, grams),
        };
      }),
    )
    .returning();
  if (measure) {
    // Its stock is a batch made now, as the kitchen's first batch of it would be.
    await writeTogether(db, [
      db.insert(sweetStock).values({ productId: inserted.id, grams: stockGrams }),
      ...(stockGrams > 0 ? [batchMadeNowWrite(inserted.id, stockGrams, null)] : []),
    ]);
  }
  return { product: inserted, variants: insertedVariants };
}
