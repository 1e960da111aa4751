/** What every change to a cart reads and writes: the variant as it is now, the locked cart, a line. */
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { boxTypes } from '#server/db/schema/boxes.ts';
import { cartLines, carts } from '#server/db/schema/cart.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { variantOnSale } from '#server/catalog/variant-on-sale.ts';

/**
 * The variant as it is now, read without a lock: the stock caps what a cart may hold, but it is
 * taken only when the order is placed (place-order.ts locks it then), so shoppers adding the same
 * sweet never wait for each other. `onSale` is false once its product is switched off or the
 * variant is retired (kept only for past orders): out of a cart, never into one.
 */
export async function readVariant(db: Db | Transaction, variantId: string) {
  const [variant] = await db
    .select({
      id: productVariants.id,
      weight: productVariants.weight,
      stockQuantity: productVariants.stockQuantity,
      name: products.name,
      onSale: variantOnSale(),
      /** An assorted box on offer: its lines change as any other, but it is added with its shares. */
      boxOnSale: sql<boolean>`exists (select 1 from ${boxTypes} where ${boxTypes.productId} = ${products.id} and ${boxTypes.onSale})`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  if (!variant) throw new AppError('NOT_FOUND', 'That product is no longer available.');
  return variant;
}

/**
 * One change at a time to the same cart (a double click, two tabs): its row is locked, so each
 * change reads the quantity the one before it wrote. Other shoppers' carts are not held up. The
 * statement that locks it also marks it changed now (untouched visitors' carts are pruned).
 */
export async function lockAndTouchCart(tx: Transaction, cartId: string) {
  const [cart] = await tx
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cartId))
    .returning({ id: carts.id });
  return cart?.id;
}

export function refuseOffSale(variant: { onSale: boolean }) {
  if (!variant.onSale) throw new AppError('NOT_FOUND', 'That product is no longer available.');
}

export async function currentQuantity(tx: Transaction, cartId: string, variantId: string) {
  const [line] = await tx
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)));
  return line?.quantity ?? 0;
}

export async function writeQuantity(
  tx: Transaction,
  cartId: string,
  variantId: string,
  quantity: number,
) {
  if (quantity <= 0) {
    await tx
      .delete(cartLines)
      .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)));
  } else {
    await tx
      .insert(cartLines)
      .values({ cartId, variantId, quantity })
      .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.variantId], set: { quantity } });
  }
}
