import { describe, expect, test } from 'vitest';
import {
  batchBestBeforeDay,
  daysTheBatchesReach,
  goodGramsOn,
  gramsBack,
  gramsToMake,
  isGoodOn,
  nextBestBefore,
  promisedBestBefore,
  takeOldestFirst,
  usualGrams,
  type BatchStock,
} from './kitchen-batches.ts';

describe("a batch's best-before", () => {
  test('is the India day it was made plus the shelf life', () => {
    // 11 pm in Delhi on the 1st is still the 1st there, though it is 17:30 UTC.
    expect(batchBestBeforeDay(new Date('2026-12-01T17:30:00Z'), 2)).toBe('2026-12-03');
    // 6 am in Delhi on the 2nd, 00:30 UTC.
    expect(batchBestBeforeDay(new Date('2026-12-02T00:30:00Z'), 2)).toBe('2026-12-04');
    expect(batchBestBeforeDay(new Date('2026-12-31T06:00:00Z'), 3)).toBe('2027-01-03');
  });

  test('a sweet with no shelf life set makes batches that do not expire', () => {
    expect(batchBestBeforeDay(new Date('2026-12-01T06:00:00Z'), 0)).toBeNull();
    expect(isGoodOn({ bestBeforeDay: null }, '2030-01-01')).toBe(true);
  });

  test('a batch is good on the days before its best-before, not on the day itself', () => {
    const rasmalai = { bestBeforeDay: '2026-12-03' };
    expect(isGoodOn(rasmalai, '2026-12-01')).toBe(true);
    expect(isGoodOn(rasmalai, '2026-12-02')).toBe(true);
    expect(isGoodOn(rasmalai, '2026-12-03')).toBe(false);
  });
});

const batches: BatchStock[] = [
  { batchId: 'made-tuesday', bestBeforeDay: '2026-12-04', gramsLeft: 3_000 },
  { batchId: 'made-monday', bestBeforeDay: '2026-12-03', gramsLeft: 750 },
  { batchId: 'made-sunday', bestBeforeDay: '2026-12-02', gramsLeft: 400 },
  { batchId: 'empty', bestBeforeDay: '2026-12-03', gramsLeft: 0 },
];

describe('grams are taken first expiring, first out', () => {
  test('from the batch that expires first, then the next, a batch part taken', () => {
    expect(takeOldestFirst(batches, 1_500, '2026-12-01')).toEqual({
      takes: [
        { batchId: 'made-sunday', grams: 400 },
        { batchId: 'made-monday', grams: 750 },
        { batchId: 'made-tuesday', grams: 350 },
      ],
      shortGrams: 0,
    });
  });

  test('never from a batch that is not good on the day the customer gets it', () => {
    // Delivered on the 2nd: Sunday's batch is best before that day.
    expect(takeOldestFirst(batches, 1_000, '2026-12-02')).toEqual({
      takes: [
        { batchId: 'made-monday', grams: 750 },
        { batchId: 'made-tuesday', grams: 250 },
      ],
      shortGrams: 0,
    });
  });

  test('what the good batches cannot give is short; no batch gives more than it holds', () => {
    const taken = takeOldestFirst(batches, 5_000, '2026-12-03');
    expect(taken).toEqual({
      takes: [{ batchId: 'made-tuesday', grams: 3_000 }],
      shortGrams: 2_000,
    });
  });

  test('a batch that does not expire is taken last', () => {
    const dryFruits: BatchStock[] = [
      { batchId: 'lasting', bestBeforeDay: null, gramsLeft: 1_000 },
      { batchId: 'fresh', bestBeforeDay: '2026-12-05', gramsLeft: 200 },
    ];
    expect(takeOldestFirst(dryFruits, 500, '2026-12-01').takes).toEqual([
      { batchId: 'fresh', grams: 200 },
      { batchId: 'lasting', grams: 300 },
    ]);
  });

  test('the good grams on a day leave out the batches past their best-before', () => {
    expect(goodGramsOn(batches, '2026-12-01')).toBe(4_150);
    expect(goodGramsOn(batches, '2026-12-03')).toBe(3_000);
    expect(goodGramsOn(batches, '2026-12-04')).toBe(0);
  });
});

describe('the promise follows the batch', () => {
  test('the customer is promised the earliest best-before of the grams they get', () => {
    const { takes } = takeOldestFirst(batches, 1_000, '2026-12-01');
    expect(promisedBestBefore(takes, batches)).toBe('2026-12-02');
    expect(promisedBestBefore([{ batchId: 'made-tuesday', grams: 500 }], batches)).toBe(
      '2026-12-04',
    );
    expect(promisedBestBefore([], batches)).toBeNull();
  });

  test('a later day is promised its first batch still good then; none when no batch is', () => {
    const rasmalai: BatchStock[] = [
      { batchId: 'fresh', bestBeforeDay: '2026-12-04', gramsLeft: 1_000 },
      { batchId: 'yesterday', bestBeforeDay: '2026-12-02', gramsLeft: 500 },
      { batchId: 'gone', bestBeforeDay: '2026-12-01', gramsLeft: 0 },
    ];
    expect(nextBestBefore(rasmalai, '2026-11-30')).toBe('2026-12-02');
    expect(nextBestBefore(rasmalai, '2026-12-02')).toBe('2026-12-04');
    expect(nextBestBefore(rasmalai, '2026-12-04')).toBeUndefined();
    expect(
      nextBestBefore([{ batchId: 'keeps', bestBeforeDay: null, gramsLeft: 5 }], '2027-01-01'),
    ).toBeNull();
  });

  test('a delivery day the batches cannot reach is closed, naming the sweets; others stay as they were', () => {
    const day = (key: string, closed?: string) => ({
      day: key,
      label: key,
      ...(closed && { closed }),
      slots: [{ id: 'morning', label: '10 am–2 pm', available: !closed }],
    });
    const batchesOf = new Map<string, BatchStock[]>([
      ['rasmalai', [{ batchId: 'r', bestBeforeDay: '2026-12-02', gramsLeft: 1_000 }]],
      ['jalebi', [{ batchId: 'j', bestBeforeDay: '2026-12-01', gramsLeft: 1_000 }]],
      ['kaju', [{ batchId: 'k', bestBeforeDay: null, gramsLeft: 100 }]],
    ]);
    const needs = [
      { productId: 'rasmalai', name: 'Rasmalai', grams: 500 },
      { productId: 'jalebi', name: 'Jalebi', grams: 250 },
      // More than the shop holds on any day: the stock check refuses it, not a day.
      { productId: 'kaju', name: 'Kaju Katli', grams: 500 },
    ];
    const days = daysTheBatchesReach(
      [day('2026-11-30'), day('2026-12-01'), day('2026-12-02'), day('2026-12-03', 'Closed')],
      needs,
      batchesOf,
    );
    expect(days.map((choice) => choice.closed)).toEqual([
      undefined,
      'Jalebi will not keep till then',
      'Rasmalai and Jalebi will not keep till then',
      'Closed',
    ]);
    expect(days[1]?.slots).toEqual([
      {
        id: 'morning',
        label: '10 am–2 pm',
        available: false,
        reason: 'Jalebi will not keep till then',
      },
    ]);
  });
});

describe("a cancelled order's grams", () => {
  test('go back to the batches they came from that are still good; the rest are lost', () => {
    const takes = [
      { batchId: 'made-sunday', grams: 400 },
      { batchId: 'made-tuesday', grams: 350 },
    ];
    expect(gramsBack(takes, batches, '2026-12-01')).toEqual({ back: takes, lostGrams: 0 });
    expect(gramsBack(takes, batches, '2026-12-02')).toEqual({
      back: [{ batchId: 'made-tuesday', grams: 350 }],
      lostGrams: 400,
    });
  });
});

describe("tomorrow's production sheet", () => {
  test('promised plus usual less good stock, rounded up to whole batches', () => {
    expect(
      gramsToMake({
        promisedGrams: 3_250,
        usualGrams: 4_000,
        goodStockGrams: 1_500,
        batchGrams: 2_000,
      }),
    ).toBe(6_000);
  });

  test('nothing to make when the good stock covers the day', () => {
    expect(
      gramsToMake({
        promisedGrams: 500,
        usualGrams: 500,
        goodStockGrams: 1_000,
        batchGrams: 2_000,
      }),
    ).toBe(0);
  });

  test('without a batch size, exactly what is wanted', () => {
    expect(
      gramsToMake({ promisedGrams: 1_250, usualGrams: 0, goodStockGrams: 0, batchGrams: 0 }),
    ).toBe(1_250);
  });

  test("a weekday's usual sales average the weeks the shop sold, to the gram", () => {
    expect(usualGrams([4_000, 0, 5_000, 4_500])).toBe(4_500);
    expect(usualGrams([1_000, 1_001])).toBe(1_001);
    expect(usualGrams([])).toBe(0);
    expect(usualGrams([0, 0])).toBe(0);
  });
});
