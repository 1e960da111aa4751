import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { changeOrderStatus } from '#server/admin/change-order-status.ts';
import { getProduct } from '#server/catalog/get-product.ts';
import type { Db } from '#server/db/client.ts';
import { productImages, products } from '#server/db/schema/catalog.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { auditEntries } from '#server/db/schema/staff.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { seedShop } from '#server/seed/seed.ts';
import {
  buildProduct,
  insertCustomer,
  insertProduct,
  weighedVariants,
} from '#tests/support/factories.ts';
import { checkout, customerWithCart, refusal } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { deleteOwnReview, reviewFormFor, reviewInvitations, saveReview } from './buyer-reviews.ts';
import {
  listReviewsForOwner,
  replyToReview,
  setReviewModeration,
  setReviewStatus,
} from './moderate-reviews.ts';

let db: Db;
let owner: { id: string; role: 'owner' };
let rider: { id: string; role: 'rider' };

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  owner = { id: await insertCustomer(db, 'Lata Owner', 'owner'), role: 'owner' };
  rider = { id: await insertCustomer(db, 'Raju Rider', 'rider'), role: 'rider' };
});

/** A buyer of the product whose order has reached `status`. */
async function buyerOf(variantId: string, status: 'placed' | 'shipped' | 'delivered') {
  const { userId } = await customerWithCart(db, [[variantId, 1]]);
  const { orderNumber, id } = await placeOrder(db, userId, checkout());
  for (const step of ['confirmed', 'shipped', 'delivered'] as const) {
    if (status === 'placed') break;
    await changeOrderStatus(db, owner, orderNumber, step);
    if (step === status) break;
  }
  return { id: userId, orderId: id, orderNumber };
}

/** A new weighed sweet with no reviews yet: its product, and its 500g weight. */
async function sweet(name: string) {
  const { product, variants } = await insertProduct(
    db,
    buildProduct({ name, rating: 0 }),
    weighedVariants(45_000),
  );
  const variantId = variants.find((variant) => variant.weight === '500g')?.id ?? '';
  return { productId: product.id, variantId };
}

const figures = async (productId: string) => {
  const [product] = await db
    .select({ rating: products.rating, reviewCount: products.reviewCount })
    .from(products)
    .where(eq(products.id, productId));
  return product;
};

const review = (rating: number, title = 'Fresh and rich') => ({
  rating,
  title,
  body: 'Soft, and sweet just enough.',
  removePhoto: false,
});

describe('who may review', () => {
  test('only a buyer whose order with the product was delivered, once a product', async () => {
    const { productId, variantId } = await sweet('Review Barfi');
    const stranger = { id: await insertCustomer(db, 'Never Bought') };
    const waiting = await buyerOf(variantId, 'shipped');
    const buyer = await buyerOf(variantId, 'delivered');

    expect((await refusal(saveReview(db, stranger, productId, review(5)))).message).toBe(
      'Reviews come from our buyers: you can review Review Barfi once an order with it has been delivered to you.',
    );
    // Nor is a stranger's photo kept: refused before it is looked at.
    const photos = async () => (await db.select({ n: count() }).from(productImages))[0]?.n;
    const before = await photos();
    const photo = { bytes: new Uint8Array([1, 2, 3]), type: 'image/png', size: 3 };
    expect((await refusal(saveReview(db, stranger, productId, review(5), photo))).code).toBe(
      'FORBIDDEN',
    );
    expect(await photos()).toBe(before);
    expect((await refusal(saveReview(db, waiting, productId, review(5)))).message).toBe(
      'You can review Review Barfi once your order with it has been delivered.',
    );
    expect(await reviewFormFor(db, buyer.id, productId)).toMatchObject({
      permit: { may: 'write' },
    });
    expect(
      await reviewInvitations(db, { userId: buyer.id, id: buyer.orderId, status: 'delivered' }),
    ).toEqual([{ productId, productName: 'Review Barfi', reviewed: false }]);

    expect(await saveReview(db, buyer, productId, review(4))).toEqual({
      status: 'pending',
      productName: 'Review Barfi',
    });
    // A second save changes the one review rather than writing another.
    await saveReview(db, buyer, productId, review(5, 'Even better the second time'));
    const form = await reviewFormFor(db, buyer.id, productId);
    expect(form?.permit).toMatchObject({ may: 'edit' });
    expect(form?.review).toMatchObject({ rating: 5, title: 'Even better the second time' });
    const listed = await listReviewsForOwner(db, owner, 'pending', 1);
    const mine = listed.reviews.filter((each) => each.productId === productId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      authorName: 'Test C.',
      orderNumber: buyer.orderNumber,
      versions: [
        { kind: 'written', rating: 4, title: 'Fresh and rich' },
        { kind: 'edited', rating: 5, title: 'Even better the second time' },
      ],
    });
    expect(
      await reviewInvitations(db, { userId: buyer.id, id: buyer.orderId, status: 'delivered' }),
    ).toEqual([{ productId, productName: 'Review Barfi', reviewed: true }]);
  });
});

describe('rating and count', () => {
  test('follow approvals, hiding, changes and deletions; only published reviews show', async () => {
    const { productId, variantId } = await sweet('Counted Ladoo');
    const first = await buyerOf(variantId, 'delivered');
    const second = await buyerOf(variantId, 'delivered');
    await saveReview(db, first, productId, review(5));
    await saveReview(db, second, productId, review(2, 'Too dry'));
    expect(await figures(productId)).toEqual({ rating: 0, reviewCount: 0 });
    expect((await getProduct(db, productId))?.reviews).toEqual([]);

    const pending = (await listReviewsForOwner(db, owner, 'pending', 1)).reviews.filter(
      (each) => each.productId === productId,
    );
    for (const each of pending) await setReviewStatus(db, owner, each.id, 'published');
    expect(await figures(productId)).toEqual({ rating: 3.5, reviewCount: 2 });
    expect((await getProduct(db, productId))?.reviews.map((each) => each.rating).sort()).toEqual([
      2, 5,
    ]);

    const twoStars = pending.find((each) => each.rating === 2)?.id ?? '';
    await setReviewStatus(db, owner, twoStars, 'hidden');
    expect(await figures(productId)).toEqual({ rating: 5, reviewCount: 1 });

    // Changed under approval first, a published review waits again and leaves the figures.
    await saveReview(db, first, productId, review(4, 'Still good'));
    expect(await figures(productId)).toEqual({ rating: 0, reviewCount: 0 });

    await setReviewModeration(db, owner, 'publish-at-once');
    try {
      await saveReview(db, first, productId, review(4, 'Still good, now at once'));
      expect(await figures(productId)).toEqual({ rating: 4, reviewCount: 1 });
      // Hidden by the owner, it stays hidden when its writer changes it.
      await saveReview(db, second, productId, review(1, 'Worse'));
      expect(await figures(productId)).toEqual({ rating: 4, reviewCount: 1 });
    } finally {
      await setReviewModeration(db, owner, 'approve-first');
    }

    await deleteOwnReview(db, first, productId);
    expect(await figures(productId)).toEqual({ rating: 0, reviewCount: 0 });
    const deleted = (await listReviewsForOwner(db, owner, 'deleted', 1)).reviews.find(
      (each) => each.productId === productId,
    );
    expect(deleted?.versions.map((version) => version.kind)).toEqual([
      'written',
      'edited',
      'edited',
      'deleted',
    ]);
    // Deleted, the buyer may write again.
    expect(await reviewFormFor(db, first.id, productId)).toMatchObject({
      permit: { may: 'write' },
    });
    expect((await refusal(deleteOwnReview(db, first, productId))).code).toBe('NOT_FOUND');
  });

  test('two reviews approved at once are both counted', async () => {
    const { productId, variantId } = await sweet('Raced Peda');
    const buyers = await Promise.all([1, 2, 3].map(() => buyerOf(variantId, 'delivered')));
    for (const [index, buyer] of buyers.entries()) {
      await saveReview(db, buyer, productId, review(index + 3));
    }
    const pending = (await listReviewsForOwner(db, owner, 'pending', 1)).reviews.filter(
      (each) => each.productId === productId,
    );
    await Promise.all(pending.map((each) => setReviewStatus(db, owner, each.id, 'published')));
    expect(await figures(productId)).toEqual({ rating: 4, reviewCount: 3 });
  });
});

describe('the owner', () => {
  test('replies in public and changes how reviews are taken; each step is audited', async () => {
    const { productId, variantId } = await sweet('Replied Halwa');
    const buyer = await buyerOf(variantId, 'delivered');
    await saveReview(db, buyer, productId, review(3, 'A little too sweet'));
    const [written] = (await listReviewsForOwner(db, owner, 'pending', 1)).reviews.filter(
      (each) => each.productId === productId,
    );
    await setReviewStatus(db, owner, written?.id ?? '', 'published');
    await replyToReview(db, owner, written?.id ?? '', 'Thank you: we now make a less sweet batch.');
    expect((await getProduct(db, productId))?.reviews[0]).toMatchObject({
      title: 'A little too sweet',
      reply: 'Thank you: we now make a less sweet batch.',
    });
    const kinds = (
      await db.select({ kind: auditEntries.kind, subject: auditEntries.subject }).from(auditEntries)
    ).filter((entry) => entry.subject.startsWith('Replied Halwa'));
    expect(kinds).toEqual([
      { kind: 'review.approved', subject: 'Replied Halwa: Test C., 3 stars' },
      { kind: 'review.replied', subject: 'Replied Halwa: Test C.' },
    ]);

    await setReviewModeration(db, owner, 'publish-at-once');
    const [settings] = await db.select().from(storeSettings);
    expect(settings?.reviewModeration).toBe('publish-at-once');
    await setReviewModeration(db, owner, 'approve-first');
  });

  test('a rider may neither read nor moderate reviews', async () => {
    expect((await refusal(listReviewsForOwner(db, rider, 'pending', 1))).code).toBe('FORBIDDEN');
    expect(
      (await refusal(setReviewStatus(db, rider, '00000000-0000-4000-8000-000000000000', 'hidden')))
        .code,
    ).toBe('FORBIDDEN');
  });
});
