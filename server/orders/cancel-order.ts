/** A customer calls off their own order while the shop has not yet confirmed it. */
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { isCancellableByCustomer, orderStatusLabels } from '#core/order-status.ts';
import { lockVariantsInIdOrder } from '#server/catalog/lock-variants.ts';
import type { Db } from '#server/db/client.ts';
import { orderItems, orders, productVariants } from '#server/db/schema.ts';
import { adjustStock } from './adjust-stock.ts';
import { recordStatusChange } from './record-status-change.ts';

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

    // Locked as checkout locks them, so a cancel and a checkout never deadlock.
    const items = await lockVariantsInIdOrder(
      tx
        .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
        .from(orderItems)
        .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
        .where(eq(orderItems.orderId, order.id))
        .$dynamic(),
    );
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
    await recordStatusChange(tx, {
      order: { id: order.id, orderNumber, userId },
      status: 'cancelled',
      changedBy: userId,
      title: 'Order Cancelled',
      description: `Order ${orderNumber} was cancelled and its items returned to stock.`,
    });
  });
}
