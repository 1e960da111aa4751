/**
 * Stock for a bench's rush: every box and hamper `units` of its own, and every sweet sold by
 * weight the grams that make `units` of its heaviest weight (and more of its lighter ones), with
 * each weight's units rewritten from them, as the shop keeps them (core/sweet-stock.ts).
 */
import { isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { productVariants, sweetStock } from '#server/db/schema/catalog.ts';

export async function stockUp(db: Db, units: number) {
  await db
    .update(productVariants)
    .set({ stockQuantity: units })
    .where(isNull(productVariants.grams));
  await db.update(sweetStock).set({ grams: sql`${units}::int * ${heaviestWeightOf}` });
  await db.execute(sql`
    update ${productVariants} set stock_quantity = ${sweetStock.grams} / ${productVariants.grams}
    from ${sweetStock}
    where ${sweetStock.productId} = ${productVariants.productId} and ${productVariants.grams} is not null`);
}

/** The grams of a sweet's heaviest weight, for a statement on sweet_stock. */
export const heaviestWeightOf = sql`(select max(product_variants.grams) from product_variants where product_variants.product_id = sweet_stock.product_id)`;
