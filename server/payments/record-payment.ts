/**
 * What a provider tells the shop about an order's money, written once whoever says it first
 * (the customer's browser coming back, or the provider's webhook): paid, failed or refunded.
 * Each is one transaction with the order locked, so the callback and the webhook arriving
 * together make one payment, one invoice and one e-mail.
 */
import { eq, sql } from 'drizzle-orm';
import { formatRupees } from '#core/money.ts';
import { paymentMethodLabels, type PaymentMethod } from '#core/payment.ts';
import { activityInsert } from '#server/accounts/activity.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';
import { writeTogether } from '#server/db/write-together.ts';
import { issueInvoice } from '#server/invoices/issue-invoice.ts';
import { jobWrites } from '#server/jobs/job-queue.ts';
import { ORDER_EMAIL_JOB, type OrderEmail } from '#server/mail/order-email-job.ts';
import { orderEventNotice } from '#server/realtime/shop-events.ts';
import { queueRefund } from './queue-refund.ts';
import { log } from '#server/log/log.ts';

/** Which order a provider means: by the reference we stored, or by our order number. */
export type OrderLookup = { paymentReference: string } | { orderNumber: string };

export type PaymentOutcome =
  /** Recorded now. */
  | 'paid'
  /** Already recorded (a second callback or webhook): nothing changed. */
  | 'already-recorded'
  /** Not ours, or not what the order costs: nothing changed, and it was logged. */
  | 'refused';

const lockedOrder = (tx: Transaction, lookup: OrderLookup | { orderId: string }) =>
  tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      totalPaise: orders.totalPaise,
    })
    .from(orders)
    .where(
      'paymentReference' in lookup
        ? eq(orders.paymentReference, lookup.paymentReference)
        : 'orderNumber' in lookup
          ? eq(orders.orderNumber, lookup.orderNumber)
          : eq(orders.id, lookup.orderId),
    )
    .for('update')
    .then((rows) => rows[0]);

type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockedOrder>>>;

/**
 * The provider says `amountPaise` in `currency` was paid for the order. Recorded only when it is
 * exactly the order's total in rupees; the invoice is issued with it. Money arriving for an
 * order already cancelled (paid after the unpaid-order job gave up on it) is refunded.
 */
export async function recordPaymentReceived(
  db: Db,
  lookup: OrderLookup,
  payment: { provider: PaymentMethod; paymentId: string; amountPaise: number; currency: string },
): Promise<PaymentOutcome> {
  const outcome = await db.transaction(async (tx): Promise<PaymentOutcome> => {
    const order = await lockedOrder(tx, lookup);
    if (!order || order.paymentMethod !== payment.provider) {
      log.warn(
        { payment: payment.paymentId, provider: payment.provider },
        `Payment ${payment.paymentId} refused: no ${payment.provider} order matches.`,
      );
      return 'refused';
    }
    if (payment.currency.toUpperCase() !== 'INR' || payment.amountPaise !== order.totalPaise) {
      log.warn(
        { payment: payment.paymentId, order: order.orderNumber },
        `Payment ${payment.paymentId} refused for order ${order.orderNumber}: ${payment.amountPaise} ${payment.currency} paid, ${order.totalPaise} INR due.`,
      );
      return 'refused';
    }
    if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') {
      return 'already-recorded';
    }
    await tx
      .update(orders)
      .set({
        paymentStatus: 'paid',
        paymentId: payment.paymentId,
        paidAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
    if (order.status === 'cancelled') {
      await queueRefund(tx, order.id);
    } else {
      await issueInvoice(tx, order.id);
    }
    await recordPaymentStep(tx, order, {
      title: 'Payment Received',
      description: `${formatRupees(order.totalPaise)} received by ${paymentMethodLabels[order.paymentMethod]} for order ${order.orderNumber}.`,
      status: 'paid',
      email: { kind: 'payment', orderNumber: order.orderNumber },
    });
    return 'paid';
  });
  countPayment(db, payment.provider, outcome);
  return outcome;
}

/** The provider says an attempt failed: a pending order says so, and can still be paid. */
export async function recordPaymentFailed(db: Db, lookup: OrderLookup) {
  const provider = await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, lookup);
    if (!order || order.paymentStatus !== 'pending') return undefined;
    await tx
      .update(orders)
      .set({ paymentStatus: 'failed', updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await recordPaymentStep(tx, order, {
      title: 'Payment Failed',
      description: `The payment for order ${order.orderNumber} did not go through. You can try again with Pay now.`,
      status: 'failed',
    });
    return order.paymentMethod;
  });
  if (provider) countPayment(db, provider, 'failed');
}

/** The provider confirms the whole payment went back: recorded once, and the customer told. */
export async function recordRefund(db: Db, orderId: string, refundId: string) {
  const provider = await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, { orderId });
    if (!order || order.paymentStatus !== 'paid') return undefined;
    await tx
      .update(orders)
      .set({ paymentStatus: 'refunded', refundId, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await recordPaymentStep(tx, order, {
      title: 'Payment Refunded',
      description: `${formatRupees(order.totalPaise)} for order ${order.orderNumber} was refunded to your ${paymentMethodLabels[order.paymentMethod]} payment.`,
      status: 'refunded',
      email: { kind: 'refund', orderNumber: order.orderNumber },
    });
    return order.paymentMethod;
  });
  if (provider) countPayment(db, provider, 'refunded');
}

/** For /metrics: what the providers said, once it is recorded. */
function countPayment(
  db: Db,
  provider: PaymentMethod,
  result: PaymentOutcome | 'failed' | 'refunded',
) {
  db.shares?.metrics.payments.inc({ provider, result });
}

/** The step in the customer's history, news for the open pages, and its e-mail, on commit. */
async function recordPaymentStep(
  tx: Transaction,
  order: LockedOrder,
  step: { title: string; description: string; status: string; email?: OrderEmail },
) {
  await writeTogether(tx, [
    activityInsert(tx, order.userId, {
      type: 'payment',
      title: step.title,
      description: step.description,
      status: step.status,
      metadata: { orderNumber: order.orderNumber },
    }),
    orderEventNotice({
      orderNumber: order.orderNumber,
      userId: order.userId,
      status: order.status,
      isNew: false,
    }),
    ...(step.email
      ? jobWrites(tx, ORDER_EMAIL_JOB, step.email, {
          key: `${ORDER_EMAIL_JOB}:${order.id}:${step.email.kind}`,
        })
      : []),
  ]);
}
