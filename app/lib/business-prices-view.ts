/**
 * The Business prices page's view: each product's tiers in words, and the rows its form shows
 * (the saved tiers and blank rows for new ones, or what was typed when the form comes back).
 */
import { tierText, type QuantityTier } from '#core/quantity-tiers.ts';

/** Blank rows under a product's tiers, for new ones. */
export const BLANK_ROWS = 2;

export type TierField = 'variantId' | 'minQuantity' | 'percentOff';

export interface BusinessPricesProduct {
  id: string;
  name: string;
  tiers: QuantityTier[];
  weights: { id: string; label: string }[];
}

/** '500g 25+: 5% off · Every weight 50+: 8% off', or 'No business prices'. */
export function tiersSummary({ tiers, weights }: BusinessPricesProduct): string {
  if (tiers.length === 0) return 'No business prices';
  return tiers
    .map((tier) => {
      const weight = weights.find((candidate) => candidate.id === tier.variantId);
      return `${weight?.label ?? 'Every weight'} ${tierText(tier)}`;
    })
    .join(' · ');
}

/** How many rows the typed form had: its highest row number, and one more. */
function typedRowCount(typed: Partial<Record<string, string>>) {
  const numbers = Object.keys(typed)
    .map((name) => /^tiers\.(\d+)\./.exec(name)?.[1])
    .filter((number): number is string => number !== undefined)
    .map(Number);
  return Math.max(-1, ...numbers) + 1;
}

/** The form's rows: how many, and each field's text (what was typed, or the saved tier's). */
export function tierRows(
  product: BusinessPricesProduct,
  typed: Partial<Record<string, string>> | undefined,
) {
  const count = typed ? typedRowCount(typed) : product.tiers.length + BLANK_ROWS;
  const value = (index: number, field: TierField): string => {
    if (typed) return typed[`tiers.${index}.${field}`] ?? '';
    const tier = product.tiers[index];
    if (!tier) return '';
    return field === 'variantId' ? (tier.variantId ?? '') : String(tier[field]);
  };
  return { count, value };
}
