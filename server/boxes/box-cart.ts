/**
 * An assorted box into the cart: its shares checked and priced on the server (server/cart/box-lines.ts), at
 * most as many boxes as the shop can fill. A cart holds one way of filling each box type: the
 * same box again adds to it, a different one is refused until the first is removed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { boxesThatFit, sameShares, sortedShares, type BoxShare } from '#core/assorted-box.ts';
import { variantName } from '#core/variant-label.ts';
import type { Db } from '#server/db/client.ts';
import { boxTypes } from '#server/db/schema/boxes.ts';
import { cartLines } from '#server/db/schema/cart.ts';
import { sweetStock } from '#server/db/schema/catalog.ts';
import { ensureCart, type CartChange } from '#server/cart/change-cart.ts';
import { countVisitorWrite, type VisitorLimit } from '#server/limits/visitor-writes.ts';
import { priceBox, readBoxFacts } from '#server/cart/box-lines.ts';
import { selectBoxes } from './box-product.ts';

/** The box's empty box as a cart reads it, without a lock (stock is taken at checkout). */
async function readEmptyBox(db: Db, boxProductId: string) {
  const [box] = await selectBoxes(db).where(eq(boxTypes.productId, boxProductId));
  return box;
}

const NOT_OFFERED = 'That box is no longer offered.';

export async function addBoxToCart(
  db: Db,
  cartId: string | undefined,
  order: { boxProductId: string; shares: readonly BoxShare[]; quantity: number },
  visitor?: VisitorLimit,
): Promise<CartChange> {
  const shares = sortedShares(order.shares);
  const box = await readEmptyBox(db, order.boxProductId);
  if (!box) throw new AppError('NOT_FOUND', NOT_OFFERED);
  const sweetIds = shares.map((share) => share.productId);
  const facts = await readBoxFacts(db, [order.boxProductId], sweetIds);
  const priced = priceBox(facts, {
    boxProductId: order.boxProductId,
    chargePaise: box.chargePaise,
    shares,
  });
  if (priced.problem) throw new AppError('INVALID_INPUT', priced.problem, { field: 'shares' });
  const stock =
    sweetIds.length === 0
      ? []
      : await db
          .select({ productId: sweetStock.productId, grams: sweetStock.grams })
          .from(sweetStock)
          .where(inArray(sweetStock.productId, sweetIds));
  const grams = new Map(stock.map((row) => [row.productId, row.grams]));
  const fit = boxesThatFit(shares, grams, box.emptyBoxes);
  if (fit === 0) {
    const short = priced.contents.find((share) => (grams.get(share.productId) ?? 0) < share.grams);
    throw new AppError(
      'OUT_OF_STOCK',
      short
        ? `Not enough ${short.name} is left for this box. Please choose less of it, or another sweet.`
        : `${variantName(box)} is out of stock.`,
      { field: 'shares' },
    );
  }
  return db.transaction(async (tx) => {
    const { id, created } = await ensureCart(tx, cartId);
    const [existing] = created
      ? []
      : await tx
          .select({ quantity: cartLines.quantity, boxShares: cartLines.boxShares })
          .from(cartLines)
          .where(and(eq(cartLines.cartId, id), eq(cartLines.variantId, box.variantId)));
    if (existing && !sameShares(existing.boxShares ?? [], shares)) {
      throw new AppError(
        'CONFLICT',
        `Your cart already holds a different ${variantName(box)}. Please remove it from your cart first, or choose the same sweets.`,
        { field: 'shares' },
      );
    }
    const wanted = (existing?.quantity ?? 0) + order.quantity;
    const kept = Math.min(wanted, fit);
    await tx
      .insert(cartLines)
      .values({ cartId: id, variantId: box.variantId, quantity: kept, boxShares: shares })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.variantId],
        set: { quantity: kept, boxShares: shares },
      });
    if (created && visitor) await countVisitorWrite(tx, 'cart', visitor);
    return {
      cartId: id,
      productName: box.name,
      quantity: kept,
      notice:
        kept < wanted
          ? `Only ${fit} of ${variantName(box)} can be filled as you chose: your cart now has ${kept}.`
          : undefined,
    };
  });
}
