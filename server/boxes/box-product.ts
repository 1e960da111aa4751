/** Which products are assorted boxes (box-types.ts): each is kept out of the catalogue's own lists. */
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Db, Transaction } from '#server/db/client.ts';
import { boxTypes } from '#server/db/schema/boxes.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { variantNotRetired } from '#server/catalog/variant-on-sale.ts';

/**
 * The product is no assorted box: a box is changed only on the owner's Boxes page, never as a
 * catalogue product (switched on, it would be listed at its box charge).
 */
export const notABox = () =>
  notExists(sql`(select 1 from ${boxTypes} where ${boxTypes.productId} = ${products.id})`);

/** A box type as every reader of boxes sees it: its product, its rules and its empty box. */
const boxColumns = {
  productId: boxTypes.productId,
  name: products.name,
  description: products.description,
  sizeGrams: boxTypes.sizeGrams,
  mostKinds: boxTypes.mostKinds,
  stepGrams: boxTypes.stepGrams,
  onSale: boxTypes.onSale,
  /** The empty box: its variant, its label ('1 kg box'), its price and how many the shop has. */
  variantId: productVariants.id,
  weight: productVariants.weight,
  chargePaise: productVariants.pricePaise,
  emptyBoxes: productVariants.stockQuantity,
};

/** Box types with their products and empty boxes, to be narrowed with `.where`. */
export function selectBoxes(db: Db | Transaction) {
  return db
    .select(boxColumns)
    .from(boxTypes)
    .innerJoin(products, eq(products.id, boxTypes.productId))
    .innerJoin(
      productVariants,
      and(eq(productVariants.productId, products.id), variantNotRetired()),
    )
    .$dynamic();
}
