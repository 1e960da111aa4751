/**
 * Stripe through its official SDK, pointed at STRIPE_API_URL (Stripe itself, or a stand-in in
 * tests): hosted Checkout Sessions, refunds, and webhook signatures checked by the SDK
 * (HMAC-SHA256 of `t.rawBody`, constant-time), fresh within 5 minutes either side.
 */
import Stripe from 'stripe';
import type { StripeKeys } from '#server/config.ts';

/** How far a webhook's timestamp may be from now, either side, before it is refused. */
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

/** Stripe answered that it has no such object (a session id it never made, say). */
export const isUnknownToStripe = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.statusCode === 404;
export type StripeEvent = Stripe.Event;
export type StripeCheckoutSession = Stripe.Checkout.Session;

/**
 * The header's timestamp as the SDK reads it (its elements split at `,`, each at `=`; an
 * element named exactly `t`), or undefined unless there is exactly one. With two, the SDK
 * checks the last one's age: a header could pass a check made on the first and be signed for
 * an hour ahead. So there is one reading, and a repeated `t=` is refused.
 */
export function signedAtOf(signature: string): number | undefined {
  const stamps = signature
    .split(',')
    .map((element) => element.split('='))
    .filter(([name]) => name === 't');
  if (stamps.length !== 1) return undefined;
  const signedAt = Number.parseInt(stamps[0]?.[1] ?? '', 10);
  return Number.isFinite(signedAt) ? signedAt : undefined;
}

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
  const signedAt = signedAtOf(request.signature);
  if (signedAt === undefined) return undefined;
  // The SDK refuses a timestamp too old; one too far ahead (signed for later use) is refused here.
  const nowSeconds = (nowMs ?? Date.now()) / 1000;
  if (signedAt - nowSeconds > STRIPE_WEBHOOK_TOLERANCE_SECONDS) return undefined;
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
