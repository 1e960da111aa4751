/**
 * The refund job, queued by queue-refund.ts when a paid order is cancelled. The provider is
 * first asked for a refund it already made, and Stripe also gets an idempotency key, so however
 * often the job is retried the customer is refunded once.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { PaymentProviders } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';
import { REFUND_JOB } from './queue-refund.ts';
import { razorpayClient } from './razorpay.ts';
import { recordRefund } from './record-payment.ts';
import { stripeClient } from './stripe.ts';

const refundPayloadSchema = z.object({ orderId: z.string() });

/** Thrown while the provider has the refund but has not finished it: the job looks again later. */
export class RefundNotYetConfirmed extends Error {}

/**
 * The refund job: asks the provider for the order's full refund (or finds the one it made) and
 * records it once confirmed. An order reopened before the job ran is not refunded.
 */
export async function refundOrderPayment(
  db: Db,
  providers: PaymentProviders,
  payload: Record<string, unknown>,
) {
  const { orderId } = refundPayloadSchema.parse(payload);
  const [order] = await db
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      paymentId: orders.paymentId,
      totalPaise: orders.totalPaise,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.paymentId || order.status !== 'cancelled' || order.paymentStatus !== 'paid') return;
  const { paymentId } = order;

  if (order.paymentMethod === 'razorpay') {
    if (!providers.razorpay) throw new Error('Razorpay keys are not configured: refund waits');
    const razorpay = razorpayClient(providers.razorpay);
    const made = (await razorpay.listRefunds(paymentId)).find((r) => r.status !== 'failed');
    const refund =
      made ??
      (await razorpay.refundPayment({
        paymentId,
        amountPaise: order.totalPaise,
        orderNumber: order.orderNumber,
      }));
    if (refund.status !== 'processed') {
      throw new RefundNotYetConfirmed(`Razorpay refund ${refund.id} is ${refund.status}`);
    }
    await recordRefund(db, orderId, refund.id);
    return;
  }
  if (order.paymentMethod === 'stripe') {
    if (!providers.stripe) throw new Error('Stripe keys are not configured: refund waits');
    const stripe = stripeClient(providers.stripe);
    const made = (await stripe.refunds.list({ payment_intent: paymentId })).data.find(
      (r) => r.status !== 'failed' && r.status !== 'canceled',
    );
    const refund =
      made ??
      (await stripe.refunds.create(
        { payment_intent: paymentId, metadata: { order_number: order.orderNumber } },
        { idempotencyKey: `${REFUND_JOB}:${orderId}` },
      ));
    if (refund.status !== 'succeeded') {
      throw new RefundNotYetConfirmed(`Stripe refund ${refund.id} is ${refund.status}`);
    }
    await recordRefund(db, orderId, refund.id);
  }
}
