/** The payment stand-ins for service tests, and orders placed to be paid online through them. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { PaymentMethod } from '#core/payment.ts';
import type { PaymentProviders } from '#server/config.ts';
import { addToCart } from '#server/cart/change-cart.ts';
import type { Db } from '#server/db/client.ts';
import { carts } from '#server/db/schema/cart.ts';
import { orders } from '#server/db/schema/orders.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { getOrderToPay } from '#server/payments/online-payment.ts';
import { handleRazorpayWebhook } from '#server/payments/webhooks.ts';
import {
  startRazorpayStandIn,
  type RazorpayStandIn,
} from '../../scripts/stand-ins/razorpay-stand-in.ts';
import { startStripeStandIn, type StripeStandIn } from '../../scripts/stand-ins/stripe-stand-in.ts';
import { insertWeighedSweet } from './factories.ts';
import { checkout, customerWithCart } from './orders.ts';
export { stockOf } from './orders.ts';
import { createTestDatabase } from './test-database.ts';

/** Razorpay keys pointing nowhere: placing an order with them calls nobody; paying it would. */
export const UNREACHABLE_RAZORPAY: PaymentProviders = {
  razorpay: {
    keyId: 'rzp_test_x',
    keySecret: 's',
    webhookSecret: 'w',
    apiUrl: 'http://127.0.0.1:1',
    checkoutScriptUrl: 'http://127.0.0.1:1/v1/checkout.js',
  },
  stripe: undefined,
};

export interface PaymentStandIns {
  razorpay: RazorpayStandIn;
  stripe: StripeStandIn;
  providers: PaymentProviders;
  close(): Promise<void>;
}

/** Both stand-ins running, and the shop's keys for them. */
export async function startPaymentStandIns(): Promise<PaymentStandIns> {
  const [razorpay, stripe] = await Promise.all([startRazorpayStandIn(), startStripeStandIn()]);
  return {
    razorpay,
    stripe,
    providers: {
      razorpay: {
        keyId: razorpay.keyId,
        keySecret: razorpay.keySecret,
        webhookSecret: razorpay.webhookSecret,
        apiUrl: razorpay.url,
        checkoutScriptUrl: `${razorpay.url}/v1/checkout.js`,
      },
      stripe: {
        secretKey: stripe.secretKey,
        webhookSecret: stripe.webhookSecret,
        apiUrl: stripe.url,
        checkoutUrl: stripe.url,
      },
    },
    close: async () => {
      await Promise.all([razorpay.close(), stripe.close()]);
    },
  };
}

/** The shop's settings for the stand-ins: Razorpay's, and Stripe's when asked for. */
export function standInSettings(
  standIns: PaymentStandIns,
  options: { stripe: boolean },
): NodeJS.ProcessEnv {
  const { razorpay, stripe } = standIns;
  return {
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    RAZORPAY_API_URL: razorpay.url,
    RAZORPAY_CHECKOUT_URL: `${razorpay.url}/v1/checkout.js`,
    ...(options.stripe && {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      STRIPE_CHECKOUT_URL: stripe.url,
    }),
  };
}

/**
 * For a payments test file: a database with the shop's settings, both stand-ins running for its
 * tests (the warnings refusals log are read with loggedMessages('warn')). Read its fields in
 * hooks and tests, once the file's first hook has run.
 */
export function paymentsTestShop() {
  const shop = {} as {
    db: Db;
    standIns: PaymentStandIns;
  };
  beforeAll(async () => {
    ({ db: shop.db } = await createTestDatabase());
    shop.standIns = await startPaymentStandIns();
    await shop.db.insert(storeSettings).values({
      storeName: 'Halwai',
      email: 'hello@halwai.example',
      phone: '+91 98765 43210',
    });
  });
  afterAll(() => shop.standIns.close());
  return shop;
}

/** A customer's order of two 500 g boxes (₹900) placed to be paid by `method`, still unpaid. */
export async function placeOnlineOrder(db: Db, providers: PaymentProviders, method: PaymentMethod) {
  const sweet = await insertWeighedSweet(db, `Kaju Katli ${method} ${Math.random()}`, {
    stock: 20,
  });
  const { userId } = await customerWithCart(db, [[sweet['500g'], 2]]);
  const placed = await placeOrder(db, userId, checkout({ paymentMethod: method }), providers);
  return {
    userId,
    variantId: sweet['500g'],
    ...placed,
    toPay: () => getOrderToPay(db, userId, placed.orderNumber),
  };
}

/** An order of one 500 g box of a fresh sweet by this customer, to be paid by `method`. */
export async function placeOwnOrder(
  db: Db,
  userId: string,
  method: PaymentMethod,
  providers: PaymentProviders,
) {
  const sweet = await insertWeighedSweet(db, `Kaju Katli ${method} ${Math.random()}`);
  // The customer's own cart (kept, emptied, after each order), or a first one made theirs.
  const [own] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  const { cartId } = await addToCart(db, own?.id, sweet['500g'], 1);
  if (!own) await db.update(carts).set({ userId }).where(eq(carts.id, cartId));
  return placeOrder(db, userId, checkout({ paymentMethod: method }), providers);
}

export async function paymentOf(db: Db, orderNumber: string) {
  const [order] = await db
    .select({
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentId: orders.paymentId,
      paymentReference: orders.paymentReference,
      refundId: orders.refundId,
    })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return order;
}

/** Hands a stand-in's webhook to the shop's handler, as Razorpay's POST would. */
export function deliverRazorpayWebhook(
  db: Db,
  keys: NonNullable<PaymentProviders['razorpay']>,
  webhook: { body: string; headers: Record<string, string> },
) {
  return handleRazorpayWebhook(db, keys, {
    rawBody: webhook.body,
    signature: webhook.headers['x-razorpay-signature'],
    eventId: webhook.headers['x-razorpay-event-id'],
  });
}
