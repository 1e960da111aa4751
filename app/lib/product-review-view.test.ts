import { describe, expect, test } from 'vitest';
import { ownReviewValue, productReviewView } from './product-review-view.ts';

const hash = 'b'.repeat(64);
const review = {
  id: 'r-1',
  rating: 4,
  title: 'Fresh',
  body: 'Soft and fresh.',
  photoUrl: `/images/${hash}-800.webp`,
  status: 'published' as const,
  reply: '',
};

describe("the buyer's review page", () => {
  test("the product's picture and the review's photo come in the small size", () => {
    const shown = productReviewView({
      product: { id: 'p-1', name: 'Kaju Katli', imageUrl: `/images/${hash}-800.webp` },
      permit: { may: 'edit', reviewId: 'r-1' },
      review,
    });
    expect(shown.product.imageUrl).toBe(`/images/${hash}-400.webp`);
    expect(shown.review?.photoUrl).toBe(`/images/${hash}-400.webp`);
    const first = productReviewView({
      product: { id: 'p-1', name: 'Kaju Katli', imageUrl: '/kaju.webp' },
      permit: { may: 'write' },
      review: undefined,
    });
    expect(first).toMatchObject({ product: { imageUrl: '/kaju.webp' }, review: undefined });
  });

  test('a field shows what was typed when the form came back, else the saved review', () => {
    expect(ownReviewValue(review, undefined, 'rating')).toBe('4');
    expect(ownReviewValue(review, { title: 'Fresher' }, 'title')).toBe('Fresher');
    expect(ownReviewValue(undefined, undefined, 'body')).toBe('');
  });
});
