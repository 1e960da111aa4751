import { eq } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';
import { seedShop } from '#server/seed/seed.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { getProduct } from './get-product.ts';

let db: Db;
let kajuKatliId: string;
beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  const [row] = await db.select().from(products).where(eq(products.name, 'Kaju Katli'));
  kajuKatliId = row?.id ?? '';
});

test('a product comes with its weights, lightest first, and its published reviews', async () => {
  const product = await getProduct(db, kajuKatliId);
  expect(product).toMatchObject({
    name: 'Kaju Katli',
    shelfLifeDays: 15,
    rating: 4.8,
    reviewCount: 5,
  });
  expect(product?.variants.map(({ weight, pricePaise }) => ({ weight, pricePaise }))).toEqual([
    { weight: '250g', pricePaise: 22500 },
    { weight: '500g', pricePaise: 45000 },
    { weight: '1kg', pricePaise: 85000 },
  ]);
  expect(product?.reviews).toHaveLength(5);
  const dates = product?.reviews.map((review) => review.createdAt.getTime()) ?? [];
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
});

test('an unknown, malformed or switched-off product is not found', async () => {
  expect(await getProduct(db, '00000000-0000-0000-0000-000000000000')).toBeUndefined();
  expect(await getProduct(db, 'kaju-katli')).toBeUndefined();
  await db.update(products).set({ isActive: false }).where(eq(products.id, kajuKatliId));
  expect(await getProduct(db, kajuKatliId)).toBeUndefined();
});
