import { describe, expect, test } from 'vitest';
import { bestBeforeLine, productView } from './product-view.ts';

const hash = 'c'.repeat(64);

describe('the product page', () => {
  test("a buyer's review says so beside its date, and its photo comes small", () => {
    const shown = productView({
      name: 'Kaju Katli',
      createdAt: new Date('2026-10-01T00:00:00Z'),
      updatedAt: new Date('2026-11-01T00:00:00Z'),
      reviews: [
        {
          id: 'r-1',
          title: 'Fresh',
          createdAt: new Date('2026-11-20T10:00:00Z'),
          userId: 'u-1',
          photoUrl: `/images/${hash}-800.webp`,
        },
        {
          id: 'r-2',
          title: 'From the shop',
          createdAt: new Date('2026-11-21T10:00:00Z'),
          userId: null,
          photoUrl: null,
        },
      ],
    });
    expect(shown.createdAt).toBe('2026-10-01T00:00:00.000Z');
    expect(shown.reviews).toEqual([
      {
        id: 'r-1',
        title: 'Fresh',
        photoUrl: `/images/${hash}-400.webp`,
        postedOn: '20 Nov 2026 · Verified buyer',
      },
      { id: 'r-2', title: 'From the shop', photoUrl: null, postedOn: '21 Nov 2026' },
    ]);
  });

  test('best before counts the shelf life from the delivery day; none without a shelf life', () => {
    expect(bestBeforeLine('2026-12-07', 3)).toBe('Best before Thu, 10 Dec');
    expect(bestBeforeLine('2026-12-07', 0)).toBeNull();
  });
});
