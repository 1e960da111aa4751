import { describe, expect, test } from 'vitest';
import {
  averageRating,
  reviewCountText,
  reviewerName,
  reviewPermit,
  statusAfterWriting,
} from './reviews.ts';

describe('reviewPermit', () => {
  const productName = 'Kaju Katli';

  test('a buyer whose order with the product was delivered may write one', () => {
    expect(
      reviewPermit({
        productName,
        orderStatuses: ['cancelled', 'delivered'],
        ownReviewId: undefined,
      }),
    ).toEqual({ may: 'write' });
  });

  test('an order still on its way, or none at all, is not yet enough, and says why', () => {
    expect(
      reviewPermit({ productName, orderStatuses: ['shipped'], ownReviewId: undefined }),
    ).toEqual({
      may: 'not-yet',
      reason: 'You can review Kaju Katli once your order with it has been delivered.',
    });
    expect(reviewPermit({ productName, orderStatuses: [], ownReviewId: undefined })).toMatchObject({
      may: 'not-yet',
      reason: expect.stringContaining('once an order with it has been delivered to you'),
    });
  });

  test('one review a product: a buyer who has one changes it rather than writing another', () => {
    expect(
      reviewPermit({ productName, orderStatuses: ['delivered'], ownReviewId: 'review-1' }),
    ).toEqual({ may: 'edit', reviewId: 'review-1' });
  });
});

describe('statusAfterWriting', () => {
  test('waits for approval while the owner approves first, also when changed', () => {
    expect(statusAfterWriting('approve-first', undefined)).toBe('pending');
    expect(statusAfterWriting('approve-first', 'published')).toBe('pending');
  });

  test('shows at once when the owner says so, but a hidden review stays hidden', () => {
    expect(statusAfterWriting('publish-at-once', undefined)).toBe('published');
    expect(statusAfterWriting('publish-at-once', 'pending')).toBe('published');
    expect(statusAfterWriting('publish-at-once', 'hidden')).toBe('hidden');
  });
});

test('averageRating is the mean to one decimal, and 0 with no reviews', () => {
  expect(averageRating([5, 5, 5, 5, 4])).toBe(4.8);
  expect(averageRating([5, 5, 4])).toBe(4.7);
  expect(averageRating([5, 4])).toBe(4.5);
  expect(averageRating([])).toBe(0);
});

test('reviewerName shows a first name and an initial', () => {
  expect(reviewerName('Ananya Rao')).toBe('Ananya R.');
  expect(reviewerName('  Priya  Sita  sharma ')).toBe('Priya S.');
  expect(reviewerName('Venkatesh')).toBe('Venkatesh');
  expect(reviewerName('')).toBe('A buyer');
});

test('reviewCountText', () => {
  expect(reviewCountText(1)).toBe('1 review');
  expect(reviewCountText(1200)).toBe('1,200 reviews');
});
