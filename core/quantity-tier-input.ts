/**
 * The Business prices form for one product: per row a weight ('' for every weight), the least
 * quantity and the percent off. A row left wholly empty is the blank row for a new tier and is
 * skipped; refusals are keyed by the row's field ('tiers.2.percentOff'), or 'form' for the whole.
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

/** A tier as posted, with the number of the row it came from, for a refusal to name its field. */
export type PostedTier = QuantityTier & { row: number };

type TierRowsRead =
  { ok: true; tiers: PostedTier[] } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Reads the rows into tiers, sorted by weight and quantity; a second tier for the same weight
 * and quantity is refused. Whether a weight is the product's own is the service's to check
 * (`weightsNotOfProduct`), as only it reads the product.
 */
export function readQuantityTiers(fields: PostedFields): TierRowsRead {
  const { indices, rows } = postedRows(fields, 'tiers', ['variantId', 'minQuantity', 'percentOff']);
  const fieldErrors: Record<string, string> = {};
  const tiers: PostedTier[] = [];
  const seen = new Set<string>();
  rows.forEach((posted, position) => {
    const row = indices[position] ?? position;
    if (!posted.minQuantity?.trim() && !posted.percentOff?.trim()) return;
    const read = tierRow.safeParse({
      variantId: posted.variantId ?? '',
      minQuantity: posted.minQuantity ?? '',
      percentOff: posted.percentOff ?? '',
    });
    if (!read.success) {
      for (const issue of read.error.issues) {
        fieldErrors[`tiers.${row}.${String(issue.path[0])}`] ??= issue.message;
      }
      return;
    }
    const tier = read.data;
    const key = `${tier.variantId}|${tier.minQuantity}`;
    if (seen.has(key)) {
      fieldErrors[`tiers.${row}.minQuantity`] =
        'This weight already has a tier from this quantity.';
      return;
    }
    seen.add(key);
    tiers.push({ ...tier, row });
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

/** The rows naming a weight that is not one of the product's (`weights`, its variant ids). */
export function weightsNotOfProduct(tiers: readonly PostedTier[], weights: readonly string[]) {
  const foreign = tiers.filter(
    (tier) => tier.variantId !== null && !weights.includes(tier.variantId),
  );
  return Object.fromEntries(
    foreign.map((tier) => [
      `tiers.${tier.row}.variantId`,
      'Please choose one of this product’s weights.',
    ]),
  );
}

/** One product's Business prices form: the product, and its rows read into tiers. */
export const businessPricesSchema = z
  .looseObject({ productId: z.uuid({ error: 'That product was not found.' }) })
  .transform(({ productId, ...fields }, context) => {
    const read = readQuantityTiers(fields as PostedFields);
    if (read.ok) return { productId, tiers: read.tiers };
    for (const [field, message] of Object.entries(read.fieldErrors)) {
      context.addIssue({ code: 'custom', message, path: [field] });
    }
    return z.NEVER;
  });
export type BusinessPricesInput = z.output<typeof businessPricesSchema>;
