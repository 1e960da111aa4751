/**
 * An order paid online whose payment failed or was abandoned waits, with 'Pay now', for a while
 * (UNPAID_ORDER_MINUTES); after that the shop cancels it and its sweets go back on sale.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { awaitsOnlinePaymentSql, orders } from '#server/db/schema/orders.ts';
import { cancelLockedOrder, lockedOrderColumns } from './cancel-order.ts';

export const CANCEL_UNPAID_ORDERS_JOB = 'cancel-unpaid-orders';

/**
 * Cancels every order paid online that has waited longer than `olderThanMinutes` (to `now`, the
 * database's clock unless given) without its payment; returns their order numbers. Each is
 * cancelled in its own transaction, so one that fails leaves the others done.
 */
export async function cancelUnpaidOrders(
  db: Db,
  options: { olderThanMinutes: number; now?: Date },
): Promise<string[]> {
  const clock = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const overdue = and(
    // Matches orders_awaiting_payment_idx, so the search reads only orders still waiting.
    awaitsOnlinePaymentSql(orders),
    lt(orders.createdAt, sql`${clock} - ${options.olderThanMinutes} * interval '1 minute'`),
  );
  const waiting = await db
    .select({ id: orders.id })
    .from(orders)
    .where(overdue)
    .orderBy(asc(orders.createdAt));

  const cancelled: string[] = [];
  for (const { id } of waiting) {
    const orderNumber = await db.transaction(async (tx) => {
      // Asked again under the lock: a payment may have landed since the search, and a paid order
      // is never cancelled. An order locked elsewhere (its payment arriving, another server
      // cancelling it) is skipped; if it is still unpaid, the next run finds it.
      const [order] = await tx
        .select(lockedOrderColumns)
        .from(orders)
        .where(and(eq(orders.id, id), overdue))
        .for('update', { skipLocked: true });
      if (!order) return undefined;
      await cancelLockedOrder(tx, order, {
        changedBy: null,
        description: `Order ${order.orderNumber} was cancelled because its payment was not completed within ${options.olderThanMinutes} minutes.`,
      });
      return order.orderNumber;
    });
    if (orderNumber) cancelled.push(orderNumber);
  }
  return cancelled;
}
