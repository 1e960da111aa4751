/**
 * The database's last word on weights: the form refuses a repeated weight, but a caller that
 * skips the form, or two admins adding the same weight at once, meet the unique index instead.
 */
import { AppError } from '#core/app-error.ts';
import { weightKey } from '#core/product-input.ts';

const WEIGHT_INDEX = 'product_variants_product_weight_idx';
const UNIQUE_VIOLATION = '23505';

interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
  cause?: unknown;
}

/** The driver's error, under however many wrappers (drizzle wraps it as the cause). */
function uniqueViolationOf(error: unknown, constraint: string): DatabaseError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as DatabaseError;
    if (candidate.code === UNIQUE_VIOLATION && candidate.constraint === constraint)
      return candidate;
    current = candidate.cause;
  }
  return undefined;
}

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
