/** Promo codes: only the exact, case-sensitive code of an active promotion gives a discount. */
import type { Paise } from './money.ts';

export interface PromoCode {
  code: string;
  percentOff: number;
  isActive: boolean;
}

/** The promotion the entered text unlocks, or null: any other text is simply no discount. */
export function applicablePromo(entered: string, known: readonly PromoCode[]): PromoCode | null {
  return known.find((promo) => promo.isActive && promo.code === entered) ?? null;
}

/** Percentage off the subtotal (shipping excluded), rounded to the nearest paisa. */
export function discountFor(subtotal: Paise, promo: Pick<PromoCode, 'percentOff'> | null): Paise {
  if (!promo) return 0;
  return Math.round((subtotal * promo.percentOff) / 100);
}
