/** The buyer's review page: the product and their review with photos sized, and the form's text. */
import { smallProductImageUrl } from '#core/product-image.ts';
import type { reviewFormFor } from '#server/reviews/buyer-reviews.ts';

type ReviewForm = NonNullable<Awaited<ReturnType<typeof reviewFormFor>>>;

export function productReviewView({ product, permit, review }: ReviewForm) {
  return {
    product: { ...product, imageUrl: smallProductImageUrl(product.imageUrl) },
    permit,
    review: review && {
      ...review,
      photoUrl: review.photoUrl && smallProductImageUrl(review.photoUrl),
    },
  };
}

export type OwnReviewView = NonNullable<ReturnType<typeof productReviewView>['review']>;

/** A field's text: what was typed when the form came back, else the saved review's, else none. */
export function ownReviewValue(
  review: Pick<OwnReviewView, 'rating' | 'title' | 'body'> | undefined,
  typed: Partial<Record<string, string>> | undefined,
  field: 'rating' | 'title' | 'body',
): string {
  return typed?.[field] ?? (review ? String(review[field]) : '');
}
