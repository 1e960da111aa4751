import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { AppError } from '#core/app-error.ts';
import type { Db } from '#server/db/client.ts';
import { wishlistItems } from '#server/db/schema/accounts.ts';
import { products } from '#server/db/schema/catalog.ts';
import {
  buildProduct,
  insertProduct,
  weighedVariants,
  insertCustomer,
} from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { listWishlist, toggleWishlist, wishlistProductIds } from './wishlist.ts';

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
});

async function insertSweet(name: string, pricePaise = 45000) {
  const { product } = await insertProduct(db, buildProduct({ name }), weighedVariants(pricePaise));
  return product;
}

test('a heart saves a product, and a second tap removes it', async () => {
  const customer = await insertCustomer(db, 'Asha Iyer');
  const kajuKatli = await insertSweet('Kaju Katli');

  expect(await toggleWishlist(db, customer, kajuKatli.id)).toEqual({ saved: true });
  expect(await wishlistProductIds(db, customer)).toEqual([kajuKatli.id]);

  expect(await toggleWishlist(db, customer, kajuKatli.id)).toEqual({ saved: false });
  expect(await wishlistProductIds(db, customer)).toEqual([]);
  expect(await listWishlist(db, customer)).toEqual([]);
});

test('the wishlist shows saved products as cards with their default weight, newest first', async () => {
  const customer = await insertCustomer(db, 'Chitra Menon');
  const ladoo = await insertSweet('Motichoor Ladoo', 32000);
  const barfi = await insertSweet('Pista Barfi', 60000);
  await toggleWishlist(db, customer, ladoo.id);
  // Saved an hour earlier, so the order does not hang on the clock's resolution.
  await db
    .update(wishlistItems)
    .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
    .where(eq(wishlistItems.productId, ladoo.id));
  await toggleWishlist(db, customer, barfi.id);

  const cards = await listWishlist(db, customer);
  expect(cards.map((card) => card.name)).toEqual(['Pista Barfi', 'Motichoor Ladoo']);
  expect(cards[0]).toMatchObject({
    id: barfi.id,
    inStock: true,
    defaultVariant: { weight: '500g', pricePaise: 60000 },
  });
});

test('a product switched off disappears from the wishlist but comes back when switched on', async () => {
  const customer = await insertCustomer(db, 'Devika Rao');
  const rasgulla = await insertSweet('Rasgulla', 28000);
  const soanPapdi = await insertSweet('Soan Papdi', 25000);
  await toggleWishlist(db, customer, rasgulla.id);
  await toggleWishlist(db, customer, soanPapdi.id);

  await db.update(products).set({ isActive: false }).where(eq(products.id, rasgulla.id));
  expect((await listWishlist(db, customer)).map((card) => card.name)).toEqual(['Soan Papdi']);

  await db.update(products).set({ isActive: true }).where(eq(products.id, rasgulla.id));
  expect(await listWishlist(db, customer)).toHaveLength(2);
});

test('one customer cannot see another’s wishlist', async () => {
  const asha = await insertCustomer(db, 'Asha Verma');
  const bilal = await insertCustomer(db, 'Bilal Khan');
  const jalebi = await insertSweet('Jalebi', 20000);
  await toggleWishlist(db, asha, jalebi.id);

  expect(await listWishlist(db, bilal)).toEqual([]);
  expect(await wishlistProductIds(db, bilal)).toEqual([]);

  // Bilal's tap on the same product saves it for him and leaves Asha's list alone.
  expect(await toggleWishlist(db, bilal, jalebi.id)).toEqual({ saved: true });
  expect(await toggleWishlist(db, bilal, jalebi.id)).toEqual({ saved: false });
  expect(await wishlistProductIds(db, asha)).toEqual([jalebi.id]);
});

test('an unknown or switched-off product cannot be saved', async () => {
  const customer = await insertCustomer(db, 'Farhan Ali');
  const unknown = toggleWishlist(db, customer, randomUUID());
  await expect(unknown).rejects.toBeInstanceOf(AppError);
  await expect(toggleWishlist(db, customer, randomUUID())).rejects.toMatchObject({
    code: 'NOT_FOUND',
  });

  const peda = await insertSweet('Mathura Peda', 38000);
  await db.update(products).set({ isActive: false }).where(eq(products.id, peda.id));
  await expect(toggleWishlist(db, customer, peda.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  expect(await wishlistProductIds(db, customer)).toEqual([]);
});
