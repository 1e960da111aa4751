/**
 * A buyer's own review of a product: the form's state, writing or changing it, deleting it.
 * Only a buyer whose order with the product was delivered may write; every version is kept for
 * the owner; what is published is counted into the product's rating in the same transaction.
 */
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import type { OrderStatus } from '#core/order-status.ts';
import {
  REVIEW_PHOTO_FIELD,
  reviewerName,
  reviewPermit,
  statusAfterWriting,
  type ReviewStatus,
} from '#core/reviews.ts';
import type { ReviewInput } from '#core/review-input.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { products } from '#server/db/schema/catalog.ts';
import { orderItems, orders } from '#server/db/schema/orders.ts';
import { reviews, reviewVersions } from '#server/db/schema/reviews.ts';
import { uniqueViolationOf } from '#server/db/unique-violation.ts';
import { storePicture, type PictureUpload } from '#server/catalog/product-images.ts';
import { announceStorefrontChange } from '#server/realtime/shop-events.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { recountRating } from './review-rating.ts';

const ownReviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  photoUrl: reviews.photoUrl,
  status: reviews.status,
  reply: reviews.reply,
};

async function ownReview(tx: Transaction | Db, userId: string, productId: string) {
  const [review] = await tx
    .select(ownReviewColumns)
    .from(reviews)
    .where(
      and(eq(reviews.productId, productId), eq(reviews.userId, userId), isNull(reviews.deletedAt)),
    );
  return review;
}

/**
 * The customer's orders holding the product, on its own or in an assorted box, newest first:
 * their statuses, and the orders.
 */
async function ordersWithProduct(tx: Transaction | Db, userId: string, productId: string) {
  const inABox = sql`${orderItems.boxContents} @> ${JSON.stringify([{ productId }])}::jsonb`;
  return tx
    .selectDistinct({ id: orders.id, status: orders.status, createdAt: orders.createdAt })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), or(eq(orderItems.productId, productId), inABox)))
    .orderBy(desc(orders.createdAt));
}

async function productOnSale(tx: Transaction | Db, productId: string) {
  const [product] = await tx
    .select({ id: products.id, name: products.name, imageUrl: products.imageUrl })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  return product;
}

/** What the review page shows `userId` for a product on sale; undefined for no such product. */
export async function reviewFormFor(db: Db, userId: string, productId: string) {
  const product = await productOnSale(db, productId);
  if (!product) return undefined;
  const [review, bought] = await Promise.all([
    ownReview(db, userId, productId),
    ordersWithProduct(db, userId, productId),
  ]);
  const permit = reviewPermit({
    productName: product.name,
    orderStatuses: bought.map((order) => order.status),
    ownReviewId: review?.id,
  });
  return { product, permit, review };
}

/**
 * Writes the buyer's review, or changes the one they have. The photo is stored first, once the
 * form was checked and the customer is known to be a buyer (no one else's upload is kept), and
 * the buyer is checked again in the transaction. Answers where the review stands.
 */
export async function saveReview(
  db: Db,
  user: { id: string },
  productId: string,
  input: ReviewInput,
  photo?: PictureUpload,
): Promise<{ status: ReviewStatus; productName: string }> {
  if (photo) {
    const form = await reviewFormFor(db, user.id, productId);
    if (form?.permit.may === 'not-yet') throw new AppError('FORBIDDEN', form.permit.reason);
  }
  const uploaded = photo ? await storePicture(db, photo, REVIEW_PHOTO_FIELD) : undefined;
  const { moderation } = await readModeration(db);
  try {
    return await db.transaction(async (tx) => {
      const product = await productOnSale(tx, productId);
      if (!product) throw new AppError('NOT_FOUND', 'That product is not on sale any more.');
      const [current, bought] = await Promise.all([
        ownReview(tx, user.id, productId),
        ordersWithProduct(tx, user.id, productId),
      ]);
      const permit = reviewPermit({
        productName: product.name,
        orderStatuses: bought.map((order) => order.status),
        ownReviewId: current?.id,
      });
      if (permit.may === 'not-yet') throw new AppError('FORBIDDEN', permit.reason);
      const status = statusAfterWriting(moderation, current?.status);
      const photoUrl =
        uploaded?.imageUrl ?? (input.removePhoto ? null : (current?.photoUrl ?? null));
      const content = { rating: input.rating, title: input.title, body: input.body, photoUrl };
      let reviewId: string;
      if (current) {
        reviewId = current.id;
        await tx
          .update(reviews)
          .set({ ...content, status, updatedAt: new Date() })
          .where(eq(reviews.id, current.id));
      } else {
        const [author] = await tx
          .select({ name: users.name })
          .from(users)
          .where(eq(users.id, user.id));
        const deliveredOrder = bought.find((order) => order.status === 'delivered');
        const [written] = await tx
          .insert(reviews)
          .values({
            productId,
            userId: user.id,
            orderId: deliveredOrder?.id ?? null,
            authorName: reviewerName(author?.name ?? ''),
            status,
            ...content,
          })
          .returning({ id: reviews.id });
        if (!written) throw new Error('The review was not written.');
        reviewId = written.id;
      }
      await tx
        .insert(reviewVersions)
        .values({ reviewId, kind: current ? 'edited' : 'written', ...content });
      if (current?.status === 'published' || status === 'published') {
        await recountRating(tx, productId);
        await announceStorefrontChange(tx);
      }
      return { status, productName: product.name };
    });
  } catch (error) {
    // The same review sent twice at once: the second finds the first's place taken.
    if (uniqueViolationOf(error, 'reviews_one_per_buyer_idx')) {
      throw new AppError(
        'CONFLICT',
        'You have just reviewed this product; open the page again to change your review.',
      );
    }
    throw error;
  }
}

/** Deletes the buyer's review of a product; the owner keeps its versions. */
export async function deleteOwnReview(db: Db, user: { id: string }, productId: string) {
  await db.transaction(async (tx) => {
    const current = await ownReview(tx, user.id, productId);
    if (!current) throw new AppError('NOT_FOUND', 'You have no review of this product to delete.');
    await tx
      .update(reviews)
      .set({ deletedAt: new Date() })
      .where(and(eq(reviews.id, current.id), isNull(reviews.deletedAt)));
    await tx.insert(reviewVersions).values({
      reviewId: current.id,
      kind: 'deleted',
      rating: current.rating,
      title: current.title,
      body: current.body,
      photoUrl: current.photoUrl,
    });
    if (current.status === 'published') {
      await recountRating(tx, productId);
      await announceStorefrontChange(tx);
    }
  });
}

async function readModeration(db: Db) {
  const settings = await getStoreSettings(db);
  return { moderation: settings.reviewModeration };
}

/**
 * A delivered order's products its buyer may review, with whether they have: the order page's
 * and the delivery e-mail's invitation. Empty until the order is delivered.
 */
export async function reviewInvitations(
  db: Db,
  order: { id: string; userId: string; status: OrderStatus },
) {
  if (order.status !== 'delivered') return [];
  // What it held: its lines' products, and the sweets in its assorted boxes.
  const held = sql`(
    select ${orderItems.productId} from ${orderItems} where ${orderItems.orderId} = ${order.id}
    union
    select (share ->> 'productId')::uuid
    from ${orderItems}, jsonb_array_elements(coalesce(${orderItems.boxContents}, '[]'::jsonb)) as share
    where ${orderItems.orderId} = ${order.id}
  )`;
  const bought = await db
    .select({ productId: products.id, productName: products.name })
    .from(products)
    .where(and(sql`${products.id} in ${held}`, eq(products.isActive, true)))
    .orderBy(products.name);
  if (bought.length === 0) return [];
  const reviewed = await db
    .select({ productId: reviews.productId })
    .from(reviews)
    .where(
      and(
        eq(reviews.userId, order.userId),
        isNull(reviews.deletedAt),
        inArray(
          reviews.productId,
          bought.map((product) => product.productId),
        ),
      ),
    );
  const reviewedIds = new Set(reviewed.map((review) => review.productId));
  return bought.map((product) => ({ ...product, reviewed: reviewedIds.has(product.productId) }));
}
