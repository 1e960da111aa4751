/**
 * Cancelling a paid order refunds it in full through its provider, once, however often the
 * refund job is retried or run at once; the order says 'Refunded' and the customer is told.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { changeOrderStatus } from '#server/admin/change-order-status.ts';
import type { Db } from '#server/db/client.ts';
import { activityEvents } from '#server/db/schema/accounts.ts';
import { runDueJobs } from '#server/jobs/job-worker.ts';
import { shopJobs } from '#server/compose/shop-jobs.ts';
import { cancelOrder } from '#server/orders/cancel-order.ts';
import { cancelUnpaidOrders } from '#server/orders/cancel-unpaid-orders.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { MAIL_CONFIG, testMailer, type TestMailer } from '#tests/support/mail.ts';
import {
  deliverRazorpayWebhook,
  paymentOf,
  placeOnlineOrder,
  paymentsTestShop,
  stockOf,
  type PaymentStandIns,
} from '#tests/support/payments.ts';
import { prepareRazorpayCheckout, stripeCheckoutUrl } from './online-payment.ts';
import { refundOrderPayment } from './refunds.ts';
import { handleStripeWebhook } from './webhooks.ts';

const shop = paymentsTestShop();
let db: Db;
let standIns: PaymentStandIns;
let mailer: TestMailer;
beforeAll(() => {
  ({ db, standIns } = shop);
});
beforeEach(() => {
  mailer = testMailer();
});

/** The server's jobs as they run: e-mails, refunds, with the stand-ins' keys. */
const runJobs = () =>
  runDueJobs(db, shopJobs({ ...MAIL_CONFIG, payments: standIns.providers }, mailer));

async function paidRazorpayOrder() {
  const placed = await placeOnlineOrder(db, standIns.providers, 'razorpay');
  const keys = standIns.providers.razorpay;
  if (!keys) throw new Error('The stand-in has keys');
  const { razorpayOrderId } = await prepareRazorpayCheckout(db, keys, await placed.toPay());
  const payment = standIns.razorpay.pay(razorpayOrderId);
  const webhook = standIns.razorpay.webhook('payment.captured', { payment });
  await deliverRazorpayWebhook(db, keys, webhook);
  await runJobs();
  mailer.sent.length = 0;
  return { ...placed, payment };
}

async function paidStripeOrder() {
  const placed = await placeOnlineOrder(db, standIns.providers, 'stripe');
  const keys = standIns.providers.stripe;
  if (!keys) throw new Error('The stand-in has keys');
  const url = await stripeCheckoutUrl(db, keys, await placed.toPay(), MAIL_CONFIG.appUrl);
  const session = standIns.stripe.pay(url.split('/').at(-1) ?? '');
  const webhook = standIns.stripe.webhook('checkout.session.completed', session);
  await handleStripeWebhook(db, keys, {
    rawBody: webhook.body,
    signature: webhook.headers['stripe-signature'],
  });
  await runJobs();
  mailer.sent.length = 0;
  return { ...placed, session };
}

const refundEmails = (orderNumber: string) =>
  mailer.sent.filter((mail) => mail.subject === `Your Halwai order ${orderNumber}: Refunded`);

describe('Razorpay', () => {
  test('the customer cancels a paid order: one full refund, the order says Refunded, one e-mail', async () => {
    const { userId, orderNumber, totalPaise, payment, variantId } = await paidRazorpayOrder();
    const stockBefore = await stockOf(db, variantId);

    await cancelOrder(db, userId, orderNumber);
    expect(await paymentOf(db, orderNumber)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
    });
    expect(await stockOf(db, variantId)).toBe((stockBefore ?? 0) + 2);

    await runJobs();
    const refunds = standIns.razorpay.refunds.filter((r) => r.payment_id === payment.id);
    expect(refunds).toEqual([expect.objectContaining({ amount: totalPaise, status: 'processed' })]);
    expect(await paymentOf(db, orderNumber)).toMatchObject({
      paymentStatus: 'refunded',
      refundId: refunds[0]?.id,
    });
    expect(refundEmails(orderNumber)).toHaveLength(1);
    const history = await db
      .select({ title: activityEvents.title })
      .from(activityEvents)
      .where(eq(activityEvents.userId, userId));
    expect(history.map((entry) => entry.title)).toContain('Payment Refunded');
  });

  test('the refund job retried, and run three times at once, refunds once', async () => {
    const { userId, id: orderId, orderNumber, payment } = await paidRazorpayOrder();
    await cancelOrder(db, userId, orderNumber);

    const job = () => refundOrderPayment(db, standIns.providers, { orderId });
    await Promise.allSettled([job(), job(), job()]);
    await job();
    await runJobs();
    expect(standIns.razorpay.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    expect((await paymentOf(db, orderNumber))?.paymentStatus).toBe('refunded');
  });

  test('a payment that lands after the unpaid order was cancelled is refunded', async () => {
    const placed = await placeOnlineOrder(db, standIns.providers, 'razorpay');
    const keys = standIns.providers.razorpay;
    if (!keys) throw new Error('The stand-in has keys');
    const { razorpayOrderId } = await prepareRazorpayCheckout(db, keys, await placed.toPay());
    await cancelUnpaidOrders(db, { olderThanMinutes: 30, now: new Date(Date.now() + 31 * 60_000) });
    expect((await paymentOf(db, placed.orderNumber))?.status).toBe('cancelled');

    const payment = standIns.razorpay.pay(razorpayOrderId);
    const webhook = standIns.razorpay.webhook('payment.captured', { payment });
    await deliverRazorpayWebhook(db, keys, webhook);
    await runJobs();
    expect(standIns.razorpay.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    expect((await paymentOf(db, placed.orderNumber))?.paymentStatus).toBe('refunded');
  });
});

describe('Stripe', () => {
  test('the admin cancels a paid order: one refund, with an idempotency key, however often retried', async () => {
    const { orderNumber, totalPaise, session } = await paidStripeOrder();
    const admin = {
      id: await insertCustomer(db, 'Meera (admin)', 'owner'),
      role: 'owner' as const,
    };

    await changeOrderStatus(db, admin, orderNumber, 'cancelled');
    await Promise.all([runJobs(), runJobs()]);
    await runJobs();
    const refunds = standIns.stripe.refunds.filter(
      (r) => r.payment_intent === session.payment_intent,
    );
    expect(refunds).toEqual([expect.objectContaining({ amount: totalPaise, status: 'succeeded' })]);
    expect((await paymentOf(db, orderNumber))?.paymentStatus).toBe('refunded');
    expect(refundEmails(orderNumber)).toHaveLength(1);
  });

  test('an order reopened before the refund ran is not refunded', async () => {
    const { orderNumber, session } = await paidStripeOrder();
    const admin = {
      id: await insertCustomer(db, 'Meera (admin)', 'owner'),
      role: 'owner' as const,
    };
    await changeOrderStatus(db, admin, orderNumber, 'cancelled');
    await changeOrderStatus(db, admin, orderNumber, 'confirmed');
    await runJobs();
    expect(
      standIns.stripe.refunds.filter((r) => r.payment_intent === session.payment_intent),
    ).toEqual([]);
    expect((await paymentOf(db, orderNumber))?.paymentStatus).toBe('paid');
  });
});
