/** At sign-in, the browser's cart joins the customer's own: quantities added, capped at stock. */
import { and, eq, sql } from 'drizzle-orm';
import { sameShares, type BoxShare } from '#core/assorted-box.ts';
import { foldCartLines } from '#core/stock.ts';
import { lockVariantsInIdOrder } from '#server/catalog/lock-variants.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { cartLines, carts } from '#server/db/schema/cart.ts';
import { productVariants } from '#server/db/schema/catalog.ts';
import { customerAndBrowserCarts } from './load-cart.ts';

/** Returns the id of the customer's cart after the merge (undefined when neither exists). */
export async function mergeCartIntoCustomers(
  db: Db,
  browserCartId: string | undefined,
  userId: string,
): Promise<string | undefined> {
  // Most calls have nothing to fold (the browser's cart is already the customer's): answered
  // from one read, without taking a transaction's connection in a checkout rush.
  const found = await customerAndBrowserCarts(db, userId, browserCartId);
  if (!found.browser || found.browser.userId) return found.own?.id;
  return db.transaction(async (tx) => {
    const [own] = await tx.select().from(carts).where(eq(carts.userId, userId));
    const [browser] = browserCartId
      ? await tx.select().from(carts).where(eq(carts.id, browserCartId))
      : [];
    if (!browser || browser.id === own?.id) return own?.id;
    if (browser.userId && browser.userId !== userId) return own?.id;
    if (!own) {
      await tx.update(carts).set({ userId }).where(eq(carts.id, browser.id));
      return browser.id;
    }
    // The variants are locked as adding to a cart locks them, so the customer's own quantities,
    // read after the locks, cannot change before the merged ones are written.
    const lines = await lockVariantsInIdOrder(
      tx
        .select({
          variantId: cartLines.variantId,
          quantity: cartLines.quantity,
          boxShares: cartLines.boxShares,
          stockQuantity: productVariants.stockQuantity,
        })
        .from(cartLines)
        .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
        .where(eq(cartLines.cartId, browser.id))
        .$dynamic(),
    );
    const boxShares = new Map(lines.map((line) => [line.variantId, line.boxShares]));
    for (const { variantId, quantity } of foldCartLines(
      await quantitiesIn(tx, own.id, boxShares),
      lines,
    )) {
      const shares = boxShares.get(variantId) ?? null;
      await tx
        .insert(cartLines)
        .values({ cartId: own.id, variantId, quantity, boxShares: shares })
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.variantId],
          set: { quantity, boxShares: shares },
        });
    }
    if (browser.promoCode && !own.promoCode) {
      await tx.update(carts).set({ promoCode: browser.promoCode }).where(eq(carts.id, own.id));
    }
    await tx.delete(carts).where(and(eq(carts.id, browser.id), sql`${carts.userId} is null`));
    return own.id;
  });
}

/**
 * The own cart's quantities to add the browser's to. An assorted box filled differently in the
 * browser is not added to: the box just chosen takes its place.
 */
async function quantitiesIn(
  tx: Transaction,
  cartId: string,
  browserBoxes: ReadonlyMap<string, BoxShare[] | null>,
) {
  const lines = await tx
    .select({
      variantId: cartLines.variantId,
      quantity: cartLines.quantity,
      boxShares: cartLines.boxShares,
    })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId));
  return new Map(
    lines
      .filter((line) => {
        const browsers = browserBoxes.get(line.variantId);
        return !browsers || !line.boxShares || sameShares(line.boxShares, browsers);
      })
      .map((line) => [line.variantId, line.quantity]),
  );
}
