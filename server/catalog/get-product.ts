import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { reviews } from '#server/db/schema/reviews.ts';
import { isShownReview } from './shown-reviews.ts';
import { variantNotRetired } from './variant-on-sale.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The newest reviews the product page shows; its count and rating are of all of them. */
export const REVIEWS_ON_PRODUCT_PAGE = 30;

export type ProductDetail = NonNullable<Awaited<ReturnType<typeof getProduct>>>;

/**
 * An active product with the variants on sale (cheapest first; retired ones are kept only for
 * past orders) and its published reviews; undefined if none.
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
      // Only what is published: a buyer's review waits for the owner as the settings say.
      reviews: {
        where: isShownReview(),
        orderBy: [desc(reviews.createdAt)],
        limit: REVIEWS_ON_PRODUCT_PAGE,
        columns: {
          id: true,
          authorName: true,
          rating: true,
          title: true,
          body: true,
          photoUrl: true,
          reply: true,
          userId: true,
          createdAt: true,
        },
      },
    },
  });
  return product;
}
