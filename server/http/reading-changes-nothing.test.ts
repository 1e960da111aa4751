/**
 * Reading a page changes nothing, through the shop's HTTP app: a prefetch, a crawler or a reload
 * of the pay page makes no provider order, records no payment and sets no cookie, and a product
 * page read with `?pincode=` remembers nothing. The writes are the forms' POSTs.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { PaymentMethod } from '#core/payment.ts';
import type { Db } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';
import { paymentOf, placeOwnOrder, type PaymentStandIns } from '#tests/support/payments.ts';
import { paymentsShopOverHttp } from '#tests/support/payments-shop.ts';
import { CookieJar, postForm, SHOP_ORIGIN, type InProcessShop } from '#tests/support/shop-app.ts';

const http = paymentsShopOverHttp({ stripe: true, customerName: 'Meera Nair' });
let db: Db;
let standIns: PaymentStandIns;
let shop: InProcessShop;
let customer: { id: string; jar: CookieJar };
beforeAll(() => {
  ({ db, standIns, shop, customer } = http);
});

/** The customer's order, to be paid by `method`. */
const onlineOrder = (method: PaymentMethod) =>
  placeOwnOrder(db, customer.id, method, shop.config.payments);

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
  const productPageOf = async (name: string) => {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, name));
    return `/product/${product?.id}`;
  };
  let productPage: string;
  beforeAll(async () => {
    productPage = await productPageOf('Kaju Katli');
  });
  /** The delivery check's form, sent by a visitor. */
  const checkDelivery = (pincode: string) =>
    postForm(shop.app, productPage, { intent: 'check-delivery', pincode }, { origin: SHOP_ORIGIN });

  test('read with ?pincode= shows the answer and remembers nothing', async () => {
    const page = await shop.app.request(`${productPage}?pincode=110006`);
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(await page.text()).toMatch(/Delivers to 110006 by/);
  });

  test("the check's POST remembers a pincode for the visit, and sends the browser to its answer", async () => {
    const visitor = new CookieJar();
    const asked = visitor.take(await checkDelivery(' 600001 '));
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe(`${productPage}?pincode=600001`);
    expect(asked.headers.getSetCookie()).toEqual([expect.stringMatching(/^halwai_pincode=/)]);

    // Another product page, read later in the visit, answers for the remembered pincode.
    const later = await shop.app.request(await productPageOf('Rasgulla'), {
      headers: { Cookie: visitor.header },
    });
    expect(later.headers.getSetCookie()).toEqual([]);
    expect(await later.text()).toContain('Rasgulla is delivered only in Local.');
  });

  test('what is not a pincode is shown its message and never remembered', async () => {
    const asked = await checkDelivery('11000');
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe(`${productPage}?pincode=11000`);
    expect(asked.headers.getSetCookie()).toEqual([]);
    const page = await shop.app.request(`${productPage}?pincode=11000`);
    expect(await page.text()).toContain(
      'Please enter a 6-digit pincode that does not start with 0.',
    );
  });
});
