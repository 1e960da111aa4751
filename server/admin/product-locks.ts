/**
 * What an edit of the product dialog locks before it writes (save-product.ts): the product, then
 * its variants in checkout's order; and how a variant leaves the product.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { notABox } from '#server/boxes/box-product.ts';
import { lockVariantsInIdOrder } from '#server/catalog/lock-variants.ts';
import type { Transaction } from '#server/db/client.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { orderItems } from '#server/db/schema/orders.ts';
import { productNotFound } from './products.ts';

/** The product's columns the dialog sets, as productFields writes them. */
const dialogColumns = {
  name: products.name,
  category: products.category,
  description: products.description,
  ingredients: products.ingredients,
  shelfLifeDays: products.shelfLifeDays,
  storageNote: products.storageNote,
  hsnCode: products.hsnCode,
  gstRatePercent: products.gstRatePercent,
  occasions: products.occasions,
  isActive: products.isActive,
  perishable: products.perishable,
};

/**
 * Locks the product against another edit of it. NO KEY UPDATE, because checkout takes a key
 * share on the product when it writes an order item, and must not wait for this lock while
 * holding the variants this edit waits for.
 */
export async function lockProduct(tx: Transaction, productId: string) {
  const [product] = await tx
    .select({
      imageUrl: products.imageUrl,
      counterCode: products.counterCode,
      fields: dialogColumns,
    })
    .from(products)
    .where(and(eq(products.id, productId), notABox()))
    .for('no key update');
  if (!product) throw productNotFound();
  return product;
}

/**
 * All the product's variants, retired too, locked in id order as checkout locks them; then,
 * in a statement of its own, which of them orders refer to. Its own statement, because a
 * statement sees only what was committed when it began: the lock may have waited for a
 * checkout that has just written an order item for one of them.
 */
export async function lockProductVariants(tx: Transaction, productId: string) {
  const variants = await lockVariantsInIdOrder(
    tx
      .select({
        id: productVariants.id,
        weight: productVariants.weight,
        pricePaise: productVariants.pricePaise,
        stockQuantity: productVariants.stockQuantity,
        isDefault: productVariants.isDefault,
        retiredAt: productVariants.retiredAt,
      })
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .$dynamic(),
  );
  if (variants.length === 0) return [];
  const ordered = await tx
    .selectDistinct({ variantId: orderItems.variantId })
    .from(orderItems)
    .where(
      inArray(
        orderItems.variantId,
        variants.map((variant) => variant.id),
      ),
    );
  const onOrders = new Set(ordered.map((row) => row.variantId));
  return variants.map((variant) => ({ ...variant, onOrders: onOrders.has(variant.id) }));
}

/** Past orders keep what they refer to: such a variant is retired, any other deleted. */
export async function removeVariant(tx: Transaction, variant: { id: string; onOrders: boolean }) {
  if (variant.onOrders) {
    await tx
      .update(productVariants)
      .set({ retiredAt: sql`now()`, isDefault: false })
      .where(eq(productVariants.id, variant.id));
  } else {
    // Its lines in carts go with it (cart_lines cascade): it can no longer be bought.
    await tx.delete(productVariants).where(eq(productVariants.id, variant.id));
  }
}
