/**
 * The e-mails a step of an order calls for, queued in the step's own transaction
 * (docs/decisions/010): they exist only if the step commits, and go out after it through the
 * job queue, retried while the mail server is down. Each job is one e-mail, so a retry never
 * sends another twice; its payload names the e-mail, which is composed when it is sent.
 */
import type { OrderStatus } from '#core/order-status.ts';
import { fellBelowLowStock } from '#core/stock.ts';
import type { Transaction } from '#server/db/client.ts';
import type { Write } from '#server/db/write-together.ts';
import { jobWrites } from '#server/jobs/job-queue.ts';
import { ORDER_EMAIL_JOB, type OrderEmail } from '#server/mail/order-email-job.ts';

export interface OrderStep {
  /** The step's row in the order's timeline: with the kind, each e-mail's key in the queue. */
  stepId: string;
  order: { id: string; orderNumber: string; userId: string };
  status: OrderStatus;
  changedBy: string | null;
  isNew: boolean;
}

/** The jobs of the e-mails the step calls for, for `writeTogether` with the step's own writes. */
export function orderEmailWrites(tx: Transaction, step: OrderStep): Write[] {
  return emailsFor(step).flatMap((email) =>
    jobWrites(tx, ORDER_EMAIL_JOB, email, {
      key: `${ORDER_EMAIL_JOB}:${step.stepId}:${email.kind}`,
    }),
  );
}

function emailsFor(step: OrderStep): OrderEmail[] {
  const { orderNumber } = step.order;
  // A new order's low-stock alert is queued by `lowStockEmailWrites`, once the stock is taken.
  if (step.isNew) {
    return [
      { kind: 'confirmation', orderNumber },
      { kind: 'new-order', orderNumber },
    ];
  }
  // The customer hears of the shop's steps, not of one they took themselves (cancelling).
  if (step.changedBy === step.order.userId) return [];
  return [{ kind: 'status', orderNumber, status: step.status }];
}

/**
 * The shop's alert for the variants a new order took below the threshold. Called where placing
 * the order holds them locked, with `stockQuantity` the stock just before this order took
 * `quantity`: later orders or a restock before the e-mail goes out cannot hide a crossing or
 * make two orders report the same one.
 */
export function lowStockEmailWrites(
  tx: Transaction,
  step: { stepId: string; orderNumber: string },
  taken: ReadonlyArray<{ variantId: string; quantity: number; stockQuantity: number }>,
): Write[] {
  const variantIds = taken
    .filter((line) => fellBelowLowStock(line.stockQuantity - line.quantity, line.quantity))
    .map((line) => line.variantId);
  if (variantIds.length === 0) return [];
  return jobWrites(
    tx,
    ORDER_EMAIL_JOB,
    { kind: 'low-stock', orderNumber: step.orderNumber, variantIds } satisfies OrderEmail,
    { key: `${ORDER_EMAIL_JOB}:${step.stepId}:low-stock` },
  );
}
