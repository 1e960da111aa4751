/** Which payment methods can take an order today. */
import type { PaymentMethod } from '#core/payment.ts';
import type { PaymentProviders } from '#server/config.ts';

/**
 * Razorpay and Stripe take orders once their keys are configured; without them they are shown
 * as not available, never faked. Cash on Delivery always can, up to its limit
 * (core/cash-on-delivery.ts).
 */
export function availablePaymentMethods(providers: PaymentProviders): readonly PaymentMethod[] {
  return [
    ...(providers.razorpay ? (['razorpay'] as const) : []),
    ...(providers.stripe ? (['stripe'] as const) : []),
    'cod',
  ];
}
