/**
 * The payment endpoints through the shop's HTTP app: webhooks read raw and verified before
 * anything else, the pay page the only one whose policy lets a provider's checkout in, and its
 * form refused from another website like every other.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { paymentOf, placeOwnOrder, type PaymentStandIns } from '#tests/support/payments.ts';
import { paymentsShopOverHttp } from '#tests/support/payments-shop.ts';
import {
  type CookieJar,
  postForm,
  SHOP_ORIGIN,
  type InProcessShop,
} from '#tests/support/shop-app.ts';

const http = paymentsShopOverHttp({ stripe: false, customerName: 'Asha Verma' });
let db: Db;
let standIns: PaymentStandIns;
let shop: InProcessShop;
let customer: { id: string; jar: CookieJar };
beforeAll(() => {
  ({ db, standIns, shop, customer } = http);
});

/** The customer's order to be paid by Razorpay. */
const razorpayOrder = () => placeOwnOrder(db, customer.id, 'razorpay', shop.config.payments);

const openPayPage = (orderNumber: string) =>
  shop.app.request(`/orders/${orderNumber}/pay`, { headers: { Cookie: customer.jar.header } });

describe('the Razorpay webhook', () => {
  test('is verified on the raw body: a bad signature is 400 and nothing changes; a good one pays', async () => {
    const order = await razorpayOrder();
    // Pay pressed: Razorpay's order is made.
    const opened = await postForm(
      shop.app,
      `/orders/${order.orderNumber}/pay`,
      { intent: 'razorpay-checkout' },
      { origin: SHOP_ORIGIN, jar: customer.jar },
    );
    expect(opened.status).toBe(200);
    const reference = (await paymentOf(db, order.orderNumber))?.paymentReference ?? '';
    const payment = standIns.razorpay.pay(reference);
    const { body, headers } = standIns.razorpay.webhook('payment.captured', { payment });
    const send = (signature: string) =>
      shop.app.request('/api/payments/razorpay/webhook', {
        method: 'POST',
        headers: { ...headers, 'x-razorpay-signature': signature },
        body,
      });

    const refused = await send('0'.repeat(64));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe('The signature does not match this body.');
    expect((await paymentOf(db, order.orderNumber))?.paymentStatus).toBe('pending');

    const handled = await send(headers['x-razorpay-signature'] ?? '');
    expect(handled.status).toBe(200);
    expect((await paymentOf(db, order.orderNumber))?.paymentStatus).toBe('paid');
  });

  test("Stripe's webhook answers 404 while Stripe has no keys", async () => {
    const response = await shop.app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: '{}',
    });
    expect(response.status).toBe(404);
  });
});

describe('the pay page', () => {
  test("alone lets Razorpay's checkout origin in; every other page keeps to the shop", async () => {
    const order = await razorpayOrder();
    const payPage = await openPayPage(order.orderNumber);
    const policy = payPage.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(new RegExp(`script-src 'self' 'nonce-[^']+' ${standIns.razorpay.url}`));
    expect(policy).toContain(`frame-src ${standIns.razorpay.url}`);

    const home = (await shop.app.request('/')).headers.get('content-security-policy') ?? '';
    expect(home).not.toContain(standIns.razorpay.url);
    expect(home).toContain("frame-src 'none'");
    // Asking the browser to pay is allowed on the pay page alone, for the shop and Razorpay.
    expect(payPage.headers.get('permissions-policy')).toContain(
      `payment=(self "${standIns.razorpay.url}")`,
    );
    expect(payPage.headers.get('permissions-policy')).toContain('camera=()');
    expect((await shop.app.request('/')).headers.get('permissions-policy')).toContain('payment=()');
    const page = await payPage.text();
    expect(page).not.toMatch(/<input[^>]+(card|cvv|cvc)/i);
  });

  test("refuses another website's form, and sends a visitor to sign in", async () => {
    const order = await razorpayOrder();
    const forged = await postForm(
      shop.app,
      `/orders/${order.orderNumber}/pay`,
      { intent: 'razorpay', razorpay_payment_id: 'pay_x', razorpay_signature: 'a'.repeat(64) },
      { origin: 'https://evil.example', jar: customer.jar },
    );
    expect(forged.status).toBe(403);

    const stranger = await shop.app.request(`/orders/${order.orderNumber}/pay`);
    expect(stranger.status).toBe(303);
    expect(stranger.headers.get('location')).toMatch(/^\/auth\?redirectTo=/);
    expect((await paymentOf(db, order.orderNumber))?.paymentStatus).toBe('pending');
  });
});
