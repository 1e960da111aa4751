import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { gramsOfWeight } from '#core/sweet-stock.ts';
import { buildProduct } from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import type { Db } from './client.ts';
import { productVariants, products, sweetStock } from './schema/catalog.ts';

let db: Db;
beforeAll(async () => {
  ({ db } = await createTestDatabase());
});

/** The statements of migration 0021 that move the data, after its tables and columns. */
function dataStatements() {
  const migration = readFileSync(
    path.join(import.meta.dirname, 'migrations', '0021_stock_in_grams.sql'),
    'utf8',
  );
  return migration
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /^(--[^\n]*\n)*(UPDATE|INSERT)/.test(statement));
}

test("a shop's stock per weight becomes its sweets' grams, read from the weights as the shop reads them", async () => {
  const weights = ['250g', '500 G', '1kg', '1.5 Kg', '2 kilos', '750 grams', 'box', '12 pieces'];
  const [katli] = await db
    .insert(products)
    .values(buildProduct({ name: 'Old Katli' }))
    .returning();
  const [hamper] = await db
    .insert(products)
    .values(buildProduct({ name: 'Old Hamper' }))
    .returning();
  if (!katli || !hamper) throw new Error('The products were not inserted');
  // As a shop kept them before: every variant its own count, no grams.
  await db.insert(productVariants).values(
    weights.map((weight, index) => ({
      productId: weight === 'box' || weight === '12 pieces' ? hamper.id : katli.id,
      weight,
      pricePaise: 10_000,
      stockQuantity: 10 + index,
      isDefault: index === 0 || weight === 'box',
    })),
  );
  for (const statement of dataStatements()) await db.execute(sql.raw(statement));

  const variants = await db
    .select({
      weight: productVariants.weight,
      grams: productVariants.grams,
      stock: productVariants.stockQuantity,
    })
    .from(productVariants)
    .where(sql`${productVariants.productId} in (${katli.id}, ${hamper.id})`);
  for (const variant of variants) expect(variant.grams).toBe(gramsOfWeight(variant.weight));

  // 10 × 250 + 11 × 500 + 12 × 1000 + 13 × 1500 + 14 × 2000 + 15 × 750 grams.
  const held = 2500 + 5500 + 12_000 + 19_500 + 28_000 + 11_250;
  const [stock] = await db.select().from(sweetStock).where(eq(sweetStock.productId, katli.id));
  expect(stock?.grams).toBe(held);
  const stockOf = (weight: string) => variants.find((variant) => variant.weight === weight)?.stock;
  expect(stockOf('250g')).toBe(Math.floor(held / 250));
  expect(stockOf('1.5 Kg')).toBe(Math.floor(held / 1500));
  // A box keeps its own count, and a product of boxes has no grams.
  expect(stockOf('box')).toBe(16);
  expect(stockOf('12 pieces')).toBe(17);
  expect(await db.select().from(sweetStock).where(eq(sweetStock.productId, hamper.id))).toEqual([]);
});
