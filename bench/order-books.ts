/**
 * The books after a bench has placed orders, read from the database: stock that adds up, and
 * every acknowledged checkout's order there, whole, and alone under its checkout key.
 */
import { count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { productVariants, sweetStock } from '#server/db/schema/catalog.ts';
import { batches, batchTakes, batchWriteOffs } from '#server/db/schema/kitchen.ts';
import { deliverySlotDays } from '#server/db/schema/delivery.ts';
import { orders } from '#server/db/schema/orders.ts';
import {
  counterGramsShort,
  counterGramsSold,
  countedBills,
  type CounterBooks,
} from './counter-rush.ts';
import { heaviestWeightOf } from './stock-up.ts';

export interface OrderBooks {
  /**
   * Sweets whose grams plus the grams ordered, and boxes whose units plus the units ordered, are
   * not what they started with (`stockUp`): oversold or lost.
   */
  stockNotAddingUp: number;
  /** Weights whose units are not what their sweet's grams make. */
  unitsNotMatchingGrams: number;
  /**
   * Sweets whose grams are not what their batches in the stock hold, and batches whose grams
   * left are not what was made less what sales took and write-offs took.
   */
  batchesNotAddingUp: number;
  negativeStock: number;
  acknowledgedCheckouts: number;
  ordersInDatabase: number;
  /** Acknowledged checkouts with no order under their key. */
  missingOrders: number;
  /** Orders without items or without their status history. */
  brokenOrders: number;
  /** Slot days whose places taken are not the orders booked in them. */
  slotDaysNotAddingUp: number;
  /** Counter bills the shop acknowledged, and those of them not in the database. */
  acknowledgedBills: number;
  missingBills: number;
  /** Sends of a bill already acknowledged that the shop answered as recorded anew. */
  billsRecordedTwice: number;
  /** Bills in the database that no answer acknowledged (an answer lost on the way). */
  unacknowledgedBills: number;
}

/** The shop was stocked up with `stockUp(db, startingStock)` before the run. */
export async function checkOrderBooks(
  db: Db,
  startingStock: number,
  acknowledgedKeys: readonly string[],
  counter: CounterBooks = { acknowledgedKeys: [], recordedTwice: 0 },
): Promise<OrderBooks> {
  const boxes = await db
    .select({
      stock: productVariants.stockQuantity,
      // Written out in full: drizzle leaves a single table's columns unqualified.
      ordered:
        sql<number>`coalesce((select sum(order_items.quantity) from order_items where order_items.variant_id = product_variants.id), 0)`.mapWith(
          Number,
        ),
    })
    .from(productVariants)
    .where(isNull(productVariants.grams));
  const sweets = await db
    .select({
      grams: sweetStock.grams,
      started: sql<number>`${startingStock}::int * ${heaviestWeightOf}`.mapWith(Number),
      ordered:
        sql<number>`coalesce((select sum(order_items.quantity * product_variants.grams) from order_items join product_variants on product_variants.id = order_items.variant_id where product_variants.product_id = sweet_stock.product_id and product_variants.grams is not null), 0)`.mapWith(
          Number,
        ),
      counterSold: counterGramsSold,
      counterShort: counterGramsShort,
    })
    .from(sweetStock);
  const weights = await db
    .select({
      units: productVariants.stockQuantity,
      made: sql<number>`${sweetStock.grams} / ${productVariants.grams}`.mapWith(Number),
    })
    .from(productVariants)
    .innerJoin(sweetStock, eq(sweetStock.productId, productVariants.productId))
    .where(isNotNull(productVariants.grams));
  // Aliased: in a select of one table, drizzle leaves its columns unqualified, and a subquery's
  // `product_id` would be its own.
  const { rows: batchBooks } = (await db.execute(sql`
    select
      (select count(*) from ${sweetStock} as stock where stock.grams <> coalesce(
        (select sum(batch.grams_left) from ${batches} as batch
          where batch.product_id = stock.product_id and batch.expired_at is null), 0))::int
        as sweets,
      (select count(*) from ${batches} as batch where batch.grams_left <> batch.grams_made
        - coalesce((select sum(take.grams) from ${batchTakes} as take
            where take.batch_id = batch.id), 0)
        - coalesce((select sum(off.grams) from ${batchWriteOffs} as off
            where off.batch_id = batch.id), 0))::int as batches`)) as unknown as {
    rows: Array<{ sweets: number; batches: number }>;
  };
  const [batchesCounted] = batchBooks;
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
  const billKeys = [...new Set(counter.acknowledgedKeys)];
  const bills = await countedBills(db, billKeys);
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
    stockNotAddingUp:
      boxes.filter((box) => box.stock + box.ordered !== startingStock).length +
      sweets.filter(
        (sweet) =>
          sweet.grams + sweet.ordered + sweet.counterSold - sweet.counterShort !== sweet.started,
      ).length,
    unitsNotMatchingGrams: weights.filter((weight) => weight.units !== weight.made).length,
    batchesNotAddingUp: (batchesCounted?.sweets ?? 0) + (batchesCounted?.batches ?? 0),
    negativeStock:
      boxes.filter((box) => box.stock < 0).length +
      sweets.filter((sweet) => sweet.grams < 0).length,
    acknowledgedCheckouts: keys.length,
    ordersInDatabase: allOrders?.n ?? 0,
    missingOrders: keys.length - acknowledged.length,
    brokenOrders: acknowledged.filter((order) => order.items === 0 || order.steps === 0).length,
    slotDaysNotAddingUp: slotDays.filter((slotDay) => slotDay.taken !== slotDay.booked).length,
    acknowledgedBills: billKeys.length,
    missingBills: billKeys.length - bills.acknowledged,
    billsRecordedTwice: counter.recordedTwice,
    unacknowledgedBills: bills.all - bills.acknowledged,
  };
}

/** Everything that should be zero when the books are right. */
export function brokenBooks(books: OrderBooks) {
  return (
    books.stockNotAddingUp +
    books.unitsNotMatchingGrams +
    books.batchesNotAddingUp +
    books.negativeStock +
    books.missingOrders +
    books.brokenOrders +
    books.slotDaysNotAddingUp +
    books.missingBills +
    books.billsRecordedTwice
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
      `  stock that does not add up (oversold or lost): ${books.stockNotAddingUp} sweets and boxes; negative stock: ${books.negativeStock}; weights not what their grams make: ${books.unitsNotMatchingGrams}`,
      `  sweets and batches whose grams are not what was made, sold and written off: ${books.batchesNotAddingUp}`,
      `  acknowledged checkouts without their order: ${books.missingOrders}; orders missing items or history: ${books.brokenOrders}`,
      `  slot days whose places taken are not their orders: ${books.slotDaysNotAddingUp}`,
      `  counter bills acknowledged: ${books.acknowledgedBills}; not in the database: ${books.missingBills}; recorded twice: ${books.billsRecordedTwice}; recorded without an answer: ${books.unacknowledgedBills}`,
      `  ${brokenBooks(books) === 0 ? 'The books are perfect.' : 'THE BOOKS ARE BROKEN.'}`,
    ].join('\n'),
  );
}
