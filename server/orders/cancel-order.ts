/** A customer calls off their own order while the shop has not yet confirmed it. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { isCancellableByCustomer, orderStatusLabels } from '#core/order-status.ts';
import { recordActivity } from '#server/accounts/activity.ts';
import type { Db } from '#server/db/client.ts';
import { orderItems, orders, orderStatusHistory, productVariants } from '#server/db/schema.ts';
import { adjustStock } from './adjust-stock.ts';

/** Cancels the order, returns its stock and writes its history; anyone else's order is not found. */
export async function cancelOrder(db: Db, userId: string, orderNumber: string) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND', 'That order was not found.');
    if (!isCancellableByCustomer(order.status)) {
      throw new AppError(
        'CONFLICT',
        `This order is already ${orderStatusLabels[order.status].toLowerCase()} and can no longer be cancelled.`,
      );
    }

    const items = await tx
      .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.variantId));
    // Locked in id order, as checkout locks them, so a cancel and a checkout never deadlock.
    await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(
        inArray(
          productVariants.id,
          items.map((item) => item.variantId),
        ),
      )
      .orderBy(asc(productVariants.id))
      .for('update');
    await adjustStock(tx, items, 1);

    await tx
      .update(orders)
      .set({
        status: 'cancelled',
        // Nothing was paid for an unconfirmed order, so nothing is owed either way.
        paymentStatus: order.paymentStatus === 'pending' ? 'cancelled' : order.paymentStatus,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: 'cancelled', changedBy: userId });
    await recordActivity(tx, userId, {
      type: 'order',
      title: 'Order Cancelled',
      description: `Order ${orderNumber} was cancelled and its items returned to stock.`,
      status: 'cancelled',
      metadata: { orderNumber },
    });
  });
}
