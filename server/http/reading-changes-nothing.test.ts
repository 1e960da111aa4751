/**
 * Reading a page changes nothing, through the shop's HTTP app: a prefetch, a crawler or a reload
 * of the pay page makes no provider order, records no payment and sets no cookie, and a product
 * page read with `?pincode=` remembers nothing. The writes are the forms' POSTs.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PaymentMethod } from '#core/payment.ts';
import { signUpCustomer } from '#server/auth/sign-in.ts';
import { addToCart } from '#server/cart/change-cart.ts';
import type { Db } from '#server/db/client.ts';
import { carts, products, users } from '#server/db/schema.ts';
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
let customer: { id: string; jar: CookieJar };

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  standIns = await startPaymentStandIns();
  const { razorpay, stripe } = standIns;
  shop = await inProcessShop(db, {
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    RAZORPAY_API_URL: razorpay.url,
    RAZORPAY_CHECKOUT_URL: `${razorpay.url}/v1/checkout.js`,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    STRIPE_CHECKOUT_URL: stripe.url,
  });
  const email = `meera.${randomUUID()}@example.com`;
  const visitor = { address: '10.3.3.3', perMinute: 100 };
  await signUpCustomer(
    db,
    shop.auth,
    { fullName: 'Meera Nair', email, password: PASSWORD },
    visitor,
  );
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
  // The sign-in's toast is shown (and its one-time cookie spent) by the first page after it.
  jar.take(await shop.app.request('/', { headers: { Cookie: jar.header } }));
  customer = { id: user?.id ?? '', jar };
});

afterAll(() => standIns.close());

beforeEach(() => {
  const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return () => warnings.mockRestore();
});

/** The customer's order of a fresh sweet, to be paid by `method`. */
async function onlineOrder(method: PaymentMethod) {
  const sweet = await insertWeighedSweet(db, `Kaju Katli ${randomUUID()}`);
  const [own] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, customer.id));
  const { cartId } = await addToCart(db, own?.id, sweet['500g'], 1);
  if (!own) await db.update(carts).set({ userId: customer.id }).where(eq(carts.id, cartId));
  return placeOrder(db, customer.id, checkout({ paymentMethod: method }), shop.config.payments);
}

/** The page as the customer's browser reads it (a visit, a reload, a prefetch). */
const read = (pathname: string) =>
  shop.app.request(pathname, { headers: { Cookie: customer.jar.header } });

const pay = (orderNumber: string, fields: Record<string, string>) =>
  postForm(shop.app, `/orders/${orderNumber}/pay`, fields, {
    origin: SHOP_ORIGIN,
    jar: customer.jar,
  });

const razorpayOrdersFor = (orderNumber: string) =>
  [...standIns.razorpay.orders.values()].filter((order) => order.receipt === orderNumber);

describe('the pay page', () => {
  test('read any number of times, makes no Razorpay order; pressing Pay makes one, and again the same', async () => {
    const { orderNumber } = await onlineOrder('razorpay');
    for (let visit = 0; visit < 3; visit += 1) {
      const page = await read(`/orders/${orderNumber}/pay`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`<title>Pay for order ${orderNumber}`);
      expect(page.headers.getSetCookie()).toEqual([]);
    }
    expect(razorpayOrdersFor(orderNumber)).toEqual([]);
    expect((await paymentOf(db, orderNumber))?.paymentReference).toBeNull();

    expect((await pay(orderNumber, { intent: 'razorpay-checkout' })).status).toBe(200);
    expect((await pay(orderNumber, { intent: 'razorpay-checkout' })).status).toBe(200);
    const [made, ...more] = razorpayOrdersFor(orderNumber);
    expect(more).toEqual([]);
    expect((await paymentOf(db, orderNumber))?.paymentReference).toBe(made?.id);
  });

  test("back from Stripe, reading the page records nothing; the page's POST confirms the payment", async () => {
    const { orderNumber } = await onlineOrder('stripe');
    const toStripe = await pay(orderNumber, { intent: 'stripe' });
    expect(toStripe.status).toBe(303);
    const sessionId = toStripe.headers.get('location')?.split('/').at(-1) ?? '';
    standIns.stripe.pay(sessionId);

    const back = `/orders/${orderNumber}/pay?session_id=${sessionId}`;
    for (let visit = 0; visit < 2; visit += 1) {
      const page = await read(back);
      expect(page.status).toBe(200);
      expect(page.headers.getSetCookie()).toEqual([]);
      expect(await paymentOf(db, orderNumber)).toMatchObject({
        paymentStatus: 'pending',
        paymentId: null,
      });
    }

    const confirmed = await pay(orderNumber, { intent: 'stripe-return', session_id: sessionId });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`/orders/${orderNumber}`);
    expect((await paymentOf(db, orderNumber))?.paymentStatus).toBe('paid');
  });

  test('back from Stripe without paying: the POST says so and the order still waits', async () => {
    const { orderNumber } = await onlineOrder('stripe');
    const toStripe = await pay(orderNumber, { intent: 'stripe' });
    const sessionId = toStripe.headers.get('location')?.split('/').at(-1) ?? '';

    const answer = await pay(orderNumber, { intent: 'stripe-return', session_id: sessionId });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(
      'Your payment has not been completed yet. You can try again.',
    );
    expect((await paymentOf(db, orderNumber))?.paymentStatus).toBe('pending');
  });
});

describe('the product page', () => {
  let productPage: string;
  beforeAll(async () => {
    const [kajuKatli] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, 'Kaju Katli'));
    productPage = `/product/${kajuKatli?.id}`;
  });

  test('read with ?pincode= shows the answer and remembers nothing', async () => {
    const page = await shop.app.request(`${productPage}?pincode=110006`);
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(await page.text()).toMatch(/Delivers to 110006 by/);
  });

  test("the check's POST remembers a pincode for the visit, and sends the browser to its answer", async () => {
    const visitor = new CookieJar();
    const asked = visitor.take(
      await postForm(
        shop.app,
        productPage,
        { intent: 'check-delivery', pincode: ' 600001 ' },
        { origin: SHOP_ORIGIN },
      ),
    );
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe(`${productPage}?pincode=600001`);
    expect(asked.headers.getSetCookie()).toEqual([expect.stringMatching(/^halwai_pincode=/)]);

    // Another product page, read later in the visit, answers for the remembered pincode.
    const [rasgulla] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, 'Rasgulla'));
    const later = await shop.app.request(`/product/${rasgulla?.id}`, {
      headers: { Cookie: visitor.header },
    });
    expect(later.headers.getSetCookie()).toEqual([]);
    expect(await later.text()).toContain('Rasgulla is delivered only in Local.');
  });

  test('what is not a pincode is shown its message and never remembered', async () => {
    const asked = await postForm(
      shop.app,
      productPage,
      { intent: 'check-delivery', pincode: '11000' },
      { origin: SHOP_ORIGIN },
    );
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe(`${productPage}?pincode=11000`);
    expect(asked.headers.getSetCookie()).toEqual([]);
    const page = await shop.app.request(`${productPage}?pincode=11000`);
    expect(await page.text()).toContain(
      'Please enter a 6-digit pincode that does not start with 0.',
    );
  });
});
