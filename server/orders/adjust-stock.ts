/** An order's stock put back (a cancellation) or taken again (reopened), its sweets locked first. */
import { eq } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.ts';
import { queueBackInStockEmails } from '#server/catalog/stock-alerts.ts';
import {
  aLockedWeightOf,
  stockWrites,
  weightsOf,
  type LockedStock,
  type StockLine,
} from '#server/catalog/sweet-stock.ts';
import { boxStockLines } from '#server/cart/box-lines.ts';
import { orderItems } from '#server/db/schema/orders.ts';
import { writeTogether } from '#server/db/write-together.ts';
import { lockSaleStock } from '#server/stock/take-stock.ts';

/**
 * The order's lines, each with its variant's stock as it stands, once their variants and every
 * weight of their sweets (and of the sweets in its boxes) are locked as checkout locks them: a
 * cancel and a checkout never deadlock. `stock`: what the order moves, its lines and the grams
 * its boxes hold.
 */
export async function lockOrderStock(tx: Transaction, orderId: string) {
  const items = await tx
    .select({
      variantId: orderItems.variantId,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      name: orderItems.productName,
      weight: orderItems.weight,
      boxContents: orderItems.boxContents,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  // Locked as a sale locks them (server/stock): a cancel and a checkout never deadlock.
  const locked = await lockSaleStock(
    tx,
    items.map((item) => ({ variantId: item.variantId, boxShares: item.boxContents })),
  );
  const lines = items.map(({ boxContents: _contents, ...item }) => {
    const variant = locked.variants.get(item.variantId);
    return { ...item, grams: variant?.grams ?? null, stockQuantity: variant?.stockQuantity ?? 0 };
  });
  const shares = items.flatMap((item) =>
    boxStockLines(item.boxContents ?? [], item.quantity, aLockedWeightOf(locked)),
  );
  return { lines, stock: [...lines, ...shares], locked };
}

/** The caller holds `locked`; `direction` -1 takes stock, +1 returns it. */
export async function adjustStock(
  tx: Transaction,
  lines: readonly StockLine[],
  direction: -1 | 1,
  locked: LockedStock,
) {
  await writeTogether(tx, stockWrites(lines, direction, locked));
  // Stock returned may bring a sold-out weight back, any weight of the sweet: those waiting hear.
  if (direction === 1) {
    await queueBackInStockEmails(tx, [
      ...new Set([...lines.map((line) => line.variantId), ...weightsOf(locked)]),
    ]);
  }
}
