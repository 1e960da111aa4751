/** What a product card shows, selected with the product and its default variant joined. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { productVariants, products } from '#server/db/schema.ts';

export const productCardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  imageUrl: products.imageUrl,
  rating: products.rating,
  defaultVariant: {
    id: productVariants.id,
    weight: productVariants.weight,
    pricePaise: productVariants.pricePaise,
    stockQuantity: productVariants.stockQuantity,
  },
  inStock: sql<boolean>`exists (
    select 1 from ${productVariants} as stocked
    where stocked.product_id = ${products.id} and stocked.stock_quantity > 0
      and stocked.retired_at is null
  )`,
};

/**
 * Joins each product to its default variant (the one a card shows and adds). A retired variant
 * is never the default (a check in schema.ts); saying so here keeps cards right regardless.
 */
export const defaultVariantJoin = and(
  eq(productVariants.productId, products.id),
  eq(productVariants.isDefault, true),
  isNull(productVariants.retiredAt),
);
