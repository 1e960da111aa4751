import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  cataloguePages,
  productSelection,
  readCatalogueQuery,
  type CataloguePageKey,
} from '#core/catalogue-pages.ts';
import type { Db } from '#server/db/client.ts';
import { products } from '#server/db/schema.ts';
import { seedShop } from '#server/db/seed.ts';
import {
  buildProduct,
  boxVariant,
  insertProduct,
  weighedVariants,
} from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { listProducts } from './list-products.ts';

let db: Db;
beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
});

async function names(page: CataloguePageKey, query = '') {
  const definition = cataloguePages[page];
  const selection = productSelection(
    definition,
    readCatalogueQuery(definition, new URLSearchParams(query)),
  );
  return (await listProducts(db, selection)).map((product) => product.name);
}

describe('catalogue listing', () => {
  test('each page lists its own active products, by name', async () => {
    const mithaiPage = await names('mithai');
    expect(mithaiPage).toHaveLength(25);
    expect(mithaiPage).toEqual([...mithaiPage].sort((a, b) => a.localeCompare(b)));
    expect(mithaiPage).toEqual(expect.arrayContaining(['Kaju Katli', 'Samosa', 'Almonds']));
    expect(await names('namkeen')).toHaveLength(8);
    expect(await names('dryFruits')).toHaveLength(8);
    expect(await names('giftHampers')).toEqual(expect.not.arrayContaining(['Diwali Delight Box']));
    expect(await names('giftHampers')).toHaveLength(8);
    expect(await names('specialOccasions')).toHaveLength(8);
  });

  test('a card carries the default variant and whether anything is in stock', async () => {
    const definition = cataloguePages.mithai;
    const cards = await listProducts(
      db,
      productSelection(definition, readCatalogueQuery(definition, new URLSearchParams())),
    );
    expect(cards.find((card) => card.name === 'Kaju Katli')).toMatchObject({
      rating: 4.8,
      inStock: true,
      defaultVariant: { weight: '500g', pricePaise: 45000 },
    });
    expect(cards.find((card) => card.name === 'Rasgulla')).toMatchObject({ inStock: false });
  });

  test('filters by category and by occasion', async () => {
    expect(await names('mithai', 'category=dry_fruits')).toEqual([
      'Almonds',
      'Anjeer (Figs)',
      'Apricots',
      'Cashews',
      'Dates',
      'Pistachios',
      'Raisins',
      'Walnuts',
    ]);
    expect(await names('specialOccasions', 'occasion=karva-chauth')).toEqual([
      'Karva Chauth Special',
    ]);
  });

  test('sorts by price both ways and by rating, ties by name', async () => {
    await insertProduct(
      db,
      buildProduct({ name: 'Aam Papad', category: 'namkeen', rating: 4.9 }),
      weighedVariants(18000),
    );
    await insertProduct(
      db,
      buildProduct({ name: 'Zeera Biscuit', category: 'namkeen', rating: 4.9 }),
      weighedVariants(18000),
    );
    expect(await names('namkeen', 'sort=price-asc')).toEqual([
      'Khakhra',
      'Mathri',
      'Moong Dal',
      'Aam Papad',
      'Samosa',
      'Zeera Biscuit',
      'Chakli',
      'Bhujia',
      'Navratan Mixture',
      'Khasta Kachori',
    ]);
    const priceDown = await names('namkeen', 'sort=price-desc');
    expect(priceDown.slice(0, 2)).toEqual(['Khasta Kachori', 'Navratan Mixture']);
    expect(priceDown.slice(4, 7)).toEqual(['Aam Papad', 'Samosa', 'Zeera Biscuit']);
    const byRating = await names('namkeen', 'sort=rating');
    expect(byRating.indexOf('Aam Papad')).toBe(byRating.indexOf('Zeera Biscuit') - 1);
    await db.delete(products).where(inArray(products.name, ['Aam Papad', 'Zeera Biscuit']));
  });

  test('search finds partial names in any case, and words in the description', async () => {
    expect(await names('search', 'q=KAJU')).toContain('Kaju Katli');
    expect(await names('search', 'q=kaju katli')).toContain('Kaju Katli');
    expect(await names('namkeen', 'q=bhuj')).toEqual(['Bhujia']);
    expect(await names('search', 'q=jamu')).toContain('Gulab Jamun');
    expect(await names('search', 'q=cardamom')).not.toHaveLength(0);
    expect(await names('mithai', 'q=100%')).toEqual([]);
    expect(await names('mithai', 'q=no such sweet')).toEqual([]);
  });

  test('a product switched off in admin disappears at once; a new one appears', async () => {
    await db.update(products).set({ isActive: false }).where(eq(products.name, 'Jalebi'));
    expect(await names('mithai')).not.toContain('Jalebi');
    await insertProduct(
      db,
      buildProduct({ name: 'Diwali Dry Fruit Tray', category: 'gift_hampers' }),
      boxVariant(250000),
    );
    expect(await names('giftHampers')).toContain('Diwali Dry Fruit Tray');
  });
});
