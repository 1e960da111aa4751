/**
 * Paying with Stripe's hosted Checkout, against the local stand-in: the session, the customer's
 * return, and the signed webhook, in either order and repeated; bad signatures, stale ones and
 * wrong amounts change nothing.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import {
  paymentOf,
  placeOnlineOrder,
  paymentsTestShop,
  type PaymentStandIns,
} from '#tests/support/payments.ts';
import { AppError } from '#core/app-error.ts';
import {
  confirmStripeReturn,
  PAYMENT_NOT_ACCEPTED,
  PAYMENT_NOT_FOUND,
  stripeCheckoutUrl,
} from './online-payment.ts';
import { handleStripeWebhook } from './webhooks.ts';
import { loggedMessages } from '#tests/support/log-lines.ts';

const APP_URL = 'https://shop.example.in';
const shop = paymentsTestShop();
let db: Db;
let standIns: PaymentStandIns;
beforeAll(() => {
  ({ db, standIns } = shop);
});

const keys = () => {
  const { stripe } = standIns.providers;
  if (!stripe) throw new Error('The stand-in has keys');
  return stripe;
};

/** An order placed to be paid by Stripe, sent to Stripe's hosted checkout as the pay page does. */
async function orderAtStripe() {
  const placed = await placeOnlineOrder(db, standIns.providers, 'stripe');
  const url = await stripeCheckoutUrl(db, keys(), await placed.toPay(), APP_URL);
  const sessionId = url.split('/').at(-1) ?? '';
  return { ...placed, url, sessionId };
}

const sendWebhook = (webhook: { body: string; headers: Record<string, string> }) =>
  handleStripeWebhook(db, keys(), {
    rawBody: webhook.body,
    signature: webhook.headers['stripe-signature'],
  });

describe('creating the payment', () => {
  test('one Checkout Session for the exact total in rupees, returning to the pay page; reused while open', async () => {
    const { orderNumber, totalPaise, url, sessionId, toPay } = await orderAtStripe();
    expect(url).toBe(`${standIns.stripe.url}/c/pay/${sessionId}`);
    expect(standIns.stripe.sessions.get(sessionId)).toMatchObject({
      amount_total: totalPaise,
      currency: 'inr',
      client_reference_id: orderNumber,
      success_url: `${APP_URL}/orders/${orderNumber}/pay?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${APP_URL}/orders/${orderNumber}/pay`,
    });
    expect(await stripeCheckoutUrl(db, keys(), await toPay(), APP_URL)).toBe(url);
    expect((await paymentOf(db, orderNumber))?.paymentReference).toBe(sessionId);
  });
});

describe('paying', () => {
  test("the customer's return pays the order; the webhook after it is applied once", async () => {
    const { orderNumber, sessionId, toPay } = await orderAtStripe();
    const session = standIns.stripe.pay(sessionId);

    expect(await confirmStripeReturn(db, keys(), await toPay(), sessionId)).toBe('paid');
    expect(await paymentOf(db, orderNumber)).toMatchObject({
      paymentStatus: 'paid',
      paymentId: session.payment_intent,
    });
    const event = standIns.stripe.webhook('checkout.session.completed', session);
    expect(await sendWebhook(event)).toEqual({ status: 200, message: 'Handled.' });
    expect(await sendWebhook(event)).toEqual({ status: 200, message: 'Already handled.' });
  });

  test('the webhook pays the order when the browser never came back', async () => {
    const { orderNumber, sessionId, toPay } = await orderAtStripe();
    const session = standIns.stripe.pay(sessionId);
    await sendWebhook(standIns.stripe.webhook('checkout.session.completed', session));
    expect((await paymentOf(db, orderNumber))?.paymentStatus).toBe('paid');
    expect(await confirmStripeReturn(db, keys(), await toPay(), sessionId)).toBe(
      'already-recorded',
    );
  });

  test('a session id Stripe does not know is refused as not found, and the order waits', async () => {
    const { orderNumber, toPay } = await orderAtStripe();
    await expect(
      confirmStripeReturn(db, keys(), await toPay(), 'cs_test_madeUp0000000001'),
    ).rejects.toThrow(new AppError('INVALID_INPUT', PAYMENT_NOT_FOUND));
    expect((await paymentOf(db, orderNumber))?.paymentStatus).toBe('pending');
  });

  test('coming back without paying leaves the order waiting', async () => {
    const { orderNumber, sessionId, toPay } = await orderAtStripe();
    expect(await confirmStripeReturn(db, keys(), await toPay(), sessionId)).toBe('unpaid');
    expect((await paymentOf(db, orderNumber))?.paymentStatus).toBe('pending');
  });

  test('a bad or stale signature is answered 400 and changes nothing', async () => {
    const { orderNumber, sessionId } = await orderAtStripe();
    const session = standIns.stripe.pay(sessionId);
    const event = standIns.stripe.webhook('checkout.session.completed', session);

    const tampered = { ...event, body: event.body.replace('"paid"', '"Paid"') };
    expect(await sendWebhook(tampered)).toMatchObject({ status: 400 });
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60;
    const stale = standIns.stripe.webhook('checkout.session.completed', session, sixMinutesAgo);
    expect(await sendWebhook(stale)).toMatchObject({ status: 400 });
    expect((await paymentOf(db, orderNumber))?.paymentStatus).toBe('pending');
  });

  test('an amount other than the total is refused and logged, by the return and by the webhook', async () => {
    const { orderNumber, totalPaise, sessionId, toPay } = await orderAtStripe();
    const session = standIns.stripe.pay(sessionId, totalPaise + 5000);

    await expect(confirmStripeReturn(db, keys(), await toPay(), sessionId)).rejects.toThrow(
      PAYMENT_NOT_ACCEPTED,
    );
    expect(
      await sendWebhook(standIns.stripe.webhook('checkout.session.completed', session)),
    ).toMatchObject({ status: 422 });
    expect(loggedMessages('warn')).toContain(
      `Payment ${session.payment_intent} refused for order ${orderNumber}: ${totalPaise + 5000} inr paid, ${totalPaise} INR due.`,
    );
    expect((await paymentOf(db, orderNumber))?.paymentStatus).toBe('pending');
  });
});
