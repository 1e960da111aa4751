/**
 * The owner's Reviews page: buyers' reviews by where they stand, with every version their
 * writer saved; approving, hiding, the shop's public reply, and how new reviews are taken.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { pageCountOf } from '#core/paging.ts';
import {
  reviewModerationLabels,
  reviewStatusLabels,
  starsText,
  reviewShelves,
  type ReviewModeration,
  type ReviewShelf,
  type ReviewStatus,
} from '#core/reviews.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { products } from '#server/db/schema/catalog.ts';
import { orders } from '#server/db/schema/orders.ts';
import { reviews, reviewVersions } from '#server/db/schema/reviews.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { announceStorefrontChange } from '#server/realtime/shop-events.ts';
import { forgetStoreSettingsReads } from '#server/settings/get-store-settings.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit, recordChange } from '#server/staff/audit-log.ts';
import { recountRating } from './review-rating.ts';

export const REVIEWS_PAGE_SIZE = 25;

const shelfWhere = (shelf: ReviewShelf): SQL | undefined =>
  shelf === 'deleted'
    ? isNotNull(reviews.deletedAt)
    : and(eq(reviews.status, shelf), isNull(reviews.deletedAt));

/** One page of a shelf, newest first, with each shelf's count and each review's versions. */
export async function listReviewsForOwner(db: Db, actor: Actor, shelf: ReviewShelf, page: number) {
  assertMay(actor, 'reviews');
  const counts = await Promise.all(
    reviewShelves.map(async (each) => {
      const [row] = await db.select({ total: count() }).from(reviews).where(shelfWhere(each));
      return [each, row?.total ?? 0] as const;
    }),
  );
  const total = counts.find(([each]) => each === shelf)?.[1] ?? 0;
  const pageCount = pageCountOf(total, REVIEWS_PAGE_SIZE);
  const shownPage = Math.min(page, pageCount);
  const rows = await db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productName: products.name,
      authorName: reviews.authorName,
      authorEmail: users.email,
      orderNumber: orders.orderNumber,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      photoUrl: reviews.photoUrl,
      status: reviews.status,
      reply: reviews.reply,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      deletedAt: reviews.deletedAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .leftJoin(orders, eq(orders.id, reviews.orderId))
    .where(shelfWhere(shelf))
    .orderBy(desc(reviews.updatedAt), desc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((shownPage - 1) * REVIEWS_PAGE_SIZE);
  const versions =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(reviewVersions)
          .where(
            inArray(
              reviewVersions.reviewId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(reviewVersions.createdAt), asc(reviewVersions.id));
  const settings = await db
    .select({ moderation: storeSettings.reviewModeration })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1));
  return {
    moderation: settings[0]?.moderation ?? 'approve-first',
    counts: Object.fromEntries(counts) as Record<ReviewShelf, number>,
    page: shownPage,
    pageCount,
    reviews: rows.map((row) => ({
      ...row,
      versions: versions.filter((version) => version.reviewId === row.id),
    })),
  };
}

/** A review not deleted, locked for the owner's step; refused when its writer deleted it. */
async function lockLiveReview(tx: Transaction, reviewId: string) {
  const [review] = await tx
    .select({
      productId: reviews.productId,
      productName: products.name,
      status: reviews.status,
      rating: reviews.rating,
      authorName: reviews.authorName,
      reply: reviews.reply,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.id, reviewId), isNull(reviews.deletedAt)))
    .for('update', { of: reviews });
  if (!review) throw new AppError('NOT_FOUND', 'That review was deleted by its writer.');
  return review;
}

/** Approves (publishes) or hides a review; the product's rating follows in the same transaction. */
export async function setReviewStatus(
  db: Db,
  actor: Actor,
  reviewId: string,
  status: Extract<ReviewStatus, 'published' | 'hidden'>,
) {
  assertMay(actor, 'reviews');
  return db.transaction(async (tx) => {
    const review = await lockLiveReview(tx, reviewId);
    if (review.status === status) return review;
    await tx.update(reviews).set({ status }).where(eq(reviews.id, reviewId));
    await recountRating(tx, review.productId);
    await announceStorefrontChange(tx);
    await recordAudit(tx, actor, {
      kind: status === 'published' ? 'review.approved' : 'review.hidden',
      subject: `${review.productName}: ${review.authorName}, ${starsText(review.rating)}`,
      before: { status: reviewStatusLabels[review.status] },
      after: { status: reviewStatusLabels[status] },
    });
    return review;
  });
}

/** The shop's public answer under a review; an empty one takes it away. */
export async function replyToReview(db: Db, actor: Actor, reviewId: string, reply: string) {
  assertMay(actor, 'reviews');
  return db.transaction(async (tx) => {
    const review = await lockLiveReview(tx, reviewId);
    await tx
      .update(reviews)
      .set({ reply, repliedAt: reply ? new Date() : null })
      .where(eq(reviews.id, reviewId));
    if (review.status === 'published') await announceStorefrontChange(tx);
    await recordChange(tx, actor, {
      kind: 'review.replied',
      subject: `${review.productName}: ${review.authorName}`,
      before: { reply: review.reply },
      after: { reply },
    });
    return review;
  });
}

/** Whether new and changed reviews wait for approval or show at once. */
export async function setReviewModeration(db: Db, actor: Actor, moderation: ReviewModeration) {
  assertMay(actor, 'reviews');
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ moderation: storeSettings.reviewModeration })
      .from(storeSettings)
      .where(eq(storeSettings.id, 1))
      .for('update');
    await tx
      .update(storeSettings)
      .set({ reviewModeration: moderation })
      .where(eq(storeSettings.id, 1));
    await recordChange(tx, actor, {
      kind: 'review.moderation',
      subject: 'Reviews',
      before: { moderation: before ? reviewModerationLabels[before.moderation] : '' },
      after: { moderation: reviewModerationLabels[moderation] },
    });
  });
  forgetStoreSettingsReads(db);
}
