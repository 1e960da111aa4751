/**
 * Reviews from verified buyers: who may write one, what a review says, and how the shop's
 * moderation decides when it shows. Shared by the review form, the services and the admin page.
 */
import type { OrderStatus } from './order-status.ts';

export const REVIEW_TITLE_MOST = 100;
export const REVIEW_TEXT_MOST = 2000;
/** The owner's public answer under a review. */
export const REPLY_MOST = 1000;

export const reviewStatuses = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const reviewStatusLabels: Record<ReviewStatus, string> = {
  pending: 'Awaiting approval',
  published: 'Published',
  hidden: 'Hidden',
};

/** What the owner's Reviews page lists: one status, or the reviews their writers deleted. */
export const reviewShelves = ['pending', 'published', 'hidden', 'deleted'] as const;
export type ReviewShelf = (typeof reviewShelves)[number];
export const reviewShelfLabels: Record<ReviewShelf, string> = {
  ...reviewStatusLabels,
  deleted: 'Deleted by the customer',
};

/** The review form's file field. */
export const REVIEW_PHOTO_FIELD = 'photo';

/** How the owner takes new and changed reviews. */
export const reviewModerations = ['approve-first', 'publish-at-once'] as const;
export type ReviewModeration = (typeof reviewModerations)[number];

export const reviewModerationLabels: Record<ReviewModeration, string> = {
  'approve-first': 'Approve each review before it shows',
  'publish-at-once': 'Publish reviews at once',
};

/** What a version of a review is, in the owner's history of it. */
export const reviewVersionKinds = ['written', 'edited', 'deleted'] as const;
export type ReviewVersionKind = (typeof reviewVersionKinds)[number];

export const reviewVersionLabels: Record<ReviewVersionKind, string> = {
  written: 'Written',
  edited: 'Changed',
  deleted: 'Deleted by the customer',
};

export const starsText = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

/**
 * Only a buyer may review: one whose order with the product has been delivered (an order to
 * several people counts for its buyer). One review a product a customer; they change that one.
 */
export type ReviewPermit =
  { may: 'write' } | { may: 'edit'; reviewId: string } | { may: 'not-yet'; reason: string };

export function reviewPermit(input: {
  productName: string;
  /** The statuses of the customer's orders that hold the product. */
  orderStatuses: readonly OrderStatus[];
  /** Their review of it, unless they have none (or deleted it). */
  ownReviewId: string | undefined;
}): ReviewPermit {
  if (input.ownReviewId) return { may: 'edit', reviewId: input.ownReviewId };
  if (input.orderStatuses.includes('delivered')) return { may: 'write' };
  return {
    may: 'not-yet',
    reason:
      input.orderStatuses.length === 0
        ? `Reviews come from our buyers: you can review ${input.productName} once an order with it has been delivered to you.`
        : `You can review ${input.productName} once your order with it has been delivered.`,
  };
}

/**
 * Where a written or changed review stands: published at once when the owner says so, else it
 * waits for approval. A review the owner hid stays hidden when its buyer changes it at once.
 */
export function statusAfterWriting(
  moderation: ReviewModeration,
  current: ReviewStatus | undefined,
): ReviewStatus {
  if (moderation === 'approve-first') return 'pending';
  return current === 'hidden' ? 'hidden' : 'published';
}

/** What the customer is told after saving, by where the review now stands. */
export function savedReviewNotice(status: ReviewStatus) {
  if (status === 'published') return 'Your review is on the product page.';
  if (status === 'pending') return 'It will show on the product page once the shop approves it.';
  return 'The shop has hidden this review; it is kept for them to look at again.';
}

/** A product's figure: the mean of its published reviews' stars to one decimal (0 for none). */
export function averageRating(stars: readonly number[]) {
  if (stars.length === 0) return 0;
  const tenths = (stars.reduce((sum, star) => sum + star, 0) * 10) / stars.length;
  return Math.round(tenths) / 10;
}

/** Under a review: when, and whether a verified buyer wrote it ('22 Nov 2026 · Verified buyer'). */
export const reviewDateLine = (postedOn: string, byBuyer: boolean) =>
  byBuyer ? `${postedOn} · Verified buyer` : postedOn;

/** Above a product's reviews: none yet, or how many of how many the page shows. */
export function reviewsNote(shown: number, count: number) {
  if (count === 0) return 'No reviews yet.';
  return shown < count ? `The ${shown} newest of ${reviewCountText(count)}.` : '';
}

export const reviewCountText = (count: number) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? 'review' : 'reviews'}`;

/** How a buyer is named under their review: first name and the initial of the last, 'Priya S.'. */
export function reviewerName(fullName: string) {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return 'A buyer';
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toLocaleUpperCase('en-IN')}.` : first;
}
