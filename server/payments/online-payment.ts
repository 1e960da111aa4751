/**
 * Paying an order online, as the customer meets it: the provider's checkout is prepared for
 * exactly the order's total, and the customer's return from it is believed only once its
 * signature (Razorpay) or the provider's own record (Stripe) says the money arrived.
 */
import { and, eq } from 'drizzle-orm';
import { AppError, isAppError } from '#core/app-error.ts';
import { awaitsOnlinePayment } from '#core/payment.ts';
import { pageUrl, payPath } from '#core/paths.ts';
import type { RazorpayKeys, StripeKeys } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { orders } from '#server/db/schema/orders.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { isGenuineRazorpayPayment, razorpayClient, RazorpayError } from './razorpay.ts';
import { recordPaymentReceived, type PaymentOutcome } from './record-payment.ts';
import { isUnknownToStripe, stripeClient, type StripeCheckoutSession } from './stripe.ts';
import { log } from '#server/log/log.ts';

/** Stripe keeps a Checkout Session open at least 30 minutes; a minute more covers the clock. */
const STRIPE_SESSION_SECONDS = 31 * 60;

export const PAYMENT_NOT_VERIFIED =
  'We could not verify this payment, so your order is still waiting for it. Please try again with Pay now.';
export const PROVIDER_UNREACHABLE =
  'The payment service could not be reached. Please try again in a minute; if you have already paid, your order will show it shortly.';
export const PAYMENT_NOT_FOUND = 'This payment was not found.';
export const PAYMENT_NOT_ACCEPTED =
  'The amount paid does not match this order, so the payment was not accepted. Please contact us; nothing more will be taken.';

/**
 * A call to the provider; when it cannot be reached or fails, the customer reads why (and the
 * owner finds the provider's own words in the log). Nothing of the order has changed then.
 */
async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isAppError(error)) throw error;
    log.error({ err: error }, 'Payment provider call failed');
    throw new AppError('PROVIDER_UNAVAILABLE', PROVIDER_UNREACHABLE);
  }
}

/**
 * The provider's record of a payment the customer's return names: one the provider answers it
 * does not know (an id made up, or mistyped) is refused as such, not as the provider being down.
 */
async function askProviderAbout<T>(call: () => Promise<T>): Promise<T> {
  return askProvider(async () => {
    try {
      return await call();
    } catch (error) {
      const unknown =
        (error instanceof RazorpayError && error.status === 404) || isUnknownToStripe(error);
      if (unknown) throw new AppError('INVALID_INPUT', PAYMENT_NOT_FOUND);
      throw error;
    }
  });
}

/** The customer's own order and what paying it needs; anyone else's order is not found. */
export async function getOrderToPay(db: Db, userId: string, orderNumber: string) {
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      // The provider's receipt, like the shop's own mail, goes to the account's verified address.
      accountEmail: users.email,
      customerPhone: orders.customerPhone,
      totalPaise: orders.totalPaise,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      paymentReference: orders.paymentReference,
      status: orders.status,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)));
  if (!order) throw new AppError('NOT_FOUND', 'That order was not found.');
  return { ...order, awaitsPayment: awaitsOnlinePayment(order) };
}

type OrderToPay = Awaited<ReturnType<typeof getOrderToPay>>;

/**
 * What Razorpay's checkout opens with: the Razorpay order made for this order (made once, the
 * first time it is asked for, for the exact total in paise, receipted with our order number).
 */
export async function prepareRazorpayCheckout(db: Db, keys: RazorpayKeys, order: OrderToPay) {
  let razorpayOrderId = order.paymentReference;
  if (!razorpayOrderId) {
    const made = await askProvider(() =>
      razorpayClient(keys).createOrder({
        amountPaise: order.totalPaise,
        orderNumber: order.orderNumber,
      }),
    );
    // Two tabs at once: the first stored wins, and the other Razorpay order is never paid.
    razorpayOrderId = await storeReferenceOnce(db, order.id, made.id);
  }
  const settings = await getStoreSettings(db);
  return {
    keyId: keys.keyId,
    razorpayOrderId,
    amountPaise: order.totalPaise,
    currency: 'INR',
    storeName: settings.storeName,
    orderNumber: order.orderNumber,
    prefill: { name: order.customerName, email: order.accountEmail, contact: order.customerPhone },
  };
}

/** Stores the provider's reference unless one is stored already; answers the one kept. */
async function storeReferenceOnce(db: Db, orderId: string, reference: string) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ reference: orders.paymentReference })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (order?.reference) return order.reference;
    await tx.update(orders).set({ paymentReference: reference }).where(eq(orders.id, orderId));
    return reference;
  });
}

/**
 * The customer's browser is back from Razorpay's checkout. Believed only when the signature is
 * the HMAC of the Razorpay order id *we stored* and the payment id, and Razorpay's own record of
 * the payment is for that order and its exact total.
 */
export async function confirmRazorpayPayment(
  db: Db,
  keys: RazorpayKeys,
  order: OrderToPay,
  answer: { razorpayPaymentId: string; signature: string },
): Promise<PaymentOutcome> {
  const storedRazorpayOrderId = order.paymentReference;
  const genuine =
    storedRazorpayOrderId !== null &&
    isGenuineRazorpayPayment({ storedRazorpayOrderId, ...answer }, keys.keySecret);
  if (!genuine) {
    log.warn(
      { order: order.orderNumber },
      `Razorpay payment for order ${order.orderNumber} refused: bad signature.`,
    );
    throw new AppError('INVALID_INPUT', PAYMENT_NOT_VERIFIED);
  }
  const payment = await askProviderAbout(() =>
    razorpayClient(keys).fetchPayment(answer.razorpayPaymentId),
  );
  if (payment.order_id !== storedRazorpayOrderId || !isMoneyTaken(payment.status)) {
    log.warn(
      { order: order.orderNumber, payment: payment.id },
      `Razorpay payment ${payment.id} for order ${order.orderNumber} refused: ${payment.status}, for ${payment.order_id}.`,
    );
    throw new AppError('INVALID_INPUT', PAYMENT_NOT_VERIFIED);
  }
  return acceptedOrRefused(
    await recordPaymentReceived(
      db,
      { paymentReference: storedRazorpayOrderId },
      {
        provider: 'razorpay',
        paymentId: payment.id,
        amountPaise: payment.amount,
        currency: payment.currency,
      },
    ),
  );
}

/** Authorized is money held for the shop (captured by Razorpay's auto-capture); captured, taken. */
const isMoneyTaken = (status: string) => status === 'captured' || status === 'authorized';

function acceptedOrRefused(outcome: PaymentOutcome): PaymentOutcome {
  if (outcome === 'refused') throw new AppError('CONFLICT', PAYMENT_NOT_ACCEPTED);
  return outcome;
}

/**
 * The address of Stripe's hosted checkout for this order: the open session if there is one,
 * otherwise a new one for the exact total in rupees, kept open as long as Stripe's minimum.
 */
export async function stripeCheckoutUrl(
  db: Db,
  keys: StripeKeys,
  order: OrderToPay,
  appUrl: string,
): Promise<string> {
  const stripe = stripeClient(keys);
  const reference = order.paymentReference;
  if (reference) {
    const session = await askProvider(() => stripe.checkout.sessions.retrieve(reference));
    if (session.status === 'open' && session.url) return session.url;
  }
  const settings = await getStoreSettings(db);
  const payPage = pageUrl(appUrl, payPath(order.orderNumber));
  const session = await askProvider(() =>
    stripe.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: order.orderNumber,
      customer_email: order.accountEmail,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'inr',
            unit_amount: order.totalPaise,
            product_data: { name: `${settings.storeName} order ${order.orderNumber}` },
          },
        },
      ],
      metadata: { order_number: order.orderNumber },
      payment_intent_data: { metadata: { order_number: order.orderNumber } },
      success_url: `${payPage}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: payPage,
      expires_at: Math.floor(Date.now() / 1000) + STRIPE_SESSION_SECONDS,
    }),
  );
  if (!session.url) throw new Error(`Stripe gave session ${session.id} no address`);
  await db.update(orders).set({ paymentReference: session.id }).where(eq(orders.id, order.id));
  return session.url;
}

/**
 * The customer's browser is back from Stripe with a session id: Stripe's own record of that
 * session says whether this order was paid, and how much.
 */
export async function confirmStripeReturn(
  db: Db,
  keys: StripeKeys,
  order: OrderToPay,
  sessionId: string,
): Promise<PaymentOutcome | 'unpaid'> {
  const session = await askProviderAbout(() =>
    stripeClient(keys).checkout.sessions.retrieve(sessionId),
  );
  if (session.client_reference_id !== order.orderNumber) {
    throw new AppError('INVALID_INPUT', PAYMENT_NOT_VERIFIED);
  }
  const outcome = await recordStripeSession(db, session);
  return outcome === 'unpaid' ? outcome : acceptedOrRefused(outcome);
}

/** A completed Checkout Session, from the customer's return or from the webhook. */
export async function recordStripeSession(
  db: Db,
  session: StripeCheckoutSession,
): Promise<PaymentOutcome | 'unpaid'> {
  if (session.payment_status !== 'paid' || !session.client_reference_id) return 'unpaid';
  const paymentIntent = session.payment_intent;
  return recordPaymentReceived(
    db,
    { orderNumber: session.client_reference_id },
    {
      provider: 'stripe',
      paymentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? ''),
      amountPaise: session.amount_total ?? -1,
      currency: session.currency ?? '',
    },
  );
}
