/** What a product card shows, selected with the product and its default variant joined. */
import { smallProductImageUrl } from '#core/product-image.ts';
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

/** A card's picture is an upload's 400 px copy (any other image is its own). */
export function withCardImage<Card extends { imageUrl: string }>(cards: Card[]): Card[] {
  return cards.map((card) => ({ ...card, imageUrl: smallProductImageUrl(card.imageUrl) }));
}
