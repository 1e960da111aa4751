import { describe, expect, test } from 'vitest';
import { sampleCatalogue } from './sample-catalogue.ts';
import { sampleReviews } from './sample-reviews.ts';

/** PostgreSQL's round(avg(rating)::numeric, 1), in tenths of a star: halves round away from zero. */
function averageInTenths(ratings: number[]): number {
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.floor((sum * 20 + ratings.length) / (ratings.length * 2));
}

describe('sample reviews', () => {
  test.each(sampleCatalogue)('$slug has reviews that average to its rating', (product) => {
    const reviews = sampleReviews[product.slug] ?? [];
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    for (const review of reviews) {
      expect(Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5).toBe(
        true,
      );
      expect(review.title.trim()).not.toBe('');
      expect(review.title.length).toBeLessThanOrEqual(80);
      expect(review.body.length).toBeLessThanOrEqual(2000);
    }
    expect(averageInTenths(reviews.map((review) => review.rating))).toBe(
      Math.round(product.rating * 10),
    );
  });

  test('every key is a product in the sample catalogue', () => {
    const slugs = new Set(sampleCatalogue.map((product) => product.slug));
    expect(Object.keys(sampleReviews).filter((slug) => !slugs.has(slug))).toEqual([]);
  });
});
