/** The one place a cart's figures are computed: the cart page, checkout and the order use it. */
import type { Paise } from './money.ts';
import { discountFor, type PromoCode } from './promo.ts';
import { shippingFor } from './shipping.ts';

export interface PricedLine {
  unitPricePaise: Paise;
  quantity: number;
}

export interface CartTotals {
  subtotal: Paise;
  shipping: Paise;
  discount: Paise;
  total: Paise;
  /** The code that gave the discount, if any. */
  promoCode: string | null;
}

export function lineTotal(line: PricedLine): Paise {
  return line.unitPricePaise * line.quantity;
}

/** What the lines come to before shipping and discount: what a promo's minimum is held against. */
export function cartSubtotal(lines: readonly PricedLine[]): Paise {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/**
 * Total = subtotal + shipping − discount; the discount is off the subtotal only. `promo` is the
 * promotion that applies (core/promo.ts judgePromo), or null. An order to several people gives
 * its `parcels` (each recipient's lines, at the order's prices): each is charged delivery as an
 * order of its own would be.
 */
export function priceCart(
  lines: readonly PricedLine[],
  promo: Pick<PromoCode, 'code' | 'percentOff'> | null,
  parcels?: readonly (readonly PricedLine[])[],
): CartTotals {
  const subtotal = cartSubtotal(lines);
  const shipping = parcels
    ? parcels.reduce((sum, parcel) => sum + shippingFor(cartSubtotal(parcel)), 0)
    : shippingFor(subtotal);
  const discount = discountFor(subtotal, promo);
  return {
    subtotal,
    shipping,
    discount,
    total: subtotal + shipping - discount,
    promoCode: promo && discount > 0 ? promo.code : null,
  };
}
