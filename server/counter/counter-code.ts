/**
 * A product's counter code: the number the cashier finds it by and the scale prints in its
 * barcode. Checked where it is saved, in the product's own transaction: it must fit the scale's
 * layout, and no other product may have it.
 */
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { scaleCodeDigits } from '#core/counter-scale-barcode.ts';
import type { Transaction } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';
import { getCounterSettings, holdCounterCodes } from './counter-settings.ts';

/** The product form's field, where a refusal is shown. */
export const COUNTER_CODE_FIELD = 'counterCode';

/**
 * Refuses, beside the field, a code longer than the scale's layout prints or one another product
 * has (named, so the owner knows which to change). `productId` is null for a new product.
 */
export async function assertCounterCodeFree(
  tx: Transaction,
  productId: string | null,
  code: string,
): Promise<void> {
  await holdCounterCodes(tx);
  const { scaleLayout } = await getCounterSettings(tx);
  const digits = scaleCodeDigits(scaleLayout);
  if (code.length > digits) {
    throw new AppError(
      'INVALID_INPUT',
      `The scale prints a code of at most ${digits} digits: please give a shorter one.`,
      { field: COUNTER_CODE_FIELD },
    );
  }
  const others = productId ? ne(products.id, productId) : undefined;
  const [holder] = await tx
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.counterCode, code), others))
    .limit(1);
  if (holder) {
    throw new AppError(
      'CONFLICT',
      `${holder.name} has the counter code ${code}: please give this product another.`,
      { field: COUNTER_CODE_FIELD },
    );
  }
}
