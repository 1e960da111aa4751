/**
 * The books after a bench has placed orders, read from the database: stock that adds up, and
 * every acknowledged checkout's order there, whole, and alone under its checkout key.
 */
import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { deliverySlotDays, orders, productVariants } from '#server/db/schema.ts';

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
  /** Slot days whose places taken are not the orders booked in them. */
  slotDaysNotAddingUp: number;
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
  const slotDays = await db
    .select({
      taken: deliverySlotDays.taken,
      booked:
        sql<number>`(select count(*) from orders where orders.delivery_slot_id = delivery_slot_days.slot_id and orders.delivery_date = delivery_slot_days.day and orders.status <> 'cancelled')`.mapWith(
          Number,
        ),
    })
    .from(deliverySlotDays);
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
    slotDaysNotAddingUp: slotDays.filter((slotDay) => slotDay.taken !== slotDay.booked).length,
  };
}

/** Everything that should be zero when the books are right. */
export function brokenBooks(books: OrderBooks) {
  return (
    books.stockNotAddingUp +
    books.negativeStock +
    books.missingOrders +
    books.brokenOrders +
    books.slotDaysNotAddingUp
  );
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
      `  slot days whose places taken are not their orders: ${books.slotDaysNotAddingUp}`,
      `  ${brokenBooks(books) === 0 ? 'The books are perfect.' : 'THE BOOKS ARE BROKEN.'}`,
    ].join('\n'),
  );
}
