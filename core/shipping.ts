/** Shipping: free above ₹500, otherwise a flat ₹50 (exactly ₹500 still pays). */
import { rupees, type Paise } from './money.ts';

export const FREE_SHIPPING_ABOVE: Paise = rupees(500);
export const FLAT_SHIPPING: Paise = rupees(50);

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
