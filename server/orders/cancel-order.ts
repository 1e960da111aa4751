/** Calling off an order: by the customer while the shop has not yet confirmed it, or by the shop. */
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { paymentStatusAfter, refundDueOnCancel } from '#core/order-status-change.ts';
import {
  isCancellableByCustomer,
  orderStatusLabels,
  type OrderStatus,
} from '#core/order-status.ts';
import type { PaymentMethod, PaymentStatus } from '#core/payment.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';
import { queueRefund } from '#server/payments/queue-refund.ts';
import { moveSlotPlace } from '#server/delivery/delivery-slots.ts';
import { adjustStock, lockOrderStock } from '#server/stock/adjust-stock.ts';
import { recordStatusChange } from './record-status-change.ts';

/** An order as read FOR UPDATE by whoever cancels it: what cancelling needs to know. */
export interface LockedOrder {
  id: string;
  orderNumber: string;
  userId: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  deliveryDate: string | null;
  deliverySlotId: string | null;
}

/** The columns of `LockedOrder`, for the select that locks it. */
export const lockedOrderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  userId: orders.userId,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  deliveryDate: orders.deliveryDate,
  deliverySlotId: orders.deliverySlotId,
};

/** Cancels the order, returns its stock and writes its history; anyone else's order is not found. */
export async function cancelOrder(db: Db, userId: string, orderNumber: string) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select(lockedOrderColumns)
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
    await cancelLockedOrder(tx, order, {
      changedBy: userId,
      description: `Order ${orderNumber} was cancelled and its items returned to stock.${refundDueOnCancel(order) ? ' Your payment will be refunded in full.' : ''}`,
    });
  });
}

/**
 * Cancels an order the caller has locked FOR UPDATE in this transaction and has decided may be
 * cancelled: its stock comes back, a payment still owed (pending or failed) is owed no more, and
 * the step goes on its timeline and in the customer's history, with the e-mail it calls for.
 */
export async function cancelLockedOrder(
  tx: Transaction,
  order: LockedOrder,
  step: {
    /** Who cancelled it; null when the shop itself did. */
    changedBy: string | null;
    /** The history entry, in the customer's words. */
    description: string;
  },
) {
  const { stock, locked } = await lockOrderStock(tx, order.id);
  await adjustStock(tx, order.id, stock, 1, locked);
  await moveSlotPlace(tx, order, 1);

  const paymentStatus = paymentStatusAfter({
    from: order.status,
    to: 'cancelled',
    method: order.paymentMethod,
    paymentStatus: order.paymentStatus,
  });
  // A paid order stays 'paid' until the provider confirms the refund queued here, which goes
  // out only if the cancel commits.
  if (refundDueOnCancel(order)) await queueRefund(tx, order.id);
  await tx
    .update(orders)
    .set({ status: 'cancelled', paymentStatus, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  await recordStatusChange(tx, {
    order: { id: order.id, orderNumber: order.orderNumber, userId: order.userId },
    status: 'cancelled',
    changedBy: step.changedBy,
    title: 'Order Cancelled',
    description: step.description,
  });
}
