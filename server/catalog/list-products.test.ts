import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  cataloguePages,
  productSelection,
  readCatalogueQuery,
  type CataloguePageKey,
} from '#core/catalogue-pages.ts';
import type { Db } from '#server/db/client.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { seedShop } from '#server/seed/seed.ts';
import {
  buildProduct,
  boxVariant,
  insertProduct,
  weighedVariants,
} from '#tests/support/factories.ts';
import { setStock } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { listProducts } from './list-products.ts';

let db: Db;
beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
});

/** Every card the catalogue page lists for the query, page after page. */
async function allCards(page: CataloguePageKey, query = '') {
  const definition = cataloguePages[page];
  const selection = productSelection(
    definition,
    readCatalogueQuery(definition, new URLSearchParams(query)),
  );
  const cards = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const listed = await listProducts(db, selection, pageNumber);
    cards.push(...listed.products);
    if (pageNumber >= listed.pageCount) return cards;
  }
}

const names = async (page: CataloguePageKey, query = '') =>
  (await allCards(page, query)).map((product) => product.name);

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
    const cards = await allCards('mithai');
    expect(cards.find((card) => card.name === 'Kaju Katli')).toMatchObject({
      rating: 4.8,
      inStock: true,
      defaultVariant: { weight: '500g', pricePaise: 45000 },
      pricePer: ' / 500g',
    });
    expect(cards.find((card) => card.name === 'Rasgulla')).toMatchObject({ inStock: false });
    // A box's price is for the box: nothing follows it.
    const [hamper] = await allCards('giftHampers');
    expect(hamper).toMatchObject({ defaultVariant: { weight: 'box' }, pricePer: '' });
  });

  test('a catalogue goes 12 products a page, keeping its order; past the end is the last page', async () => {
    const definition = cataloguePages.mithai;
    const selection = productSelection(
      definition,
      readCatalogueQuery(definition, new URLSearchParams('page=2')),
    );
    const all = await names('mithai');
    const second = await listProducts(db, selection, 2);
    expect(second).toMatchObject({ total: 25, pageNumber: 2, pageCount: 3 });
    expect(second.products.map((card) => card.name)).toEqual(all.slice(12, 24));
    const past = await listProducts(db, selection, 9);
    expect(past).toMatchObject({ total: 25, pageNumber: 3, pageCount: 3 });
    expect(past.products.map((card) => card.name)).toEqual(all.slice(24));
    const none = await listProducts(
      db,
      productSelection(definition, readCatalogueQuery(definition, new URLSearchParams('q=zzz'))),
      1,
    );
    expect(none).toMatchObject({ products: [], total: 0, pageNumber: 1, pageCount: 1 });
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

  test('stock kept only for past orders (a retired weight) does not make a card in stock', async () => {
    const { product, variants } = await insertProduct(
      db,
      buildProduct({ name: 'Kesar Peda' }),
      weighedVariants(40000, 0),
    );
    const quarter = variants.find((variant) => variant.weight === '250g')?.id ?? '';
    // 250 g of it: one 250g, and none of the heavier weights.
    await setStock(db, quarter, 1);
    const card = async () => (await allCards('mithai')).find((one) => one.id === product.id);
    expect(await card()).toMatchObject({ inStock: true });
    await db
      .update(productVariants)
      .set({ retiredAt: new Date() })
      .where(eq(productVariants.id, quarter));
    expect(await card()).toMatchObject({ inStock: false });
  });
});
