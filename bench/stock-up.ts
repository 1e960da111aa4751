/**
 * Stock for a bench's rush: every box and hamper `units` of its own, and every sweet sold by
 * weight the grams that make `units` of its heaviest weight (and more of its lighter ones), with
 * each weight's units rewritten from them, as the shop keeps them (core/sweet-stock.ts); the
 * grams added are a batch made now (catalog/batch-stock.ts), so the books' batches add up too.
 */
import { isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { productVariants, products, sweetStock } from '#server/db/schema/catalog.ts';
import { batches } from '#server/db/schema/kitchen.ts';

export async function stockUp(db: Db, units: number) {
  await db
    .update(productVariants)
    .set({ stockQuantity: units })
    .where(isNull(productVariants.grams));
  await db.update(sweetStock).set({ grams: sql`${units}::int * ${heaviestWeightOf}` });
  await db.execute(sql`
    insert into ${batches} (product_id, grams_made, grams_left, made_at, best_before_day)
    select stock.product_id, stock.grams - coalesce(open.grams, 0),
      stock.grams - coalesce(open.grams, 0), now(),
      case when product.shelf_life_days > 0
        then (now() at time zone 'Asia/Kolkata')::date + product.shelf_life_days end
    from ${sweetStock} as stock
    join ${products} as product on product.id = stock.product_id
    left join (
      select product_id, sum(grams_left)::int as grams from ${batches}
      where expired_at is null group by product_id
    ) as open on open.product_id = stock.product_id
    where stock.grams > coalesce(open.grams, 0)`);
  await db.execute(sql`
    update ${productVariants} set stock_quantity = ${sweetStock.grams} / ${productVariants.grams}
    from ${sweetStock}
    where ${sweetStock.productId} = ${productVariants.productId} and ${productVariants.grams} is not null`);
}

/** The grams of a sweet's heaviest weight, for a statement on sweet_stock. */
export const heaviestWeightOf = sql`(select max(product_variants.grams) from product_variants where product_variants.product_id = sweet_stock.product_id)`;
