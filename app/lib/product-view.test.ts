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

  test('a product of no batches is best before its delivery day plus its shelf life; none without one', () => {
    const made = (shelfLifeDays: number) => ({ shelfLifeDays, batches: [] });
    expect(bestBeforeLine('2026-12-07', made(3))).toBe('Best before Thu, 10 Dec');
    expect(bestBeforeLine('2026-12-07', made(0))).toBeNull();
  });

  test("a sweet's best before is its first batch's still good on the delivery day, whatever its shelf life", () => {
    const sweet = {
      shelfLifeDays: 3,
      batches: [
        { batchId: 'fresh', bestBeforeDay: '2026-12-10', gramsLeft: 2000 },
        { batchId: 'older', bestBeforeDay: '2026-12-08', gramsLeft: 500 },
        { batchId: 'sold', bestBeforeDay: '2026-12-07', gramsLeft: 0 },
      ],
    };
    // Today (the 6th) the older batch goes first; on the 8th only the fresh one is still good.
    expect(bestBeforeLine('2026-12-06', sweet)).toBe('Best before Tue, 8 Dec');
    expect(bestBeforeLine('2026-12-08', sweet)).toBe('Best before Thu, 10 Dec');
    expect(bestBeforeLine('2026-12-10', sweet)).toBeNull();
  });
});
