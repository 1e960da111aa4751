/** The customer's cart as an order reads it: held for the order, its lines at today's prices. */
import { eq } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { saleWeightOf, withBoxPrices } from '#server/cart/box-lines.ts';
import { type atBusinessPrices, cartLineColumns } from '#server/cart/load-cart.ts';
import { variantOnSale } from '#server/catalog/variant-on-sale.ts';
import type { Transaction } from '#server/db/client.ts';
import { cartLines, carts } from '#server/db/schema/cart.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { lockSaleStock, type HeldStock, type StockLock } from '#server/stock/take-stock.ts';

/** One checkout at a time per customer: a second tab waits, then finds the cart emptied. */
export async function lockCustomerCart(tx: Transaction, userId: string) {
  const [cart] = await tx
    .select({ id: carts.id, promoCode: carts.promoCode })
    .from(carts)
    .where(eq(carts.userId, userId))
    .for('update');
  return cart;
}

export type CartRowToOrder = Awaited<ReturnType<typeof readRows>>['lines'][number];
export type OrderLine = ReturnType<typeof atBusinessPrices<CartRowToOrder>>[number];

/**
 * The lines with today's prices and stock; no cart or no lines refuses the order. With `first`,
 * their variants (and every weight of their sweets) are locked from here until the order is in,
 * and `held` is their stock; with `last`, taking the stock locks them at the end.
 */
export async function readCartLines(
  tx: Transaction,
  cart: { id: string } | undefined,
  stockLock: StockLock,
) {
  const held = cart && stockLock === 'first' ? await lockCartStock(tx, cart.id) : undefined;
  const rows = cart ? await readRows(tx, cart.id) : undefined;
  if (!rows || rows.lines.length === 0) {
    throw new AppError('CART_EMPTY', 'Please add items to your cart before checkout.');
  }
  const heldStock: HeldStock | undefined = held && {
    locked: held,
    weightOf: saleWeightOf(rows.facts),
  };
  return { rows: rows.lines, held: heldStock, facts: rows.facts };
}

async function lockCartStock(tx: Transaction, cartId: string) {
  const toLock = await tx
    .select({ variantId: cartLines.variantId, boxShares: cartLines.boxShares })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId));
  return lockSaleStock(tx, toLock);
}

async function readRows(tx: Transaction, cartId: string) {
  const read = await tx
    .select({
      ...cartLineColumns,
      onSale: variantOnSale(),
      grams: productVariants.grams,
      hsnCode: products.hsnCode,
      gstRatePercent: products.gstRatePercent,
      shelfLifeDays: products.shelfLifeDays,
    })
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(cartLines.cartId, cartId));
  // A box is priced and taxed from its sweets (a mixed supply: core/assorted-box.ts).
  const { rows: priced, facts } = await withBoxPrices(tx, read);
  const lines = priced.map((row) =>
    row.box
      ? {
          ...row,
          hsnCode: row.box.hsnCode,
          gstRatePercent: row.box.gstRatePercent,
          shelfLifeDays: row.box.shelfLifeDays,
          // The box's product is never listed: the box is on sale while its type and sweets are.
          onSale: row.box.problem === null,
        }
      : row,
  );
  return { lines, facts };
}
