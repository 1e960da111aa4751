/** What the owner's Reviews page sends to the browser: dates in words (IST), photos sized. */
import { formatShopDateTime } from '#core/date-format.ts';
import { smallProductImageUrl } from '#core/product-image.ts';
import { reviewShelves, reviewVersionLabels, starsText, type ReviewShelf } from '#core/reviews.ts';
import type { listReviewsForOwner } from '#server/reviews/moderate-reviews.ts';

type OwnersReview = Awaited<ReturnType<typeof listReviewsForOwner>>['reviews'][number];

/** The shelf the address asks for; the pending reviews when it names none the page has. */
export function askedShelf(asked: string | null): ReviewShelf {
  return (reviewShelves as readonly (string | null)[]).includes(asked)
    ? (asked as ReviewShelf)
    : 'pending';
}

const at = (date: Date | null) => (date ? formatShopDateTime(date) : null);

/** One review as the owner reads it, with its history from the first version. */
export function ownersReviewView(review: OwnersReview) {
  return {
    ...review,
    photoUrl: review.photoUrl && smallProductImageUrl(review.photoUrl),
    createdAt: at(review.createdAt),
    updatedAt: at(review.updatedAt),
    deletedAt: at(review.deletedAt),
    versions: review.versions.map((version) => ({
      id: version.id,
      kind: reviewVersionLabels[version.kind],
      stars: starsText(version.rating),
      title: version.title,
      body: version.body,
      hadPhoto: version.photoUrl !== null,
      at: formatShopDateTime(version.createdAt),
    })),
  };
}

export type OwnersReviewView = ReturnType<typeof ownersReviewView>;
