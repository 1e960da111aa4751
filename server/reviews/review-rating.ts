/**
 * A product's rating and review count, computed from its published reviews: kept on the product
 * (cards and Highest Rated read them with no join) and recounted in the transaction of every
 * change to what is published.
 */
import { and, eq } from 'drizzle-orm';
import { averageRating } from '#core/reviews.ts';
import { isShownReview } from '#server/catalog/shown-reviews.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';
import { reviews } from '#server/db/schema/reviews.ts';

export async function recountRating(tx: Transaction | Db, productId: string) {
  // Two reviews of one product approved at once: the second waits, then counts the first too.
  await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  const shown = await tx
    .select({ rating: reviews.rating })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), isShownReview()));
  const stars = shown.map((review) => review.rating);
  await tx
    .update(products)
    .set({ rating: averageRating(stars), reviewCount: stars.length })
    .where(eq(products.id, productId));
}
