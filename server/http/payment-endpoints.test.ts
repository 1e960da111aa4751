/**
 * The payment endpoints through the shop's HTTP app: webhooks read raw and verified before
 * anything else, the pay page the only one whose policy lets a provider's checkout in, and its
 * form refused from another website like every other.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Auth } from '#server/auth/auth.ts';
import { signUpCustomer } from '#server/auth/sign-in.ts';
import { addToCart } from '#server/cart/change-cart.ts';
import type { Db } from '#server/db/client.ts';
import { carts, users } from '#server/db/schema.ts';
import { seedShop } from '#server/db/seed.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { insertWeighedSweet } from '#tests/support/factories.ts';
import { checkout } from '#tests/support/orders.ts';
import { paymentOf, startPaymentStandIns, type PaymentStandIns } from '#tests/support/payments.ts';
import {
  CookieJar,
  inProcessShop,
  postForm,
  SHOP_ORIGIN,
  type InProcessShop,
} from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

const PASSWORD = 'kaju-katli-barfi-9';

let db: Db;
let standIns: PaymentStandIns;
let shop: InProcessShop;
let auth: Auth;
let customer: { id: string; jar: CookieJar };

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  standIns = await startPaymentStandIns();
  const { razorpay } = standIns;
  shop = await inProcessShop(db, {
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    RAZORPAY_API_URL: razorpay.url,
    RAZORPAY_CHECKOUT_URL: `${razorpay.url}/v1/checkout.js`,
  });
  ({ auth } = shop);
  const email = `asha.${randomUUID()}@example.com`;
  const visitor = { address: '10.1.1.1', perMinute: 100 };
  await signUpCustomer(db, auth, { fullName: 'Asha Verma', email, password: PASSWORD }, visitor);
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const jar = new CookieJar();
  jar.take(
    await postForm(
      shop.app,
      '/auth',
      { intent: 'sign-in', email, password: PASSWORD },
      { origin: SHOP_ORIGIN },
    ),
  );
  customer = { id: user?.id ?? '', jar };
});

afterAll(() => standIns.close());

beforeEach(() => {
  const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return () => warnings.mockRestore();
});

/** The customer's order to be paid by Razorpay. */
async function razorpayOrder() {
  const sweet = await insertWeighedSweet(db, `Kaju Katli ${randomUUID()}`);
  // The customer's own cart (kept, emptied, after each order), or a first one made theirs.
  const [own] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, customer.id));
  const { cartId } = await addToCart(db, own?.id, sweet['500g'], 1);
  if (!own) await db.update(carts).set({ userId: customer.id }).where(eq(carts.id, cartId));
  return placeOrder(db, customer.id, checkout({ paymentMethod: 'razorpay' }), shop.config.payments);
}

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
