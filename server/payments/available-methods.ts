/** Which payment methods can take an order today. */
import type { PaymentMethod } from '#core/payment.ts';

/**
 * Cash on Delivery always can. Razorpay and Stripe take orders once their hosted checkout and
 * signature checks are in place; until then checkout shows them as not available yet.
 */
export function availablePaymentMethods(): readonly PaymentMethod[] {
  return ['cod'];
}
