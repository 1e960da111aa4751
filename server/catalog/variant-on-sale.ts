/**
 * Whether a variant is on sale, said once for every statement that reads variants: its product is
 * switched on and the variant is not retired. A retired variant is kept only for the past orders
 * that refer to it; it is never shown, added to a cart or ordered again.
 */
import { sql, type SQL } from 'drizzle-orm';
import { productVariants, products } from '#server/db/schema/catalog.ts';

/**
 * The variant itself is still sold (not retired), for statements that already know its product
 * is switched on, and for the owner's lists, which show a switched-off product's variants too.
 */
export function variantNotRetired(): SQL<boolean> {
  return sql<boolean>`${productVariants.retiredAt} is null`;
}

/** The variant is on sale: its product switched on and the variant not retired (products joined). */
export function variantOnSale(): SQL<boolean> {
  return sql<boolean>`(${products.isActive} and ${variantNotRetired()})`;
}
