/**
 * Checkout for an order to several people: the buyer's own details and, for a business, its
 * GSTIN and billing address; the order as the recipient list makes it (the boxes each receives,
 * added up, at business prices, each parcel charged delivery); and how it may be paid. The order
 * itself is placed as any order is (server/orders/place-order.ts), to the list.
 */
import { randomUUID } from 'node:crypto';
import { allowsCashOnDelivery, cashOnDeliveryLimitMessage } from '#core/cash-on-delivery.ts';
import { GIFT_ORDER_CASH_NOTE } from '#core/cash-to-collect.ts';
import type { CheckoutInput } from '#core/checkout-input.ts';
import {
  checkRecipientList,
  firstListProblem,
  giftOrderLines,
  parcelsAt,
} from '#core/gift-recipients.ts';
import { lineTotal, cartSubtotal, priceCart } from '#core/pricing.ts';
import { defaultPaymentMethod, paymentMethods } from '#core/payment.ts';
import { loadCustomersCart } from '#server/cart/load-cart.ts';
import { findPromo } from '#server/cart/find-promo.ts';
import { mergeCartIntoCustomers } from '#server/cart/merge-carts.ts';
import type { PaymentProviders } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { readDeliveryRules } from '#server/delivery/delivery-rules.ts';
import { checkoutPrefill } from '#server/accounts/checkout-prefill.ts';
import { totalsInPaise, type PaymentOption, type Shopper } from '#server/orders/checkout.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { availablePaymentMethods } from '#server/payments/available-methods.ts';
import { GIFT_ORDER_CASH_REFUSAL, giftDestination } from './gift-destination.ts';
import { giftProductsOf, readRecipientRows } from './recipient-rows.ts';

/**
 * The gift checkout page, read without writing: null `order` with the reason when the list is
 * not ready (the page sends the buyer back to it), else the order's lines and figures, the
 * form's starting values, the payment methods and a one-time key.
 */
export async function prepareGiftCheckout(
  db: Db,
  shopper: Shopper,
  providers: PaymentProviders,
  now = new Date(),
) {
  const cart = await loadCustomersCart(db, shopper.userId, shopper.browserCartId);
  if (cart.lines.length === 0) return { order: null, problem: null };
  const rows = await readRecipientRows(db, shopper.userId);
  const rules = await readDeliveryRules(db, now);
  const check = checkRecipientList({
    rows,
    products: giftProductsOf(cart.lines),
    zones: rules.zones,
    calendar: rules.calendar,
    cashOnDelivery: false,
    now,
  });
  const problem = firstListProblem(rows, check);
  if (problem) return { order: null, problem };

  const lines = giftOrderLines(
    cart.lines.map((line) => ({ ...line, unitPricePaise: line.listPricePaise })),
    check.recipients,
  ).map((line) => ({ ...line, lineTotalPaise: lineTotal(line) }));
  const verdict = await findPromo(db, cart.enteredPromoCode, cartSubtotal(lines), now);
  const totals = priceCart(
    lines,
    verdict.applies ? verdict.promo : null,
    parcelsAt(check.recipients, lines),
  );
  // Cash only where the owner takes it for such orders, every parcel's zone takes it, and the
  // total is within the limit.
  const zonesTakeCash = check.deliveries.every((delivery) => delivery.zone.cashOnDelivery);
  const cashNote = !rules.giftOrderCashOnDelivery
    ? GIFT_ORDER_CASH_REFUSAL
    : !zonesTakeCash
      ? 'Not every recipient’s pincode takes Cash on Delivery.'
      : allowsCashOnDelivery(totals.total, rules.codLimit)
        ? null
        : cashOnDeliveryLimitMessage(rules.codLimit);
  const available = availablePaymentMethods(providers).filter(
    (method) => method !== 'cod' || !cashNote,
  );
  // Cash is paid whole, by the buyer, at row 1's parcel (core/cash-to-collect.ts): said here.
  const paymentOptions = paymentMethods.map((method): PaymentOption => {
    if (method !== 'cod') return { method, available: available.includes(method) };
    if (cashNote) return { method, available: false, note: cashNote };
    return { method, available: available.includes(method), note: GIFT_ORDER_CASH_NOTE };
  });
  const prefill = await checkoutPrefill(db, shopper.userId, null);
  return {
    problem: null,
    order: {
      lines,
      recipients: check.recipients.length,
      totals: totalsInPaise(totals),
      promoNote:
        cart.enteredPromoCode && !verdict.applies && verdict.known
          ? { code: cart.enteredPromoCode, message: verdict.message }
          : null,
    },
    prefill: prefill.prefill,
    paymentOptions,
    defaultPaymentMethod: available.length > 0 ? defaultPaymentMethod(available) : null,
    /** "Buying for a business?" is asked only by a shop with a GSTIN, which can give a B2B invoice. */
    businessInvoices: rules.gstRegistered,
    idempotencyKey: randomUUID(),
  };
}

/** Places the order to the buyer's recipient list, this browser's cart folded in first. */
export async function checkOutToRecipients(
  db: Db,
  shopper: Shopper,
  input: CheckoutInput,
  providers: PaymentProviders,
) {
  const cartId = await mergeCartIntoCustomers(db, shopper.browserCartId, shopper.userId);
  const order = await placeOrder(db, shopper.userId, input, providers, giftDestination);
  return { order, cartId };
}
