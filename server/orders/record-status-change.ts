/**
 * Every change of an order's status is a step on its timeline, an entry in the customer's
 * history, news for the pages watching it (the customer's and the admin's) and the e-mails it
 * calls for, all sent on commit: nothing of a change that is rolled back goes out.
 */
import type { OrderStatus } from '#core/order-status.ts';
import { recordActivity } from '#server/accounts/activity.ts';
import type { Transaction } from '#server/db/client.ts';
import { orderStatusHistory } from '#server/db/schema.ts';
import { announceOrderEvent } from '#server/realtime/shop-events.ts';
import { queueOrderEmails } from './queue-order-emails.ts';

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
    /** The order was placed just now (not reopened). */
    isNew?: boolean;
  },
) {
  const { order, status } = change;
  const [step] = await tx
    .insert(orderStatusHistory)
    .values({ orderId: order.id, status, changedBy: change.changedBy })
    .returning({ id: orderStatusHistory.id });
  if (!step) throw new Error('The status change was not recorded');
  await recordActivity(tx, order.userId, {
    type: 'order',
    title: change.title,
    description: change.description,
    status,
    metadata: { orderNumber: order.orderNumber },
  });
  await announceOrderEvent(tx, {
    orderNumber: order.orderNumber,
    userId: order.userId,
    status,
    isNew: change.isNew ?? false,
  });
  await queueOrderEmails(tx, {
    stepId: step.id,
    order,
    status,
    changedBy: change.changedBy,
    isNew: change.isNew ?? false,
  });
  return { stepId: step.id };
}
