import { describe, expect, test } from 'vitest';
import { parseFields } from './validation.ts';
import {
  madeAtForInput,
  readBatchKilograms,
  recordBatchSchema,
  writeOffBatchSchema,
} from './kitchen-batch-input.ts';

const SWEET = '6f1c1e0e-3c1b-4c55-9b1e-2b8f0f6f8a11';

describe('kilograms made, as the kitchen types them', () => {
  test.each([
    ['5', 5000],
    ['2.5', 2500],
    ['0.75', 750],
    ['500', 500_000],
  ])('"%s" is %i g', (typed, grams) => {
    expect(readBatchKilograms(typed)).toEqual({ ok: true, grams });
  });

  test.each([
    ['', 'Please enter the kilograms, like 5 or 2.5.'],
    ['0', 'Please enter more than 0 kg.'],
    ['-2', 'Kilograms cannot be negative.'],
    ['500.001', 'Please enter at most 500 kg.'],
    ['five', 'Please enter the kilograms as a number, like 2.5 (at most 3 decimals).'],
    ['1.2345', 'Please enter the kilograms as a number, like 2.5 (at most 3 decimals).'],
  ])('"%s" is refused: %s', (typed, message) => {
    expect(readBatchKilograms(typed)).toEqual({ ok: false, message });
  });
});

describe('the record form', () => {
  test('reads "made at" as India’s clock, and an empty one as now', () => {
    const read = parseFields(recordBatchSchema, {
      productId: SWEET,
      kilograms: '2.5',
      madeAt: '2026-11-28T07:30',
      cost: '1200.50',
    });
    expect(read).toEqual({
      ok: true,
      value: {
        productId: SWEET,
        kilograms: 2500,
        madeAt: new Date('2026-11-28T02:00:00Z'),
        cost: 120_050,
      },
    });
    expect(madeAtForInput(new Date('2026-11-28T02:00:00Z'))).toBe('2026-11-28T07:30');
    const now = parseFields(recordBatchSchema, { productId: SWEET, kilograms: '5', madeAt: '' });
    expect(now.ok && now.value.madeAt).toBeUndefined();
  });

  test('refuses a wrong field beside it', () => {
    expect(
      parseFields(recordBatchSchema, { productId: '', kilograms: '0', madeAt: 'soon', cost: '-4' }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        productId: 'Please choose the sweet.',
        kilograms: 'Please enter more than 0 kg.',
        madeAt: 'Please enter when it was made, like 28/11/2026 07:30.',
        cost: 'Please enter the cost in rupees, like 1200 or 1200.50 (below ₹10,00,000).',
      },
    });
  });
});

test('a write-off takes whole grams and one of the reasons', () => {
  expect(
    parseFields(writeOffBatchSchema, { batchId: SWEET, grams: '200', reason: 'damaged' }),
  ).toEqual({
    ok: true,
    value: { batchId: SWEET, grams: 200, reason: 'damaged' },
  });
  expect(
    parseFields(writeOffBatchSchema, { batchId: SWEET, grams: '0.2', reason: 'lost' }),
  ).toEqual({
    ok: false,
    fieldErrors: {
      grams: 'Please enter whole grams, like 200.',
      reason: 'Please choose why it is written off.',
    },
  });
});
