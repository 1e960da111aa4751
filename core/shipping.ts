/** Shipping: free above ₹500, otherwise a flat ₹50 (exactly ₹500 still pays). */
import { rupees, type Paise } from './money.ts';

export const FREE_SHIPPING_ABOVE: Paise = rupees(500);
export const FLAT_SHIPPING: Paise = rupees(50);

export function shippingFor(subtotal: Paise): Paise {
  return subtotal > FREE_SHIPPING_ABOVE ? 0 : FLAT_SHIPPING;
}
