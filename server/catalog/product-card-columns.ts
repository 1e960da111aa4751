/** What a product card shows, selected with the product and its default variant joined. */
import { productImageSrcSet, smallProductImageUrl } from '#core/product-image.ts';
import { pricePer } from '#core/variant-label.ts';
import { and, eq, sql } from 'drizzle-orm';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { variantNotRetired } from './variant-on-sale.ts';

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
  // Inside the parentheses the variants table is the subquery's own, not the card's default one.
  inStock: sql<boolean>`${products.id} in (
    select ${productVariants.productId} from ${productVariants}
    where ${productVariants.stockQuantity} > 0 and ${variantNotRetired()}
  )`,
};

/**
 * Joins each product to its default variant (the one a card shows and adds). A retired variant
 * is never the default (a check in schema/catalog.ts); saying so here keeps cards right regardless.
 */
export const defaultVariantJoin = and(
  eq(productVariants.productId, products.id),
  eq(productVariants.isDefault, true),
  variantNotRetired(),
);

/** A card's picture is an upload's 400 px copy (any other image is its own). */
export function withCardImage<Card extends { imageUrl: string }>(cards: Card[]): Card[] {
  return cards.map((card) => ({ ...card, imageUrl: smallProductImageUrl(card.imageUrl) }));
}

/**
 * Cards as a page shows them: the small picture with both copies to choose from by width, and
 * what the price is for (' / 500g'), worded here so that the card's own script needs no wording
 * of variants.
 */
export function asProductCards<
  Card extends { imageUrl: string; defaultVariant: { weight: string } },
>(cards: Card[]) {
  return withCardImage(cards).map((card) => ({
    ...card,
    imageSrcSet: productImageSrcSet(card.imageUrl),
    pricePer: pricePer(card.defaultVariant.weight),
  }));
}
