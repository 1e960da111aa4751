import { describe, expect, test } from 'vitest';
import { askedShelf, ownersReviewView } from './admin-reviews-view.ts';

const hash = 'a'.repeat(64);
const written = new Date('2026-11-20T14:15:00Z');
const changed = new Date('2026-11-22T14:15:00Z');

const review = {
  id: 'r-1',
  productId: 'p-1',
  productName: 'Kaju Katli',
  authorName: 'Meera',
  authorEmail: 'meera@example.com',
  orderNumber: 'HW-1001',
  rating: 4,
  title: 'Fresh',
  body: 'Soft and fresh.',
  photoUrl: `/images/${hash}-800.webp`,
  status: 'pending' as const,
  reply: '',
  createdAt: written,
  updatedAt: changed,
  deletedAt: null,
  versions: [
    {
      id: 'v-1',
      reviewId: 'r-1',
      kind: 'written' as const,
      rating: 1,
      title: 'Dry',
      body: 'Too dry.',
      photoUrl: `/images/${hash}-800.webp`,
      createdAt: written,
    },
    {
      id: 'v-2',
      reviewId: 'r-1',
      kind: 'edited' as const,
      rating: 4,
      title: 'Fresh',
      body: 'Soft and fresh.',
      photoUrl: null,
      createdAt: changed,
    },
  ],
};

describe("the owner's Reviews page", () => {
  test('an address naming no shelf of the page shows the pending reviews', () => {
    expect(askedShelf('hidden')).toBe('hidden');
    expect(askedShelf('everything')).toBe('pending');
    expect(askedShelf(null)).toBe('pending');
  });

  test('a review reads with its dates in IST, a small photo and each version in words', () => {
    const shown = ownersReviewView(review);
    expect(shown).toMatchObject({
      photoUrl: `/images/${hash}-400.webp`,
      createdAt: '20 Nov 2026, 7:45 pm',
      updatedAt: '22 Nov 2026, 7:45 pm',
      deletedAt: null,
    });
    expect(shown.versions).toEqual([
      {
        id: 'v-1',
        kind: 'Written',
        stars: '1 star',
        title: 'Dry',
        body: 'Too dry.',
        hadPhoto: true,
        at: '20 Nov 2026, 7:45 pm',
      },
      {
        id: 'v-2',
        kind: 'Changed',
        stars: '4 stars',
        title: 'Fresh',
        body: 'Soft and fresh.',
        hadPhoto: false,
        at: '22 Nov 2026, 7:45 pm',
      },
    ]);
  });
});
