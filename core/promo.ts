/**
 * Promo codes: one rule for the cart, checkout and the order. Only the exact, case-sensitive
 * code of a known promotion can give a discount; any other text gives none and says nothing.
 * A known code that does not apply says why, in the shop's words.
 */
import { formatRupees, type Paise } from './money.ts';

export interface PromoCode {
  code: string;
  percentOff: number;
  isActive: boolean;
  /**
   * India's calendar days ('2026-10-20'), both included: valid from the first day's midnight
   * in India to the last day's end. Null: no bound on that side.
   */
  startsOn: string | null;
  endsOn: string | null;
  /** The subtotal (shipping excluded) the cart must reach; null: any. */
  minSubtotalPaise: Paise | null;
  /** Orders that may take the discount in all; null: no limit. */
  usageLimit: number | null;
  /** Placed orders that took the discount. */
  timesUsed: number;
}

/** Why a known code gives no discount, checked in this order. */
export type PromoRefusal = 'inactive' | 'not-yet-valid' | 'expired' | 'used-up' | 'below-minimum';

export type PromoVerdict =
  | { applies: true; promo: PromoCode }
  /** Text no promotion has: no discount, and nothing to say (the spec's rule). */
  | { applies: false; known: false }
  | { applies: false; known: true; promo: PromoCode; refusal: PromoRefusal; message: string };

/**
 * Whether the entered text gives a discount on this subtotal today (India's day, 'YYYY-MM-DD'),
 * and if a known code does not, why: the message the cart shows beside the field.
 */
export function judgePromo(
  entered: string,
  known: PromoCode | null | undefined,
  subtotal: Paise,
  today: string,
): PromoVerdict {
  if (!known || known.code !== entered) return { applies: false, known: false };
  const refusal = refusalOf(known, subtotal, today);
  if (!refusal) return { applies: true, promo: known };
  return {
    applies: false,
    known: true,
    promo: known,
    refusal,
    message: cartMessage(known, refusal),
  };
}

function refusalOf(promo: PromoCode, subtotal: Paise, today: string): PromoRefusal | null {
  if (!promo.isActive) return 'inactive';
  // Day keys of one fixed width compare as text in calendar order.
  if (promo.startsOn !== null && today < promo.startsOn) return 'not-yet-valid';
  if (promo.endsOn !== null && today > promo.endsOn) return 'expired';
  if (promo.usageLimit !== null && promo.timesUsed >= promo.usageLimit) return 'used-up';
  if (promo.minSubtotalPaise !== null && subtotal < promo.minSubtotalPaise) return 'below-minimum';
  return null;
}

function cartMessage(promo: PromoCode, refusal: PromoRefusal): string {
  switch (refusal) {
    case 'inactive':
      return 'This code is no longer active.';
    case 'not-yet-valid':
      return 'This code is not valid yet.';
    case 'expired':
      return 'This code has expired.';
    case 'used-up':
      return 'This code has been used up.';
    case 'below-minimum':
      return `This code needs a subtotal of ${formatRupees(promo.minSubtotalPaise ?? 0)}`;
  }
}

/**
 * Why an order is refused when the checkout showed this code's discount and the code no longer
 * gives it: the customer is told, never charged more than the page said.
 */
export function orderRefusalMessage(promo: PromoCode, refusal: PromoRefusal): string {
  const why = {
    inactive: 'is no longer active',
    'not-yet-valid': 'is not valid yet',
    expired: 'has expired',
    'used-up': 'has just been used up',
    'below-minimum': `needs a subtotal of ${formatRupees(promo.minSubtotalPaise ?? 0)}`,
  }[refusal];
  return `${promo.code} ${why}. Your cart now shows the total without it.`;
}

/** Percentage off the subtotal (shipping excluded), rounded to the nearest paisa. */
export function discountFor(subtotal: Paise, promo: Pick<PromoCode, 'percentOff'> | null): Paise {
  if (!promo) return 0;
  return Math.round((subtotal * promo.percentOff) / 100);
}
