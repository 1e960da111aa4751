/** Checkout as the customer meets it: the page, read without changing anything, and the order. */
import { freshSlotDays } from './fresh-slot-days.ts';
import { randomUUID } from 'node:crypto';
import { allowsCashOnDelivery, cashOnDeliveryLimitMessage } from '#core/cash-on-delivery.ts';
import type { CheckoutInput } from '#core/checkout-input.ts';
import { indiaDayKey } from '#core/india-calendar.ts';
import type { Paise } from '#core/money.ts';
import type { CartTotals } from '#core/pricing.ts';
import { defaultPaymentMethod, paymentMethods, type PaymentMethod } from '#core/payment.ts';
import { loadCustomersCart } from '#server/cart/load-cart.ts';
import { mergeCartIntoCustomers } from '#server/cart/merge-carts.ts';
import type { PaymentProviders } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { availablePaymentMethods } from '#server/payments/available-methods.ts';
import { offeredDeliveryRules } from '#server/delivery/delivery-rules.ts';
import { checkoutPrefill } from '#server/accounts/checkout-prefill.ts';
import { placeOrder } from './place-order.ts';

/** Who is checking out: the customer, and the cart this browser holds. */
export interface Shopper {
  userId: string;
  browserCartId: string | undefined;
}

/** A payment method as checkout offers it; one that cannot take this order may say why. */
export interface PaymentOption {
  method: PaymentMethod;
  available: boolean;
  note?: string;
}

/**
 * Everything the checkout page shows: the cart as it will be ordered (this browser's lines
 * folded into the customer's, as placing will fold them), the form's starting values, the
 * payment methods this cart can be paid with and a one-time key for this form. Nothing is
 * written.
 */
export async function prepareCheckout(
  db: Db,
  shopper: Shopper,
  chosenAddressId: string | null,
  providers: PaymentProviders,
) {
  const cart = await loadCustomersCart(db, shopper.userId, shopper.browserCartId);
  if (cart.lines.length === 0) return { cart: null };
  const { totals } = cart;
  const prefill = await checkoutPrefill(db, shopper.userId, chosenAddressId);
  const now = new Date();
  const { zones, codLimit, slotDays, gstRegistered } = await offeredDeliveryRules(db, now);
  const payment = paymentChoice(providers, totals.total, codLimit);
  return {
    cart: {
      lines: cart.lines,
      totals: totalsInPaise(totals),
      /** A known code that gives no discount, and why ('This code has expired.'). */
      promoNote:
        cart.enteredPromoCode && cart.promoMessage
          ? { code: cart.enteredPromoCode, message: cart.promoMessage }
          : null,
    },
    prefill: prefill.prefill,
    savedAddresses: prefill.savedAddresses,
    chosenAddressId: prefill.chosenAddressId,
    paymentOptions: payment.options,
    /** The form says at once where the order cannot go, or how it cannot be paid there. */
    deliveryZones: zones,
    /** Each slot zone's days and slots, by zone name, as they stand now for this cart's sweets. */
    slotDays: await freshSlotDays(db, cart.lines, slotDays),
    /** India's calendar day, so the promise says 'today' and 'tomorrow' for a slot. */
    today: indiaDayKey(now),
    defaultPaymentMethod: payment.defaultMethod,
    /** "Buying for a business?" is asked only by a shop with a GSTIN, which can give a B2B invoice. */
    businessInvoices: gstRegistered,
    // One per form shown: the same form sent twice is the same order.
    idempotencyKey: randomUUID(),
  };
}

/** An order's figures as the checkout pages show them, named by their unit. */
export function totalsInPaise(totals: CartTotals) {
  return {
    subtotalPaise: totals.subtotal,
    shippingPaise: totals.shipping,
    discountPaise: totals.discount,
    totalPaise: totals.total,
    promoCode: totals.promoCode,
  };
}

/**
 * The methods this order total can be paid with: Cash on Delivery only up to the shop's limit,
 * saying so above it. With none left, none is chosen (a disabled choice would post nothing).
 */
function paymentChoice(providers: PaymentProviders, orderTotal: Paise, codLimit: Paise) {
  const codAllowed = allowsCashOnDelivery(orderTotal, codLimit);
  const available = availablePaymentMethods(providers).filter(
    (method) => method !== 'cod' || codAllowed,
  );
  const options = paymentMethods.map((method): PaymentOption =>
    method === 'cod' && !codAllowed
      ? { method, available: false, note: cashOnDeliveryLimitMessage(codLimit) }
      : { method, available: available.includes(method) },
  );
  return { options, defaultMethod: available.length > 0 ? defaultPaymentMethod(available) : null };
}

/**
 * Places the order from the checkout form: this browser's cart is folded into the customer's
 * and the order placed (or refused with a reason). Its e-mails are queued with it and go out
 * once it has committed (docs/decisions/010); no mail server can slow or fail the order.
 */
export async function checkOut(
  db: Db,
  shopper: Shopper,
  input: CheckoutInput,
  providers: PaymentProviders,
) {
  const cartId = await mergeCartIntoCustomers(db, shopper.browserCartId, shopper.userId);
  const order = await placeOrder(db, shopper.userId, input, providers);
  return { order, cartId };
}
