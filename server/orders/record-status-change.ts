/** Every change of an order's status is a step on its timeline and an entry in the customer's history. */
import type { OrderStatus } from '#core/order-status.ts';
import { recordActivity } from '#server/accounts/activity.ts';
import type { Transaction } from '#server/db/client.ts';
import { orderStatusHistory } from '#server/db/schema.ts';

export async function recordStatusChange(
  tx: Transaction,
  change: {
    order: { id: string; orderNumber: string; userId: string };
    status: OrderStatus;
    /** Who changed it; null when the shop itself did. */
    changedBy: string | null;
    /** The history entry, in the customer's words. */
    title: string;
    description: string;
  },
) {
  const { order, status } = change;
  await tx
    .insert(orderStatusHistory)
    .values({ orderId: order.id, status, changedBy: change.changedBy });
  await recordActivity(tx, order.userId, {
    type: 'order',
    title: change.title,
    description: change.description,
    status,
    metadata: { orderNumber: order.orderNumber },
  });
}
