/**
 * Staff move an order to a status their role allows (core/staff-roles.ts: the owner and managers
 * any, as the spec's select does, but only the owner a cancel that refunds; a packer packs, a
 * rider delivers). One
 * transaction: the order locked; cancelled as every cancel is (server/orders/cancel-order.ts), or
 * its stock taken again when reopened (core/order-status-change.ts); its payment status kept true, its tax invoice issued once it is paid or delivered, and the
 * move written to its timeline and the customer's history.
 */
import { eq, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { variantName } from '#core/variant-label.ts';
import { isStaffRole, mayMoveOrder } from '#core/staff-roles.ts';
import { changedFields } from '#core/audit.ts';
import { paymentStatusAfter, refundDueOnCancel, stockMoveFor } from '#core/order-status-change.ts';
import { orderStatusLabels, type OrderStatus } from '#core/order-status.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';
import { issueInvoice } from '#server/invoices/issue-invoice.ts';
import { moveSlotPlace } from '#server/delivery/delivery-slots.ts';
import { adjustStock, lockOrderStock } from '#server/stock/adjust-stock.ts';
import { refuseShortGrams } from '#server/catalog/sweet-stock.ts';
import {
  cancelLockedOrder,
  lockedOrderColumns,
  type LockedOrder,
} from '#server/orders/cancel-order.ts';
import { recordStatusChange } from '#server/orders/record-status-change.ts';
import { NOT_YOURS_TO_DO, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit } from '#server/staff/audit-log.ts';

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
  if (!actor || !isStaffRole(actor.role)) throw new AppError('FORBIDDEN', NOT_YOURS_TO_DO);
  return db.transaction(async (tx) =>
    changeLockedOrderStatus(tx, actor, await lockOrder(tx, orderNumber), status),
  );
}

/** The order, locked for the rest of `tx` as every change of its status locks it; or 404. */
export async function lockOrder(tx: Transaction, orderNumber: string): Promise<LockedOrder> {
  const [order] = await tx
    .select(lockedOrderColumns)
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .for('update');
  if (!order) throw new AppError('NOT_FOUND', 'That order was not found.');
  return order;
}

/**
 * The move itself, for an order its caller has locked (`lockedOrderColumns`, `for update`) in
 * `tx`: the last parcel of an order to several people delivers the order with it.
 * `recordsCash: false`: this delivery is no one taking the cash (the last parcel of an order to
 * several people, whose cash its cash parcel records), so Cash on Delivery stays as it was.
 */
export async function changeLockedOrderStatus(
  tx: Transaction,
  actor: Actor,
  order: LockedOrder,
  status: OrderStatus,
  options: { recordsCash?: boolean } = {},
): Promise<StatusChange> {
  const { orderNumber } = order;
  if (order.status === status) return { orderNumber, status, changed: false };
  if (!mayMoveOrder(actor.role, order, status)) {
    throw new AppError(
      'FORBIDDEN',
      `Your role in the shop cannot move this order to ${orderStatusLabels[status]}.`,
    );
  }
  const label = orderStatusLabels[status];
  const step = {
    changedBy: actor.id,
    description: `Order ${orderNumber} is now ${label.toLowerCase()}.`,
  };
  // Cancelling is the one cancel every caller uses: stock, slot, payment, refund and history.
  const before = { status: order.status, paymentStatus: order.paymentStatus };
  if (status === 'cancelled') {
    await cancelLockedOrder(tx, order, step);
    await recordAudit(tx, actor, {
      kind: refundDueOnCancel(order) ? 'order.refund' : 'order.status',
      subject: orderNumber,
      before,
      after: { status },
    });
    return { orderNumber, status, changed: true };
  }

  const direction = stockMoveFor(order.status, status);
  if (direction === -1) await takeStockAgain(tx, order.id);
  // The slot's place follows the stock: taken again on reopening.
  await moveSlotPlace(tx, order, direction);
  const paymentStatus =
    options.recordsCash === false && status === 'delivered'
      ? order.paymentStatus
      : paymentStatusAfter({
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
  if (status === 'delivered' || paymentStatus === 'paid') await issueInvoice(tx, order.id);
  await recordStatusChange(tx, {
    order: { id: order.id, orderNumber, userId: order.userId },
    status,
    title: `Order ${label}`,
    ...step,
  });
  await recordAudit(tx, actor, {
    kind: 'order.status',
    subject: orderNumber,
    ...changedFields(before, { status, paymentStatus }),
  });
  return { orderNumber, status, changed: true };
}

/**
 * A cancelled order reopened takes its stock again, its variants locked in id order as checkout
 * locks them; refused, naming the product, when the shop no longer has enough.
 */
async function takeStockAgain(tx: Transaction, orderId: string) {
  const { lines, stock, locked } = await lockOrderStock(tx, orderId);
  const short = lines.find((line) => line.stockQuantity < line.quantity);
  if (short) {
    throw new AppError(
      'OUT_OF_STOCK',
      `Only ${short.stockQuantity} of ${variantName(short)} left: the order needs ${short.quantity}, so it cannot be reopened.`,
    );
  }
  refuseShortGrams(
    stock,
    locked,
    (have, need, name) =>
      `Only ${have} of ${name} left: the order needs ${need}, so it cannot be reopened.`,
  );
  await adjustStock(tx, orderId, stock, -1, locked);
}
