/** What an order is checked against besides its cart and destination: payment and delivery rules. */
import { AppError } from '#core/app-error.ts';
import { allowsCashOnDelivery, cashOnDeliveryLimitMessage } from '#core/cash-on-delivery.ts';
import { businessBuyerOf } from '#core/business-buyer.ts';
import type { CheckoutInput } from '#core/checkout-input.ts';
import { NO_BUSINESS_INVOICE } from '#core/gst-registration.ts';
import type { Paise } from '#core/money.ts';
import { paymentMethodLabels, type PaymentMethod } from '#core/payment.ts';
import type { PaymentProviders } from '#server/config.ts';
import type { Transaction } from '#server/db/client.ts';
import { readDeliveryRules, type DeliveryRules } from '#server/delivery/delivery-rules.ts';
import { availablePaymentMethods } from '#server/payments/available-methods.ts';
import type { OrderDestination } from './order-destination.ts';

/** An order is only taken with a method that can be paid today (see available-methods.ts). */
export function refuseUnavailableMethod(method: PaymentMethod, providers: PaymentProviders) {
  if (availablePaymentMethods(providers).includes(method)) return;
  throw new AppError(
    'INVALID_INPUT',
    `${paymentMethodLabels[method]} is not available. Please choose another payment method.`,
    { field: 'paymentMethod' },
  );
}

/**
 * The delivery rules as this transaction reads them (delivery-rules.ts), the destination's
 * refusal of the payment method if it has one, a business buyer's at a shop with no GSTIN, and the Cash on Delivery limit, which counts only
 * for a cash order. Read before the cart is held, so the cart's lock, which the customer's adds
 * wait for, lasts only for the order's own statements.
 */
export async function readOrderRules(
  tx: Transaction,
  input: CheckoutInput,
  now: Date,
  destination: OrderDestination,
): Promise<OrderRules> {
  const rules = await readDeliveryRules(tx, now);
  destination.refusePayment(input, rules);
  if (!rules.gstRegistered && businessBuyerOf(input)) {
    throw new AppError('INVALID_INPUT', NO_BUSINESS_INVOICE);
  }
  return { ...rules, codLimit: input.paymentMethod === 'cod' ? rules.codLimit : null };
}

/** The delivery rules an order is checked against; `codLimit` only for a cash order. */
export type OrderRules = Omit<DeliveryRules, 'codLimit'> & { codLimit: Paise | null };

/** Cash on Delivery only up to the shop's limit (core/cash-on-delivery.ts), read with the order. */
export function refuseCashAboveLimit(codLimit: Paise | null, orderTotal: Paise) {
  if (codLimit === null || allowsCashOnDelivery(orderTotal, codLimit)) return;
  throw new AppError('INVALID_INPUT', cashOnDeliveryLimitMessage(codLimit), {
    field: 'paymentMethod',
  });
}
