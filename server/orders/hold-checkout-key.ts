/** A checkout's one-time key: the same key always answers with the same order. */
import { eq, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import type { Transaction } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';

/**
 * Submissions with the same key wait for each other, so only the first can place the order; the
 * order it made, if it has (a double click, a retry), is the answer to the others.
 */
export async function holdCheckoutKey(tx: Transaction, userId: string, idempotencyKey: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${idempotencyKey}, 0))`);
  const [order] = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      totalPaise: orders.totalPaise,
      userId: orders.userId,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey));
  if (!order) return undefined;
  // A key is the one checkout it was made for; someone else's key opens nothing.
  if (order.userId !== userId) {
    throw new AppError(
      'CONFLICT',
      'This checkout form is out of date. Please reload the page and try again.',
    );
  }
  return { id: order.id, orderNumber: order.orderNumber, totalPaise: order.totalPaise };
}
