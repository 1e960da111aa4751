/** Stock as a test reads it after a sale, and an assorted box's type as its owner types it. */
import { eq } from 'drizzle-orm';
import { boxTypeSchema } from '#core/box-input.ts';
import type { Db } from '#server/db/client.ts';
import { productVariants, sweetStock } from '#server/db/schema/catalog.ts';

/** A sweet's grams in stock. */
export async function gramsOf(db: Db, productId: string) {
  const [stock] = await db
    .select({ grams: sweetStock.grams })
    .from(sweetStock)
    .where(eq(sweetStock.productId, productId));
  return stock?.grams;
}

/** A variant's units in stock. */
export async function unitsOf(db: Db, variantId: string) {
  const [variant] = await db
    .select({ stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return variant?.stock;
}

/** The empty boxes of an assorted box (its one variant) in stock. */
export async function emptyBoxes(db: Db, boxProductId: string) {
  const [box] = await db
    .select({ stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.productId, boxProductId));
  return box?.stock;
}

/** The owner's box form as typed, for `createBoxType`: a 1 kg box of up to four of `sweetIds`. */
export function boxTypeForm(sweetIds: string[], overrides: Record<string, string> = {}) {
  return boxTypeSchema.parse({
    name: 'Assorted Mithai',
    description: 'Choose your own.',
    sizeGrams: '1000',
    mostKinds: '4',
    stepGrams: '250',
    charge: '40',
    boxesInStock: '100',
    sweetIds,
    onSale: 'on',
    ...overrides,
  });
}
