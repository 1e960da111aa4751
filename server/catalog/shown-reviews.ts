/**
 * Which reviews a product shows: published and not deleted. Here, beside the product page's read,
 * because the reviews area builds on the catalogue (its photos are stored as product images);
 * the review figures (server/reviews/review-rating.ts) count the same reviews through this.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { reviews } from '#server/db/schema/reviews.ts';

export const isShownReview = () => and(eq(reviews.status, 'published'), isNull(reviews.deletedAt));
