/**
 * The database's last word on weights: the form refuses a repeated weight, but a caller that
 * skips the form, or two admins adding the same weight at once, meet the unique index instead.
 */
import { AppError } from '#core/app-error.ts';
import { weightKey } from '#core/product-defaults.ts';
import { uniqueViolationOf } from '#server/db/unique-violation.ts';

const WEIGHT_INDEX = 'product_variants_product_weight_idx';

/**
 * A repeated weight becomes a refusal beside the repeated row (`variants.<i>.weight`, found
 * from the key PostgreSQL reports); any other error is returned as it was, to be rethrown.
 */
export function refuseDuplicateWeight(
  error: unknown,
  variants: ReadonlyArray<{ weight: string }>,
): unknown {
  const violation = uniqueViolationOf(error, WEIGHT_INDEX);
  if (!violation) return error;
  // "Key (product_id, lower(...))=(<uuid>, 500g) already exists."
  const reported = /\)=\([^,]*, (.*)\) already exists/.exec(String(violation.detail ?? ''))?.[1];
  const keys = variants.map((variant) => weightKey(variant.weight));
  const position = reported === undefined ? -1 : keys.lastIndexOf(reported);
  return new AppError('INVALID_INPUT', 'Each weight may appear only once.', {
    field: position === -1 ? 'variants' : `variants.${position}.weight`,
  });
}
