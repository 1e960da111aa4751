import { expect, test } from 'vitest';
import { bestBeforeText, bySweet } from './kitchen-view.ts';

const batch = (overrides: Partial<Parameters<typeof bySweet>[0][number]>) => ({
  batchId: 'b1',
  productId: 'p1',
  name: 'Rasmalai',
  gramsMade: 5000,
  gramsLeft: 4500,
  madeAt: new Date('2026-11-28T02:00:00Z'),
  bestBeforeDay: '2026-11-30',
  ...overrides,
});

test('batches are grouped by sweet, with what is left of each and in all', () => {
  const sweets = bySweet([
    batch({}),
    batch({ batchId: 'b2', gramsMade: 2500, gramsLeft: 2500 }),
    batch({ batchId: 'b3', productId: 'p2', name: 'Peda', bestBeforeDay: null }),
  ]);
  expect(sweets.map((sweet) => [sweet.name, sweet.left, sweet.batches.length])).toEqual([
    ['Rasmalai', '7 kg', 2],
    ['Peda', '4.5 kg', 1],
  ]);
  expect(sweets[0]?.batches[0]).toMatchObject({
    made: '5 kg',
    left: '4.5 kg',
    madeKilograms: '5',
    bestBefore: '30 Nov 2026',
  });
  expect(sweets[1]?.batches[0]?.bestBefore).toBe('Keeps');
  expect(bestBeforeText('2026-12-01')).toBe('1 Dec 2026');
});
