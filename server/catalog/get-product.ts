import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { productVariants, products, reviews } from '#server/db/schema.ts';
import { variantNotRetired } from './variant-on-sale.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ProductDetail = NonNullable<Awaited<ReturnType<typeof getProduct>>>;

/**
 * An active product with the variants on sale (cheapest first; retired ones are kept only for
 * past orders) and its reviews; undefined if none.
 */
export async function getProduct(db: Db, id: string) {
  if (!uuidPattern.test(id)) return undefined;
  const product = await db.query.products.findFirst({
    where: and(eq(products.id, id), eq(products.isActive, true)),
    with: {
      variants: {
        where: variantNotRetired(),
        orderBy: [asc(productVariants.pricePaise)],
      },
      reviews: { orderBy: [desc(reviews.createdAt)] },
    },
  });
  return product;
}
