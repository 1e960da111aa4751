/**
 * Every change of an order's status is a step on its timeline, an entry in the customer's
 * history, news for the pages watching it (the customer's and the admin's) and the e-mails it
 * calls for, all sent on commit: nothing of a change that is rolled back goes out.
 */
import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '#core/order-status.ts';
import { activityInsert } from '#server/accounts/activity.ts';
import type { Transaction } from '#server/db/client.ts';
import { orderStatusHistory } from '#server/db/schema/orders.ts';
import { writeTogether } from '#server/db/write-together.ts';
import { orderEventNotice } from '#server/realtime/shop-events.ts';
import { orderEmailWrites } from './queue-order-emails.ts';

/** All of it in one statement (`writeTogether`): a step is one round trip, not five. */
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
  const { order, status, changedBy } = change;
  const isNew = change.isNew ?? false;
  // Made here rather than by the database, so the e-mails' keys can name the step beside it.
  const stepId = randomUUID();
  await writeTogether(tx, [
    tx.insert(orderStatusHistory).values({ id: stepId, orderId: order.id, status, changedBy }),
    activityInsert(tx, order.userId, {
      type: 'order',
      title: change.title,
      description: change.description,
      status,
      metadata: { orderNumber: order.orderNumber },
    }),
    orderEventNotice({ orderNumber: order.orderNumber, userId: order.userId, status, isNew }),
    ...orderEmailWrites(tx, { stepId, order, status, changedBy, isNew }),
  ]);
  return { stepId };
}
