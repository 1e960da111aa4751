/**
 * Stock given back (a cancellation; tomorrow a counter's void) or taken again (an order reopened),
 * each line by its kind (stock-kinds.ts), its sweets locked first in the order a sale locks them:
 * a give-back and a sale never deadlock.
 */
import { eq } from 'drizzle-orm';
import { gramsTaken } from '#core/sweet-stock.ts';
import { gramsBackToBatches } from '#server/catalog/batch-stock.ts';
import type { BoxContent } from '#core/assorted-box.ts';
import type { Transaction } from '#server/db/client.ts';
import { queueBackInStockEmails } from '#server/catalog/stock-alerts.ts';
import {
  aLockedWeightOf,
  stockWrites,
  weightsOf,
  type LockedStock,
  type StockLine,
} from '#server/catalog/sweet-stock.ts';
import { orderItems } from '#server/db/schema/orders.ts';
import { writeTogether } from '#server/db/write-together.ts';
import { movesOf } from './stock-kinds.ts';
import { lockSaleStock } from './take-stock.ts';

/** A line sold before, as it was recorded: an order's item, or a bill's line. */
export interface SoldItem {
  variantId: string;
  productId: string;
  quantity: number;
  /** The product's name and the variant's weight, for a refusal. */
  name: string;
  weight: string;
  /** An assorted box's contents as sold; null for any other line. */
  boxContents: BoxContent[] | null;
}

/**
 * The items, each with its variant's stock as it stands, once their variants and every weight of
 * their sweets (and of the sweets in their boxes) are locked. `stock`: what the items move, their
 * own stock and the grams their boxes hold.
 */
export async function lockSoldStock(tx: Transaction, items: readonly SoldItem[]) {
  const locked = await lockSaleStock(
    tx,
    items.map((item) => ({ variantId: item.variantId, boxShares: item.boxContents })),
  );
  const held = items.map(({ boxContents, ...item }) => {
    const variant = locked.variants.get(item.variantId);
    return {
      ...item,
      grams: variant?.grams ?? null,
      stockQuantity: variant?.stockQuantity ?? 0,
      box: boxContents && { contents: boxContents },
    };
  });
  const lines = held.map(({ box: _box, ...line }) => line);
  const stock = movesOf(held, aLockedWeightOf(locked));
  return { lines, stock, locked };
}

/** An order's items with their stock, locked as `lockSoldStock` locks them. */
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
  return lockSoldStock(tx, items);
}

/**
 * The caller holds `locked`; `direction` -1 takes the order's stock again (first expiring first),
 * +1 gives it back (to the batches it came from that are still good: batch-stock.ts). Lines of
 * no order (`null`) take from batches naming none, and come back as a batch made now.
 */
export async function adjustStock(
  tx: Transaction,
  orderId: string | null,
  lines: readonly StockLine[],
  direction: -1 | 1,
  locked: LockedStock,
) {
  if (direction === -1) {
    const takenFor = orderId === null ? undefined : { orderId };
    await writeTogether(tx, stockWrites(lines, -1, locked, { takenFor }));
  } else {
    const back = await gramsBackToBatches(tx, orderId, gramsTaken(lines));
    await writeTogether(tx, [
      ...back.writes,
      ...stockWrites(lines, 1, locked, { backOfSweet: back.backOfSweet }),
    ]);
  }
  // Stock returned may bring a sold-out weight back, any weight of the sweet: those waiting hear.
  if (direction === 1) {
    await queueBackInStockEmails(tx, [
      ...new Set([...lines.map((line) => line.variantId), ...weightsOf(locked)]),
    ]);
  }
}
