/**
 * Paying with Razorpay, against the local stand-in: the order, the customer's return with its
 * signature, and the webhook, in either order and repeated; forged signatures and wrong amounts
 * change nothing.
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '#core/app-error.ts';
import type { Db } from '#server/db/client.ts';
import { invoices } from '#server/db/schema/invoices.ts';
import { orders } from '#server/db/schema/orders.ts';
import { sendQueuedEmails, testMailer } from '#tests/support/mail.ts';
import {
  deliverRazorpayWebhook,
  paymentOf,
  placeOnlineOrder,
  paymentsTestShop,
  type PaymentStandIns,
} from '#tests/support/payments.ts';
import {
  confirmRazorpayPayment,
  PAYMENT_NOT_ACCEPTED,
  PAYMENT_NOT_FOUND,
  PAYMENT_NOT_VERIFIED,
  prepareRazorpayCheckout,
  PROVIDER_UNREACHABLE,
} from './online-payment.ts';
import { razorpaySignature } from './razorpay.ts';
import { expectErrorsLogged, loggedLines } from '#tests/support/log-lines.ts';
import { loggedMessages } from '#tests/support/log-lines.ts';

const shop = paymentsTestShop();
let db: Db;
let standIns: PaymentStandIns;
beforeAll(() => {
  ({ db, standIns } = shop);
});

const keys = () => {
  const { razorpay } = standIns.providers;
  if (!razorpay) throw new Error('The stand-in has keys');
  return razorpay;
};

/** An order placed to be paid by Razorpay, with Razorpay's order made as pressing Pay makes it. */
async function orderAtRazorpay() {
  const placed = await placeOnlineOrder(db, standIns.providers, 'razorpay');
  const checkout = await prepareRazorpayCheckout(db, keys(), await placed.toPay());
  return { ...placed, checkout };
}

const sendWebhook = (webhook: { body: string; headers: Record<string, string> }) =>
  deliverRazorpayWebhook(db, keys(), webhook);

async function invoiceCount(orderNumber: string) {
  const [row] = await db
    .select({ n: count() })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(orders.orderNumber, orderNumber));
  return row?.n;
}

async function paymentEmailsFor(orderNumber: string) {
  const mailer = testMailer();
  await sendQueuedEmails(db, mailer);
  return mailer.sent.filter(
    (mail) => mail.subject === `Payment received for your Halwai order ${orderNumber}`,
  );
}

describe('creating the payment', () => {
  test("Razorpay's order is for the exact total in paise, in INR, receipted with the order number, made once", async () => {
    const { orderNumber, totalPaise, checkout, toPay } = await orderAtRazorpay();
    const atRazorpay = standIns.razorpay.orders.get(checkout.razorpayOrderId);
    expect(atRazorpay).toMatchObject({ amount: totalPaise, currency: 'INR', receipt: orderNumber });
    expect(checkout).toMatchObject({
      keyId: keys().keyId,
      amountPaise: totalPaise,
      currency: 'INR',
    });
    // Pressing Pay again (or after Pay now) reuses it.
    const again = await prepareRazorpayCheckout(db, keys(), await toPay());
    expect(again.razorpayOrderId).toBe(checkout.razorpayOrderId);
    expect((await paymentOf(db, orderNumber))?.paymentStatus).toBe('pending');
  });
});

test('Razorpay out of reach: the customer reads why, and the order waits to be paid', async () => {
  const placed = await placeOnlineOrder(db, standIns.providers, 'razorpay');
  expectErrorsLogged();
  await expect(
    prepareRazorpayCheckout(db, { ...keys(), apiUrl: 'http://127.0.0.1:1' }, await placed.toPay()),
  ).rejects.toThrow(new AppError('PROVIDER_UNAVAILABLE', PROVIDER_UNREACHABLE));
  expect(loggedLines('error')).toEqual([
    expect.objectContaining({
      msg: 'Payment provider call failed',
      err: expect.objectContaining({
        message: expect.stringContaining('Razorpay could not be reached'),
      }),
    }),
  ]);
  expect(await paymentOf(db, placed.orderNumber)).toMatchObject({
    paymentStatus: 'pending',
    paymentReference: null,
  });
});

describe('the customer comes back from the checkout', () => {
  test('a payment id Razorpay does not know is refused as not found, and the order waits', async () => {
    const { orderNumber, checkout, toPay } = await orderAtRazorpay();
    // Signed with the shop's own secret, so only Razorpay's answer can refuse it.
    const razorpayPaymentId = 'pay_MadeUp0000000001';
    const signature = razorpaySignature(
      `${checkout.razorpayOrderId}|${razorpayPaymentId}`,
      keys().keySecret,
    );
    await expect(
      confirmRazorpayPayment(db, keys(), await toPay(), { razorpayPaymentId, signature }),
    ).rejects.toThrow(new AppError('INVALID_INPUT', PAYMENT_NOT_FOUND));
    expect((await paymentOf(db, orderNumber))?.paymentStatus).toBe('pending');
  });

  test('a genuine signature pays the order, issues its invoice and e-mails the receipt; the webhook after it changes nothing', async () => {
    const { orderNumber, checkout, toPay } = await orderAtRazorpay();
    const payment = standIns.razorpay.pay(checkout.razorpayOrderId);
    const answer = standIns.razorpay.checkoutAnswer(payment);

    const outcome = await confirmRazorpayPayment(db, keys(), await toPay(), {
      razorpayPaymentId: answer.razorpay_payment_id,
      signature: answer.razorpay_signature,
    });
    expect(outcome).toBe('paid');
    expect(await paymentOf(db, orderNumber)).toMatchObject({
      status: 'placed',
      paymentStatus: 'paid',
      paymentId: payment.id,
    });
    expect(await invoiceCount(orderNumber)).toBe(1);
    expect(await paymentEmailsFor(orderNumber)).toHaveLength(1);

    expect(await sendWebhook(standIns.razorpay.webhook('payment.captured', { payment }))).toEqual({
      status: 200,
      message: 'Handled.',
    });
    expect(await invoiceCount(orderNumber)).toBe(1);
    expect(await paymentEmailsFor(orderNumber)).toHaveLength(0);
  });

  test('a forged signature is refused and the order still waits for its payment', async () => {
    const { orderNumber, checkout, toPay } = await orderAtRazorpay();
    const payment = standIns.razorpay.pay(checkout.razorpayOrderId);
    const answer = standIns.razorpay.checkoutAnswer(payment);
    const forged = `${answer.razorpay_signature.slice(0, -1)}${answer.razorpay_signature.endsWith('a') ? 'b' : 'a'}`;

    await expect(
      confirmRazorpayPayment(db, keys(), await toPay(), {
        razorpayPaymentId: payment.id,
        signature: forged,
      }),
    ).rejects.toThrow(new AppError('INVALID_INPUT', PAYMENT_NOT_VERIFIED));
    expect((await paymentOf(db, orderNumber))?.paymentStatus).toBe('pending');
    expect(await invoiceCount(orderNumber)).toBe(0);
  });

  test("a genuine signature for another order's payment does not pay this one", async () => {
    const first = await orderAtRazorpay();
    const second = await orderAtRazorpay();
    const payment = standIns.razorpay.pay(first.checkout.razorpayOrderId);
    const answer = standIns.razorpay.checkoutAnswer(payment);

    await expect(
      confirmRazorpayPayment(db, keys(), await second.toPay(), {
        razorpayPaymentId: payment.id,
        signature: answer.razorpay_signature,
      }),
    ).rejects.toThrow(PAYMENT_NOT_VERIFIED);
    expect((await paymentOf(db, second.orderNumber))?.paymentStatus).toBe('pending');
  });

  test('a payment of another amount is refused, even with a genuine signature', async () => {
    const { orderNumber, totalPaise, checkout, toPay } = await orderAtRazorpay();
    const payment = standIns.razorpay.pay(checkout.razorpayOrderId, totalPaise - 100);
    const answer = standIns.razorpay.checkoutAnswer(payment);

    await expect(
      confirmRazorpayPayment(db, keys(), await toPay(), {
        razorpayPaymentId: payment.id,
        signature: answer.razorpay_signature,
      }),
    ).rejects.toThrow(new AppError('CONFLICT', PAYMENT_NOT_ACCEPTED));
    expect(loggedMessages('warn')).toContain(
      `Payment ${payment.id} refused for order ${orderNumber}: ${totalPaise - 100} INR paid, ${totalPaise} INR due.`,
    );
    expect((await paymentOf(db, orderNumber))?.paymentStatus).toBe('pending');
    expect(
      await sendWebhook(standIns.razorpay.webhook('payment.captured', { payment })),
    ).toMatchObject({ status: 422 });
    expect((await paymentOf(db, orderNumber))?.paymentStatus).toBe('pending');
  });
});

describe('the webhook', () => {
  test('pays the order when the browser never came back; the late return then finds it paid', async () => {
    const { orderNumber, checkout, toPay } = await orderAtRazorpay();
    const payment = standIns.razorpay.pay(checkout.razorpayOrderId);

    expect((await sendWebhook(standIns.razorpay.webhook('order.paid', { payment }))).status).toBe(
      200,
    );
    expect((await paymentOf(db, orderNumber))?.paymentStatus).toBe('paid');

    const answer = standIns.razorpay.checkoutAnswer(payment);
    const late = await confirmRazorpayPayment(db, keys(), await toPay(), {
      razorpayPaymentId: payment.id,
      signature: answer.razorpay_signature,
    });
    expect(late).toBe('already-recorded');
    expect(await invoiceCount(orderNumber)).toBe(1);
    expect(await paymentEmailsFor(orderNumber)).toHaveLength(1);
  });

  test('the same event sent twice, or two at once, is applied once', async () => {
    const { orderNumber, checkout } = await orderAtRazorpay();
    const payment = standIns.razorpay.pay(checkout.razorpayOrderId);
    const event = standIns.razorpay.webhook('payment.captured', { payment });

    const answers = await Promise.all([sendWebhook(event), sendWebhook(event)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await sendWebhook(event)).toEqual({ status: 200, message: 'Already handled.' });
    expect(await invoiceCount(orderNumber)).toBe(1);
    expect(await paymentEmailsFor(orderNumber)).toHaveLength(1);
  });

  test('a bad signature is answered 400 and changes nothing', async () => {
    const { orderNumber, checkout } = await orderAtRazorpay();
    const payment = standIns.razorpay.pay(checkout.razorpayOrderId);
    const event = standIns.razorpay.webhook('payment.captured', { payment });
    // The body changed by one byte after it was signed.
    const tampered = { ...event, body: event.body.replace('"captured"', '"captureD"') };

    expect(await sendWebhook(tampered)).toMatchObject({ status: 400 });
    expect(
      await sendWebhook({
        ...event,
        headers: { ...event.headers, 'x-razorpay-signature': 'f'.repeat(64) },
      }),
    ).toMatchObject({ status: 400 });
    expect((await paymentOf(db, orderNumber))?.paymentStatus).toBe('pending');
  });

  test('payment.failed records the failure; the order can still be paid', async () => {
    const { orderNumber, checkout } = await orderAtRazorpay();
    const failed = {
      ...standIns.razorpay.pay(checkout.razorpayOrderId),
      status: 'failed' as const,
    };
    await sendWebhook(standIns.razorpay.webhook('payment.failed', { payment: failed }));
    expect((await paymentOf(db, orderNumber))?.paymentStatus).toBe('failed');

    const payment = standIns.razorpay.pay(checkout.razorpayOrderId);
    await sendWebhook(standIns.razorpay.webhook('payment.captured', { payment }));
    expect((await paymentOf(db, orderNumber))?.paymentStatus).toBe('paid');
  });
});
