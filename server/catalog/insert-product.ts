/** Puts a product and its variants into the catalogue: the seed does, and so do tests' factories. */
import type { Db } from '#server/db/client.ts';
import { productVariants, products } from '#server/db/schema.ts';
import type { VariantInput } from './price-list.ts';

export type NewProduct = typeof products.$inferInsert;

export async function insertProduct(db: Db, product: NewProduct, variants: VariantInput[]) {
  const [inserted] = await db.insert(products).values(product).returning();
  if (!inserted) throw new Error(`Product ${product.slug} was not inserted`);
  const insertedVariants = await db
    .insert(productVariants)
    .values(variants.map((variant) => ({ ...variant, productId: inserted.id })))
    .returning();
  return { product: inserted, variants: insertedVariants };
}
