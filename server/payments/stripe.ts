/**
 * Stripe through its official SDK, pointed at STRIPE_API_URL (Stripe itself, or a stand-in in
 * tests): hosted Checkout Sessions, refunds, and webhook signatures checked by the SDK
 * (HMAC-SHA256 of `t.rawBody`, constant-time, 5-minute tolerance).
 */
import Stripe from 'stripe';
import type { StripeKeys } from '#server/config.ts';

/** How old a webhook's timestamp may be before it is refused as a replay. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

export function stripeClient(keys: StripeKeys) {
  const api = new URL(keys.apiUrl);
  return new Stripe(keys.secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === 'http:' ? 80 : 443),
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

export type StripeClient = ReturnType<typeof stripeClient>;
export type StripeEvent = Stripe.Event;
export type StripeCheckoutSession = Stripe.Checkout.Session;

/**
 * The webhook's event when its `Stripe-Signature` is genuine and fresh; undefined otherwise.
 * `nowMs` is for tests that check the tolerance.
 */
export function genuineStripeEvent(
  stripe: StripeClient,
  request: { rawBody: string; signature: string | null | undefined; webhookSecret: string },
  nowMs?: number,
): StripeEvent | undefined {
  if (!request.signature) return undefined;
  try {
    return stripe.webhooks.constructEvent(
      request.rawBody,
      request.signature,
      request.webhookSecret,
      STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      nowMs,
    );
  } catch {
    return undefined;
  }
}
