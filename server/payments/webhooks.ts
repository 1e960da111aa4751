/**
 * The providers' webhooks: the shop hears of a payment even when the customer's browser never
 * came back. The signature is checked on the raw body before anything is parsed; an event
 * already handled is answered without being applied again; the answer is quick (a few rows).
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { RazorpayKeys, StripeKeys } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';
import { paymentEvents } from '#server/db/schema/payments.ts';
import { recordStripeSession } from './online-payment.ts';
import { isGenuineRazorpayWebhook } from './razorpay.ts';
import {
  recordPaymentFailed,
  recordPaymentReceived,
  recordRefund,
  type PaymentOutcome,
} from './record-payment.ts';
import { genuineStripeEvent, stripeClient } from './stripe.ts';
import { log } from '#server/log/log.ts';

export interface WebhookAnswer {
  status: 200 | 400 | 404 | 422;
  message: string;
}

type Provider = 'razorpay' | 'stripe';

const answers = {
  notConfigured: { status: 404, message: 'This payment provider is not configured.' },
  badSignature: { status: 400, message: 'The signature does not match this body.' },
  unreadable: { status: 400, message: 'The body is not an event this shop can read.' },
  seen: { status: 200, message: 'Already handled.' },
  refused: { status: 422, message: 'The amount paid does not match the order; not recorded.' },
  handled: { status: 200, message: 'Handled.' },
} satisfies Record<string, WebhookAnswer>;

const razorpayPaymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
});

const razorpayEventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: razorpayPaymentEntity }).optional(),
    refund: z
      .object({ entity: z.object({ id: z.string(), payment_id: z.string(), status: z.string() }) })
      .optional(),
  }),
});

/** Razorpay's webhook: payment.captured / order.paid pay the order, payment.failed records it. */
export async function handleRazorpayWebhook(
  db: Db,
  keys: RazorpayKeys | undefined,
  request: { rawBody: string; signature: string | undefined; eventId: string | undefined },
): Promise<WebhookAnswer> {
  if (!keys) return answers.notConfigured;
  if (!isGenuineRazorpayWebhook(request.rawBody, request.signature, keys.webhookSecret)) {
    log.warn('Razorpay webhook refused: bad signature.');
    return answers.badSignature;
  }
  const parsed = razorpayEventSchema.safeParse(parseJson(request.rawBody));
  if (!parsed.success) return answers.unreadable;
  const event = parsed.data;
  // Razorpay names each event in a header; a body without one is known by its own hash.
  const eventId = request.eventId ?? createHash('sha256').update(request.rawBody).digest('hex');
  if (await alreadyHandled(db, 'razorpay', eventId)) return answers.seen;

  const payment = event.payload.payment?.entity;
  let outcome: PaymentOutcome | undefined;
  if ((event.event === 'payment.captured' || event.event === 'order.paid') && payment?.order_id) {
    outcome = await recordPaymentReceived(
      db,
      { paymentReference: payment.order_id },
      {
        provider: 'razorpay',
        paymentId: payment.id,
        amountPaise: payment.amount,
        currency: payment.currency,
      },
    );
  } else if (event.event === 'payment.failed' && payment?.order_id) {
    await recordPaymentFailed(db, { paymentReference: payment.order_id });
  } else if (event.event === 'refund.processed' && event.payload.refund) {
    const refund = event.payload.refund.entity;
    const orderId = await orderIdPaidBy(db, refund.payment_id);
    if (orderId) await recordRefund(db, orderId, refund.id);
  }
  if (outcome === 'refused') return answers.refused;
  await markHandled(db, 'razorpay', eventId, event.event);
  return answers.handled;
}

/** Stripe's webhook: a completed Checkout Session pays the order; a refunded charge records it. */
export async function handleStripeWebhook(
  db: Db,
  keys: StripeKeys | undefined,
  request: { rawBody: string; signature: string | undefined },
): Promise<WebhookAnswer> {
  if (!keys) return answers.notConfigured;
  const event = genuineStripeEvent(stripeClient(keys), {
    rawBody: request.rawBody,
    signature: request.signature,
    webhookSecret: keys.webhookSecret,
  });
  if (!event) {
    log.warn('Stripe webhook refused: bad or stale signature.');
    return answers.badSignature;
  }
  if (await alreadyHandled(db, 'stripe', event.id)) return answers.seen;

  let outcome: PaymentOutcome | 'unpaid' | undefined;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      outcome = await recordStripeSession(db, event.data.object);
      break;
    case 'checkout.session.async_payment_failed': {
      const orderNumber = event.data.object.client_reference_id;
      if (orderNumber) await recordPaymentFailed(db, { orderNumber });
      break;
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntent =
        typeof charge.payment_intent === 'string'
          ? charge.payment_intent
          : charge.payment_intent?.id;
      const orderId = charge.refunded && paymentIntent && (await orderIdPaidBy(db, paymentIntent));
      if (orderId) await recordRefund(db, orderId, charge.refunds?.data[0]?.id ?? charge.id);
      break;
    }
    default:
      break;
  }
  if (outcome === 'refused') return answers.refused;
  await markHandled(db, 'stripe', event.id, event.type);
  return answers.handled;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function alreadyHandled(db: Db, provider: Provider, eventId: string) {
  const [seen] = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
  return seen !== undefined;
}

/**
 * Written after the event is applied: applying is itself idempotent (the order is locked and
 * its payment status checked), so two copies arriving together still change the order once.
 */
async function markHandled(db: Db, provider: Provider, eventId: string, eventType: string) {
  await db.insert(paymentEvents).values({ provider, eventId, eventType }).onConflictDoNothing();
}

async function orderIdPaidBy(db: Db, paymentId: string) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentId, paymentId));
  return order?.id;
}
