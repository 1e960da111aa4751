import { asc, count, eq, or } from 'drizzle-orm';
import { sameShares } from '#core/assorted-box.ts';
import { foldCartLines } from '#core/stock.ts';
import { cartSubtotal, lineTotal, priceCart, type PricedLine } from '#core/pricing.ts';
import { atBusinessPrice, type QuantityTier } from '#core/quantity-tiers.ts';
import type { Db } from '#server/db/client.ts';
import { cartLines, carts } from '#server/db/schema/cart.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { findPromo } from './find-promo.ts';
import { withCardImage } from '#server/catalog/product-card-columns.ts';
import { withBoxPrices } from './box-lines.ts';

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
  /** Goes only to delivery zones that take perishables. */
  perishable: products.perishable,
  quantityTiers: products.quantityTiers,
  /** An assorted box's shares (box-lines.ts prices it); null for other lines. */
  boxShares: cartLines.boxShares,
};

/**
 * Cart lines as read with `cartLineColumns`, each at its business price for its quantity
 * (core/quantity-tiers.ts): `unitPricePaise` is what a box costs in this quantity.
 */
export function atBusinessPrices<
  Row extends {
    variantId: string;
    quantity: number;
    unitPricePaise: number;
    quantityTiers: QuantityTier[];
  },
>(rows: readonly Row[]) {
  return rows.map((row) => atBusinessPrice(row, row.quantityTiers));
}

export type Cart = Awaited<ReturnType<typeof loadCart>>;
export type CartLine = Cart['lines'][number];

/** The cart with today's prices from the database; an unknown or missing id is an empty cart. */
export async function loadCart(db: Db, cartId: string | undefined) {
  const [cart] = cartId ? await db.select().from(carts).where(eq(carts.id, cartId)) : [];
  return withLines(db, cart);
}

/** A cart already read, with its lines at today's prices; none is an empty cart. */
async function withLines(db: Db, cart: typeof carts.$inferSelect | undefined) {
  const rows = cart
    ? await db
        .select(cartLineColumns)
        .from(cartLines)
        .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(eq(cartLines.cartId, cart.id))
        .orderBy(asc(cartLines.createdAt), asc(products.name))
    : [];
  const { rows: priced } = await withBoxPrices(db, rows);
  const lines = atBusinessPrices(withCardImage(priced)).map((line) => ({
    ...line,
    lineTotalPaise: lineTotal(line),
  }));
  return { id: cart?.id, lines, ...(await pricedWithPromo(db, lines, cart?.promoCode ?? null)) };
}

/**
 * The cart's figures with the entered code as the rule judges it now, and `promoMessage`: why a
 * known code gives no discount ('This code has expired.'), shown beside the field; null when it
 * applies, and for text no promotion has (no discount, no message).
 */
async function pricedWithPromo(db: Db, lines: PricedLine[], enteredPromoCode: string | null) {
  const verdict = await findPromo(db, enteredPromoCode, cartSubtotal(lines));
  return {
    enteredPromoCode,
    promoMessage: !verdict.applies && verdict.known ? verdict.message : null,
    totals: priceCart(lines, verdict.applies ? verdict.promo : null),
  };
}

/**
 * The customer's own cart and the one this browser's cookie names, in one read: most often they
 * are one cart, the browser's, already the customer's.
 */
export async function customerAndBrowserCarts(
  db: Db,
  userId: string,
  browserCartId: string | undefined,
) {
  const found = await db
    .select()
    .from(carts)
    .where(
      browserCartId
        ? or(eq(carts.userId, userId), eq(carts.id, browserCartId))
        : eq(carts.userId, userId),
    );
  return {
    own: found.find((cart) => cart.userId === userId),
    browser: browserCartId ? found.find((cart) => cart.id === browserCartId) : undefined,
  };
}

/**
 * The customer's cart as checkout will order it, read without writing: their own cart with this
 * browser's lines folded in the way signing in folds them (merge-carts.ts: quantities added,
 * capped at stock, sold-out lines left out, the own promo code first).
 */
export async function loadCustomersCart(
  db: Db,
  userId: string,
  browserCartId: string | undefined,
): Promise<Cart> {
  const { own, browser } = await customerAndBrowserCarts(db, userId, browserCartId);
  const browsersOwn = browser && (browser.userId === null || browser.userId === userId);
  if (!browsersOwn || browser.id === own?.id) return withLines(db, own);
  if (!own) return withLines(db, browser);

  const [mine, theirs] = [await withLines(db, own), await withLines(db, browser)];
  // A box filled differently in this browser takes the place of the own cart's (merge-carts.ts).
  const ownQuantities = new Map(
    mine.lines
      .filter((line) => {
        const browsers = theirs.lines.find((their) => their.variantId === line.variantId);
        return (
          !browsers?.boxShares || !line.boxShares || sameShares(line.boxShares, browsers.boxShares)
        );
      })
      .map((line) => [line.variantId, line.quantity]),
  );
  const lines = [...mine.lines];
  for (const { variantId, quantity } of foldCartLines(ownQuantities, theirs.lines)) {
    const line = theirs.lines.find((candidate) => candidate.variantId === variantId);
    if (!line) continue;
    const [atQuantity] = atBusinessPrices([
      { ...line, quantity, unitPricePaise: line.listPricePaise },
    ]);
    if (!atQuantity) continue;
    const folded = { ...atQuantity, lineTotalPaise: lineTotal(atQuantity) };
    const index = lines.findIndex((kept) => kept.variantId === variantId);
    if (index === -1) lines.push(folded);
    else lines[index] = folded;
  }
  const enteredPromoCode = mine.enteredPromoCode ?? theirs.enteredPromoCode;
  return { id: own.id, lines, ...(await pricedWithPromo(db, lines, enteredPromoCode)) };
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
