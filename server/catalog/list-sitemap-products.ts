import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';

export async function listSitemapProducts(db: Db) {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.name));
}
