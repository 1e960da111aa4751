import { asc, count, eq } from 'drizzle-orm';
import { lineTotal, priceCart } from '#core/pricing.ts';
import type { Db } from '#server/db/client.ts';
import { cartLines, carts, productVariants, products } from '#server/db/schema.ts';
import { findPromo } from './find-promo.ts';

/** A cart line as every reader of carts sees it: the variant, its product and today's price. */
export const cartLineColumns = {
  variantId: cartLines.variantId,
  quantity: cartLines.quantity,
  productId: products.id,
  name: products.name,
  imageUrl: products.imageUrl,
  weight: productVariants.weight,
  unitPricePaise: productVariants.pricePaise,
  stockQuantity: productVariants.stockQuantity,
};

export type Cart = Awaited<ReturnType<typeof loadCart>>;
export type CartLine = Cart['lines'][number];

/** The cart with today's prices from the database; an unknown or missing id is an empty cart. */
export async function loadCart(db: Db, cartId: string | undefined) {
  const [cart] = cartId ? await db.select().from(carts).where(eq(carts.id, cartId)) : [];
  const rows = cart
    ? await db
        .select(cartLineColumns)
        .from(cartLines)
        .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(eq(cartLines.cartId, cart.id))
        .orderBy(asc(cartLines.createdAt), asc(products.name))
    : [];
  const lines = rows.map((row) => ({ ...row, lineTotalPaise: lineTotal(row) }));
  const enteredPromoCode = cart?.promoCode ?? null;
  const promo = await findPromo(db, enteredPromoCode);
  return {
    id: cart?.id,
    lines,
    enteredPromoCode,
    totals: priceCart(lines, promo),
  };
}

/** What the header badge shows: the number of lines, not of units. */
export async function countCartLines(db: Db, cartId: string | undefined): Promise<number> {
  if (!cartId) return 0;
  const [row] = await db
    .select({ lines: count() })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId));
  return row?.lines ?? 0;
}
