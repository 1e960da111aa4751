/**
 * The admin moves an order to any status (the spec's select allows every move). One
 * transaction: the order locked, its stock returned or taken again (core/order-status-change.ts),
 * its payment status kept true, its tax invoice issued once it is paid or delivered, and the
 * move written to its timeline and the customer's history.
 */
import { eq, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { variantName } from '#core/variant-label.ts';
import { paymentStatusAfter, refundDueOnCancel, stockMoveFor } from '#core/order-status-change.ts';
import { orderStatusLabels, type OrderStatus } from '#core/order-status.ts';
import { lockVariantsInIdOrder } from '#server/catalog/lock-variants.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { orderItems, orders, productVariants } from '#server/db/schema.ts';
import { issueInvoice } from '#server/invoices/issue-invoice.ts';
import { moveSlotPlace } from '#server/delivery/delivery-slots.ts';
import { adjustStock } from '#server/orders/adjust-stock.ts';
import { queueRefund } from '#server/payments/queue-refund.ts';
import { recordStatusChange } from '#server/orders/record-status-change.ts';
import { assertAdmin, type Actor } from './assert-admin.ts';

export interface StatusChange {
  orderNumber: string;
  status: OrderStatus;
  /** False when the order already had that status: nothing was written or announced. */
  changed: boolean;
}

export async function changeOrderStatus(
  db: Db,
  actor: Actor,
  orderNumber: string,
  status: OrderStatus,
): Promise<StatusChange> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        userId: orders.userId,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        deliveryDate: orders.deliveryDate,
        deliverySlotId: orders.deliverySlotId,
      })
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND', 'That order was not found.');
    if (order.status === status) return { orderNumber, status, changed: false };

    const direction = stockMoveFor(order.status, status);
    await moveStock(tx, order.id, direction);
    // The slot's place follows the stock: back on cancel, taken again on reopening.
    await moveSlotPlace(tx, order, direction);
    const paymentStatus = paymentStatusAfter({
      from: order.status,
      to: status,
      method: order.paymentMethod,
      paymentStatus: order.paymentStatus,
    });
    await tx
      .update(orders)
      .set({ status, paymentStatus, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    // Paid or delivered: the sale is made, and its tax invoice is due (once).
    if (status === 'cancelled') {
      if (refundDueOnCancel({ ...order, paymentStatus })) await queueRefund(tx, order.id);
    } else if (status === 'delivered' || paymentStatus === 'paid') {
      await issueInvoice(tx, order.id);
    }
    const label = orderStatusLabels[status];
    await recordStatusChange(tx, {
      order: { id: order.id, orderNumber, userId: order.userId },
      status,
      changedBy: actor.id,
      title: `Order ${label}`,
      description: `Order ${orderNumber} is now ${label.toLowerCase()}.`,
    });
    return { orderNumber, status, changed: true };
  });
}

/**
 * Returns the order's stock (+1) or takes it again (-1), its variants locked in id order as
 * checkout locks them. Taking refuses, naming the product, when the shop no longer has enough.
 */
async function moveStock(tx: Transaction, orderId: string, direction: -1 | 0 | 1) {
  if (direction === 0) return;
  const items = await lockVariantsInIdOrder(
    tx
      .select({
        variantId: orderItems.variantId,
        quantity: orderItems.quantity,
        name: orderItems.productName,
        weight: orderItems.weight,
        stockQuantity: productVariants.stockQuantity,
      })
      .from(orderItems)
      .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
      .where(eq(orderItems.orderId, orderId))
      .$dynamic(),
  );
  if (direction === -1) {
    const short = items.find((item) => item.stockQuantity < item.quantity);
    if (short) {
      throw new AppError(
        'OUT_OF_STOCK',
        `Only ${short.stockQuantity} of ${variantName(short)} left: the order needs ${short.quantity}, so it cannot be reopened.`,
      );
    }
  }
  await adjustStock(tx, items, direction);
}
