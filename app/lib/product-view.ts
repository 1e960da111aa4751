/**
 * What the product page sends to the browser beside the product: its reviews with dates in
 * words and photos sized, and the best-before line for the day it would be delivered.
 */
import { formatShopDate } from '#core/date-format.ts';
import { bestBeforeDay, bestBeforeText } from '#core/freshness.ts';
import { nextBestBefore, type BatchStock } from '#core/kitchen-batches.ts';
import { smallProductImageUrl } from '#core/product-image.ts';
import { reviewDateLine } from '#core/reviews.ts';

/** What a review of the product page's carries besides its words. */
interface ShownReview {
  createdAt: Date;
  userId: string | null;
  photoUrl: string | null;
}

/** The product as the page shows it: dates as text, each review's photo small and date said. */
export function productView<
  Product extends { createdAt: Date; updatedAt: Date; reviews: ShownReview[] },
>({ createdAt, updatedAt, reviews, ...product }: Product) {
  const shown = (review: Product['reviews'][number]) => {
    const { createdAt: postedAt, userId, photoUrl, ...words } = review;
    return {
      ...words,
      photoUrl: photoUrl && smallProductImageUrl(photoUrl),
      postedOn: reviewDateLine(formatShopDate(postedAt), userId !== null),
    };
  };
  return {
    ...product,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    reviews: reviews.map(shown),
  };
}

/**
 * 'Best before Thu, 10 Dec' for what is delivered on `day`: a sweet's from the batch its grams
 * come from, first expiring first, of those still good that day (none good then: no line); a
 * product made of no batches, from the day and its shelf life. Null when it keeps.
 */
export function bestBeforeLine(
  day: string,
  product: { shelfLifeDays: number; batches: readonly BatchStock[] },
): string | null {
  const bestBeforeOn =
    product.batches.length > 0
      ? nextBestBefore(product.batches, day)
      : bestBeforeDay(day, product.shelfLifeDays);
  return bestBeforeOn ? bestBeforeText(bestBeforeOn) : null;
}
