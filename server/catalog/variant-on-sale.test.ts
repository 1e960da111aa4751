import { eq } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { buildProduct, insertWeighedSweet } from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { variantNotRetired, variantOnSale } from './variant-on-sale.ts';

let db: Db;
let sweet: Awaited<ReturnType<typeof insertWeighedSweet>>;
let switchedOff: Awaited<ReturnType<typeof insertWeighedSweet>>;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  sweet = await insertWeighedSweet(db, 'Kaju Katli');
  switchedOff = await insertWeighedSweet(db, 'Old Barfi');
  // Kaju Katli's 1kg is kept only for past orders; Old Barfi is switched off whole.
  await db
    .update(productVariants)
    .set({ retiredAt: new Date() })
    .where(eq(productVariants.id, sweet['1kg']));
  await db
    .update(products)
    .set({ isActive: false })
    .where(eq(products.name, buildProduct({ name: 'Old Barfi' }).name));
});

async function onSaleOf(variantId: string) {
  const [row] = await db
    .select({ onSale: variantOnSale(), notRetired: variantNotRetired() })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  return row;
}

test('a variant of a switched-on product that is not retired is on sale', async () => {
  expect(await onSaleOf(sweet['500g'])).toEqual({ onSale: true, notRetired: true });
});

test('a retired variant is off sale though its product is on', async () => {
  expect(await onSaleOf(sweet['1kg'])).toEqual({ onSale: false, notRetired: false });
});

test('every variant of a switched-off product is off sale, though none is retired', async () => {
  expect(await onSaleOf(switchedOff['500g'])).toEqual({ onSale: false, notRetired: true });
});
