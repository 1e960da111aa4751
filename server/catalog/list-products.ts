import { and, arrayContains, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { CATALOGUE_PAGE_SIZE, type ProductSelection } from '#core/catalogue-pages.ts';
import { pageCountOf } from '#core/paging.ts';
import {
  defaultVariantJoin,
  productCardColumns,
  asProductCards,
} from '#server/catalog/product-card-columns.ts';
import type { Db } from '#server/db/client.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { containsPattern } from '#server/db/contains-pattern.ts';

export type ProductCard = Awaited<ReturnType<typeof listProducts>>['products'][number];

/**
 * Active products for a catalogue page, each with its default variant, one page of them at a
 * time: one query for the page and how many there are in all (a page past the end, one more for
 * the last page).
 */
export async function listProducts(
  db: Db,
  selection: ProductSelection,
  pageNumber: number,
  pageSize = CATALOGUE_PAGE_SIZE,
) {
  const conditions = [eq(products.isActive, true)];
  if (selection.categories) conditions.push(inArray(products.category, selection.categories));
  if (selection.occasionScope === 'required') {
    conditions.push(sql`cardinality(${products.occasions}) > 0`);
  }
  if (selection.occasionScope === 'none') {
    conditions.push(sql`cardinality(${products.occasions}) = 0`);
  }
  if (selection.occasion) conditions.push(arrayContains(products.occasions, [selection.occasion]));
  if (selection.search) {
    const pattern = containsPattern(selection.search);
    const matches = or(ilike(products.name, pattern), ilike(products.description, pattern));
    if (matches) conditions.push(matches);
  }
  const order = {
    name: [asc(products.name)],
    'price-asc': [asc(productVariants.pricePaise), asc(products.name)],
    'price-desc': [desc(productVariants.pricePaise), asc(products.name)],
    rating: [desc(products.rating), asc(products.name)],
  }[selection.sort];

  const pageOf = (number: number) =>
    db
      .select({ ...productCardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(products)
      .innerJoin(productVariants, defaultVariantJoin)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(pageSize)
      .offset((number - 1) * pageSize);
  let shown = pageNumber;
  let rows = await pageOf(shown);
  if (rows.length === 0 && shown > 1) {
    const [listed] = await db
      .select({ total: count() })
      .from(products)
      .innerJoin(productVariants, defaultVariantJoin)
      .where(and(...conditions));
    shown = pageCountOf(listed?.total ?? 0, pageSize);
    rows = await pageOf(shown);
  }
  const total = rows[0]?.total ?? 0;
  return {
    products: asProductCards(rows.map(({ total: _total, ...card }) => card)),
    total,
    pageNumber: shown,
    pageCount: pageCountOf(total, pageSize),
  };
}
