/**
 * Razorpay through its documented REST API (v1): orders, payments and refunds, and the two
 * signatures that prove a payment is Razorpay's. Plain HTTPS rather than the razorpay package:
 * that one fixes its address (so no stand-in can take its place in tests) and compares
 * signatures with `===`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RazorpayKeys } from '#server/config.ts';

/** Lowercase hex HMAC-SHA256 of `message`: how Razorpay signs everything it sends. */
export function razorpaySignature(message: string, secret: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Compares in constant time; a signature of the wrong length or shape simply does not match. */
function signatureMatches(expected: string, given: string | null | undefined): boolean {
  if (!given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/**
 * The checkout's answer is genuine when its signature is the HMAC of *our* stored Razorpay
 * order id and the payment id, with the key secret: a payment for another order never matches.
 */
export function isGenuineRazorpayPayment(
  answer: { storedRazorpayOrderId: string; razorpayPaymentId: string; signature: string },
  keySecret: string,
): boolean {
  const message = `${answer.storedRazorpayOrderId}|${answer.razorpayPaymentId}`;
  return signatureMatches(razorpaySignature(message, keySecret), answer.signature);
}

/** A webhook is genuine when X-Razorpay-Signature is the HMAC of its raw body, unparsed. */
export function isGenuineRazorpayWebhook(
  rawBody: string,
  signature: string | null | undefined,
  webhookSecret: string,
): boolean {
  return signatureMatches(razorpaySignature(rawBody, webhookSecret), signature);
}

/** Razorpay's order, payment and refund as its API sends them (the fields the shop reads). */
export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
}

export interface RazorpayPayment {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  /** created, authorized, captured, refunded or failed. */
  status: string;
}

export interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number;
  /** pending, processed or failed. */
  status: string;
}

/** Razorpay answered with an error (its HTTP status), or could not be reached (no status). */
export class RazorpayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Razorpay's answer within 20 seconds, or a RazorpayError. */
const TIMEOUT_MS = 20_000;

export function razorpayClient(keys: RazorpayKeys) {
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${keys.apiUrl}/v1${path}`, {
        method,
        headers: {
          authorization,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new RazorpayError(`Razorpay could not be reached: ${String(error)}`);
    }
    const answer = (await response.json().catch(() => ({}))) as {
      error?: { description?: string };
    };
    if (!response.ok) {
      const reason = answer.error?.description ?? response.statusText;
      throw new RazorpayError(
        `Razorpay refused ${method} ${path} (${response.status}): ${reason}`,
        response.status,
      );
    }
    return answer as T;
  }

  return {
    /** A Razorpay order for exactly this amount in paise, in rupees, receipted with our number. */
    createOrder: (order: { amountPaise: number; orderNumber: string }) =>
      call<RazorpayOrder>('POST', '/orders', {
        amount: order.amountPaise,
        currency: 'INR',
        receipt: order.orderNumber,
        notes: { order_number: order.orderNumber },
      }),
    fetchPayment: (paymentId: string) =>
      call<RazorpayPayment>('GET', `/payments/${encodeURIComponent(paymentId)}`),
    listRefunds: async (paymentId: string) =>
      (
        await call<{ items: RazorpayRefund[] }>(
          'GET',
          `/payments/${encodeURIComponent(paymentId)}/refunds`,
        )
      ).items,
    /** A refund of the whole amount, receipted with our order number. */
    refundPayment: (payment: { paymentId: string; amountPaise: number; orderNumber: string }) =>
      call<RazorpayRefund>('POST', `/payments/${encodeURIComponent(payment.paymentId)}/refund`, {
        amount: payment.amountPaise,
        speed: 'normal',
        receipt: `refund-${payment.orderNumber}`,
        notes: { order_number: payment.orderNumber },
      }),
  };
}

export type RazorpayClient = ReturnType<typeof razorpayClient>;
