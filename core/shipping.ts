/** Shipping: free above ₹500, otherwise a flat ₹50 (exactly ₹500 still pays); 2-3 days to the door. */
import { formatRupeesPlain, rupees, type Paise } from './money.ts';

export const FREE_SHIPPING_ABOVE: Paise = rupees(500);
export const FLAT_SHIPPING: Paise = rupees(50);
/**
 * Business days a parcel takes, as the shop promises them where it does not yet know the
 * pincode (core/delivery-promise.ts says it) and as a new shop's courier zone starts.
 */
export const DELIVERY_DAYS = { fewest: 2, most: 3 } as const;

// The same rules in the shop's words, so pages, policies and e-mails never quote a stale figure.
/** '₹500' */
export const FREE_SHIPPING_ABOVE_TEXT = formatRupeesPlain(FREE_SHIPPING_ABOVE);
/** '₹50' */
export const FLAT_SHIPPING_TEXT = formatRupeesPlain(FLAT_SHIPPING);
export const FREE_SHIPPING_PROMISE = `Free shipping on orders above ${FREE_SHIPPING_ABOVE_TEXT}`;

export function shippingFor(subtotal: Paise): Paise {
  return subtotal > FREE_SHIPPING_ABOVE ? 0 : FLAT_SHIPPING;
}

/**
 * How much more would make shipping free (₹500 − subtotal), or null once it is free. At exactly
 * ₹500 shipping is still charged, so the least that helps is one paisa, never ₹0.
 */
export function amountForFreeShipping(subtotal: Paise): Paise | null {
  if (shippingFor(subtotal) === 0) return null;
  return Math.max(FREE_SHIPPING_ABOVE - subtotal, 1);
}
