/**
 * The Business prices form for one product: per row a weight ('' for every weight), the least
 * quantity and the percent off. A row left wholly empty is the blank row for a new tier and is
 * skipped; refusals are keyed by the row's field ('tiers.2.percentOff').
 */
import { z } from 'zod';
import { postedRows, type PostedFields } from './posted-rows.ts';
import { MOST_TIER_PERCENT, MOST_TIERS, type QuantityTier } from './quantity-tiers.ts';

const MOST_TIER_QUANTITY = 9999;

const wholeNumber = (empty: string, shape: string, least: number, most: number) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .transform((text) => text.replace(/%$/, '').trim())
    .refine((text) => /^\d+$/.test(text) && Number(text) >= least && Number(text) <= most, shape)
    .transform(Number);

const tierRow = z.object({
  variantId: z
    .string()
    .trim()
    .transform((id) => id || null),
  minQuantity: wholeNumber(
    'Please enter the least quantity, like 25.',
    `Please enter the least quantity as a whole number from 2 to ${MOST_TIER_QUANTITY.toLocaleString('en-IN')}.`,
    2,
    MOST_TIER_QUANTITY,
  ),
  percentOff: wholeNumber(
    'Please enter the percent off, like 5.',
    `Please enter the percent off as a whole number from 1 to ${MOST_TIER_PERCENT}.`,
    1,
    MOST_TIER_PERCENT,
  ),
});

export type QuantityTierFormResult =
  { ok: true; tiers: QuantityTier[] } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Reads the rows into tiers, sorted by weight and quantity. `weights` are the product's own
 * variant ids: a row naming another is refused, as is a second tier for the same weight and
 * quantity.
 */
export function readQuantityTiers(
  fields: PostedFields,
  weights: readonly string[],
): QuantityTierFormResult {
  const { indices, rows } = postedRows(fields, 'tiers', ['variantId', 'minQuantity', 'percentOff']);
  const fieldErrors: Record<string, string> = {};
  const tiers: QuantityTier[] = [];
  const seen = new Set<string>();
  rows.forEach((row, position) => {
    const index = indices[position] ?? position;
    if (!row.minQuantity?.trim() && !row.percentOff?.trim()) return;
    const read = tierRow.safeParse({
      variantId: row.variantId ?? '',
      minQuantity: row.minQuantity ?? '',
      percentOff: row.percentOff ?? '',
    });
    if (!read.success) {
      for (const issue of read.error.issues) {
        fieldErrors[`tiers.${index}.${String(issue.path[0])}`] ??= issue.message;
      }
      return;
    }
    const tier = read.data;
    if (tier.variantId !== null && !weights.includes(tier.variantId)) {
      fieldErrors[`tiers.${index}.variantId`] = 'Please choose one of this product’s weights.';
      return;
    }
    const key = `${tier.variantId}|${tier.minQuantity}`;
    if (seen.has(key)) {
      fieldErrors[`tiers.${index}.minQuantity`] =
        'This weight already has a tier from this quantity.';
      return;
    }
    seen.add(key);
    tiers.push(tier);
  });
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  if (tiers.length > MOST_TIERS) {
    return { ok: false, fieldErrors: { form: `A product can have at most ${MOST_TIERS} tiers.` } };
  }
  return {
    ok: true,
    tiers: tiers.toSorted(
      (a, b) =>
        (a.variantId ?? '').localeCompare(b.variantId ?? '') || a.minQuantity - b.minQuantity,
    ),
  };
}
