/**
 * Business prices: the owner's quantity tiers ('25 or more: 5% off'). A tier is set for every
 * weight of a product or for one weight, and counts the boxes of one weight in the order: 25
 * boxes of 500 g reach a 25+ tier, 20 of 500 g and 5 of 1 kg do not. The best tier the quantity
 * reaches lowers that weight's unit price, rounded to the paisa; a promo code then applies to
 * the lowered prices (TIERS_AND_PROMO_CODES).
 */
import type { Paise } from './money.ts';

export interface QuantityTier {
  /** The weight it is for; null for every weight of the product. */
  variantId: string | null;
  /** Boxes of one weight, at least 2. */
  minQuantity: number;
  /** Whole percent, 1 to MOST_TIER_PERCENT. */
  percentOff: number;
}

export const MOST_TIER_PERCENT = 50;
export const MOST_TIERS = 10;

/** How tiers and promo codes combine, in the owner's and the customer's words. */
export const TIERS_AND_PROMO_CODES =
  'Business prices come first: a promo code’s percentage is then taken off the business prices, and its minimum order counts them.';

/** The tier an order line reaches: the best of its weight's and its product's, or null. */
export function tierFor(
  tiers: readonly QuantityTier[],
  variantId: string,
  quantity: number,
): QuantityTier | null {
  let best: QuantityTier | null = null;
  for (const tier of tiers) {
    if (tier.variantId !== null && tier.variantId !== variantId) continue;
    if (quantity < tier.minQuantity) continue;
    if (!best || tier.percentOff > best.percentOff) best = tier;
  }
  return best;
}

/** The unit price in the tier: the list price less its percentage, to the nearest paisa. */
export function tierUnitPrice(
  listPricePaise: Paise,
  tier: Pick<QuantityTier, 'percentOff'> | null,
) {
  if (!tier) return listPricePaise;
  return listPricePaise - Math.round((listPricePaise * tier.percentOff) / 100);
}

/** '25+: 5% off' */
export function tierText(tier: Pick<QuantityTier, 'minQuantity' | 'percentOff'>): string {
  return `${tier.minQuantity}+: ${tier.percentOff}% off`;
}

/**
 * A cart or order line at its business price: `listPricePaise` is the weight's own price,
 * `unitPricePaise` what each box costs in this quantity, `tierPercentOff` the tier (or null).
 */
export function atBusinessPrice<
  Line extends { variantId: string; quantity: number; unitPricePaise: Paise },
>(line: Line, tiers: readonly QuantityTier[]) {
  const tier = tierFor(tiers, line.variantId, line.quantity);
  return {
    ...line,
    listPricePaise: line.unitPricePaise,
    unitPricePaise: tierUnitPrice(line.unitPricePaise, tier),
    tierPercentOff: tier?.percentOff ?? null,
  };
}

/** The tiers that apply to one weight, best first by quantity: what its product page lists. */
export function tiersOfWeight(tiers: readonly QuantityTier[], variantId: string): QuantityTier[] {
  return tiers
    .filter((tier) => tier.variantId === null || tier.variantId === variantId)
    .toSorted((a, b) => a.minQuantity - b.minQuantity || b.percentOff - a.percentOff);
}
