/**
 * The books after a bench has placed orders, read from the database: stock that adds up, and
 * every acknowledged checkout's order there, whole, and alone under its checkout key.
 */
import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders, productVariants } from '#server/db/schema.ts';

export interface OrderBooks {
  /** Variants whose stock plus what was ordered is not what they started with: oversold or lost. */
  stockNotAddingUp: number;
  negativeStock: number;
  acknowledgedCheckouts: number;
  ordersInDatabase: number;
  /** Acknowledged checkouts with no order under their key. */
  missingOrders: number;
  /** Orders without items or without their status history. */
  brokenOrders: number;
}

/** Every variant of the shop started the run with `startingStock`. */
export async function checkOrderBooks(
  db: Db,
  startingStock: number,
  acknowledgedKeys: readonly string[],
): Promise<OrderBooks> {
  const sold = await db
    .select({
      stock: productVariants.stockQuantity,
      // Written out in full: drizzle leaves a single table's columns unqualified.
      ordered:
        sql<number>`coalesce((select sum(order_items.quantity) from order_items where order_items.variant_id = product_variants.id), 0)`.mapWith(
          Number,
        ),
    })
    .from(productVariants);
  const [allOrders] = await db.select({ n: count() }).from(orders);
  const keys = [...new Set(acknowledgedKeys)];
  const acknowledged = keys.length
    ? await db
        .select({
          items:
            sql<number>`(select count(*) from order_items where order_items.order_id = orders.id)`.mapWith(
              Number,
            ),
          steps:
            sql<number>`(select count(*) from order_status_history where order_status_history.order_id = orders.id)`.mapWith(
              Number,
            ),
        })
        .from(orders)
        .where(inArray(orders.idempotencyKey, keys))
    : [];
  return {
    stockNotAddingUp: sold.filter((variant) => variant.stock + variant.ordered !== startingStock)
      .length,
    negativeStock: sold.filter((variant) => variant.stock < 0).length,
    acknowledgedCheckouts: keys.length,
    ordersInDatabase: allOrders?.n ?? 0,
    missingOrders: keys.length - acknowledged.length,
    brokenOrders: acknowledged.filter((order) => order.items === 0 || order.steps === 0).length,
  };
}

/** Everything that should be zero when the books are right. */
export function brokenBooks(books: OrderBooks) {
  return books.stockNotAddingUp + books.negativeStock + books.missingOrders + books.brokenOrders;
}

/** Orders in the database that no acknowledged checkout made: a second order for one checkout. */
export function unacknowledgedOrders(books: OrderBooks) {
  return books.ordersInDatabase - (books.acknowledgedCheckouts - books.missingOrders);
}

export function printOrderBooks(books: OrderBooks) {
  console.log(
    [
      `Books: ${books.acknowledgedCheckouts} checkouts acknowledged, ${books.ordersInDatabase} orders in the database.`,
      `  stock that does not add up (oversold or lost): ${books.stockNotAddingUp} variants; negative stock: ${books.negativeStock}`,
      `  acknowledged checkouts without their order: ${books.missingOrders}; orders missing items or history: ${books.brokenOrders}`,
      `  ${brokenBooks(books) === 0 ? 'The books are perfect.' : 'THE BOOKS ARE BROKEN.'}`,
    ].join('\n'),
  );
}
