/**
 * The cash of a Cash on Delivery order to several people, received at its cash parcel
 * (core/cash-to-collect.ts): recorded when that parcel is handed over, in the handover's own
 * transaction, as money the shop now holds (paid, its tax invoice due, a step in the buyer's
 * history). Nothing else makes such an order paid: not the other parcels, not the last one.
 */
import { eq, sql } from 'drizzle-orm';
import { CASH_PARCEL } from '#core/cash-to-collect.ts';
import { formatRupees } from '#core/money.ts';
import { activityInsert } from '#server/accounts/activity.ts';
import type { Transaction } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';
import { issueInvoice } from '#server/invoices/issue-invoice.ts';
import type { LockedOrder } from '#server/orders/cancel-order.ts';

/** Records the order's whole total received in cash; `order` is locked by the caller. */
// Returns the order as it now stands, for the rest of the caller's transaction.
export async function recordParcelCash(tx: Transaction, order: LockedOrder) {
  const [paid] = await tx
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning({ totalPaise: orders.totalPaise });
  await issueInvoice(tx, order.id);
  await activityInsert(tx, order.userId, {
    type: 'payment',
    title: 'Payment Received',
    description: `${formatRupees(paid?.totalPaise ?? 0)} received in cash with parcel ${CASH_PARCEL} of order ${order.orderNumber}.`,
    status: 'paid',
    metadata: { orderNumber: order.orderNumber },
  });
  return { ...order, paymentStatus: 'paid' as const };
}
