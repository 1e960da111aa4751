import { and, arrayContains, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ProductSelection } from '#core/catalogue-pages.ts';
import {
  defaultVariantJoin,
  productCardColumns,
  withCardImage,
} from '#server/catalog/product-card-columns.ts';
import type { Db } from '#server/db/client.ts';
import { productVariants, products } from '#server/db/schema.ts';
import { containsPattern } from '#server/db/contains-pattern.ts';

export type ProductCard = Awaited<ReturnType<typeof listProducts>>[number];

/** Active products for a catalogue page, each with its default variant: one query for the page. */
export async function listProducts(db: Db, selection: ProductSelection) {
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

  const cards = await db
    .select(productCardColumns)
    .from(products)
    .innerJoin(productVariants, defaultVariantJoin)
    .where(and(...conditions))
    .orderBy(...order);
  return withCardImage(cards);
}
