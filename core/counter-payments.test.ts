import { describe, expect, test } from 'vitest';
import { settlePayments } from './counter-payments.ts';

const bill = 1_02_250; // ₹1,022.50

describe('paying a counter bill', () => {
  test('cash of exactly the bill gives no change', () => {
    expect(settlePayments(bill, [{ mode: 'cash', paise: bill }])).toEqual({
      ok: true,
      settled: [{ mode: 'cash', paise: bill }],
      cashTenderedPaise: bill,
      changePaise: 0,
    });
  });

  test('₹1,100 in cash for ₹1,022.50 gives ₹77.50 change', () => {
    expect(settlePayments(bill, [{ mode: 'cash', paise: 1_10_000 }])).toEqual({
      ok: true,
      settled: [{ mode: 'cash', paise: bill }],
      cashTenderedPaise: 1_10_000,
      changePaise: 7_750,
    });
  });

  test('half cash, half UPI settles the bill, cash over its half giving change', () => {
    expect(
      settlePayments(bill, [
        { mode: 'upi', paise: 51_125 },
        { mode: 'cash', paise: 60_000 },
      ]),
    ).toEqual({
      ok: true,
      settled: [
        { mode: 'cash', paise: 51_125 },
        { mode: 'upi', paise: 51_125 },
      ],
      cashTenderedPaise: 60_000,
      changePaise: 8_875,
    });
  });

  test('UPI or card alone settle the bill when they are exactly the bill', () => {
    expect(settlePayments(bill, [{ mode: 'upi', paise: bill }])).toMatchObject({
      ok: true,
      settled: [{ mode: 'upi', paise: bill }],
      changePaise: 0,
    });
    expect(settlePayments(bill, [{ mode: 'card', paise: bill }])).toMatchObject({
      ok: true,
      settled: [{ mode: 'card', paise: bill }],
    });
  });

  test('a split over all three, and two UPI payments, are each mode once', () => {
    expect(
      settlePayments(bill, [
        { mode: 'upi', paise: 20_000 },
        { mode: 'card', paise: 50_000 },
        { mode: 'upi', paise: 12_250 },
        { mode: 'cash', paise: 20_000 },
      ]),
    ).toMatchObject({
      ok: true,
      settled: [
        { mode: 'cash', paise: 20_000 },
        { mode: 'upi', paise: 32_250 },
        { mode: 'card', paise: 50_000 },
      ],
      changePaise: 0,
    });
  });

  test('payments short of the bill are refused, saying what is still to pay', () => {
    expect(
      settlePayments(bill, [
        { mode: 'upi', paise: 50_000 },
        { mode: 'cash', paise: 50_000 },
      ]),
    ).toEqual({ ok: false, problem: 'The payments come to ₹1,000.00: ₹22.50 is still to pay.' });
    expect(settlePayments(bill, [])).toEqual({
      ok: false,
      problem: 'The payments come to ₹0.00: ₹1,022.50 is still to pay.',
    });
  });

  test('UPI and card more than the bill are refused: only cash gets change', () => {
    expect(
      settlePayments(bill, [
        { mode: 'upi', paise: 60_000 },
        { mode: 'card', paise: 60_000 },
      ]),
    ).toEqual({
      ok: false,
      problem:
        "UPI and card come to ₹1,200.00, more than the bill's ₹1,022.50: only cash can be more, and get change.",
    });
  });

  test('cash beside UPI that already pays the whole bill is refused', () => {
    expect(
      settlePayments(bill, [
        { mode: 'upi', paise: bill },
        { mode: 'cash', paise: 500 },
      ]),
    ).toEqual({ ok: false, problem: 'UPI and card already pay the whole bill: take no cash.' });
  });

  test('a payment of nothing, less than nothing or part of a paisa is refused', () => {
    for (const paise of [0, -500, 10.5]) {
      expect(settlePayments(bill, [{ mode: 'cash', paise }])).toEqual({
        ok: false,
        problem: 'Please enter each payment as an amount above ₹0.',
      });
    }
  });

  test('a bill discounted to nothing needs no payment', () => {
    expect(settlePayments(0, [])).toEqual({
      ok: true,
      settled: [],
      cashTenderedPaise: 0,
      changePaise: 0,
    });
  });

  test('₹2,00,000 or more in cash for one bill is refused, the rest can go by UPI', () => {
    const big = 2_50_000_00;
    expect(settlePayments(big, [{ mode: 'cash', paise: big }])).toEqual({
      ok: false,
      problem:
        'A bill cannot take ₹2,00,000 or more in cash (Income Tax Act, section 269ST): please take part of it by UPI or card.',
    });
    expect(
      settlePayments(big, [
        { mode: 'cash', paise: 1_99_999_99 },
        { mode: 'upi', paise: 50_000_01 },
      ]),
    ).toMatchObject({ ok: true, changePaise: 0 });
  });

  test('change does not count as cash taken: ₹2,00,000 handed over for less is allowed', () => {
    expect(settlePayments(1_99_000_00, [{ mode: 'cash', paise: 2_00_000_00 }])).toMatchObject({
      ok: true,
      settled: [{ mode: 'cash', paise: 1_99_000_00 }],
      changePaise: 1_000_00,
    });
  });
});
