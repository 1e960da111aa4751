import { describe, expect, test } from 'vitest';
import { counterBillSchema } from '#core/counter-input.ts';
import {
  DEFAULT_SCALE_LAYOUT,
  scaleBarcodeFor,
  SCALE_BARCODE_MESSAGES,
} from '#core/counter-scale-barcode.ts';
import {
  addBox,
  addCounted,
  addScaled,
  addWeighed,
  billKeyOf,
  billSums,
  buyerProblems,
  emptyBill,
  matchesSearch,
  queuedBill,
  voidLine,
  type PricedSweet,
} from './counter-bill-view.ts';

const kajuKatli: PricedSweet = {
  productId: '00000000-0000-4000-8000-000000000001',
  name: 'Kaju Katli',
  pricePerKgPaise: 90_000,
  gstRatePercent: 5,
  hsnCode: '21069099',
  counterCode: '101',
};
const besanLadoo: PricedSweet = {
  productId: '00000000-0000-4000-8000-000000000002',
  name: 'Besan Ladoo',
  pricePerKgPaise: 52_000,
  gstRatePercent: 5,
  hsnCode: '21069099',
  counterCode: '00107',
};
const giftBox = {
  variantId: '00000000-0000-4000-8000-000000000003',
  name: 'Dry Fruit Gift Box',
  weight: 'Box',
  hsnCode: '0802',
  gstRatePercent: 12,
  unitPricePaise: 150_000,
};
const MANAGER = 'manager-user-id';
const taken = {
  idempotencyKey: '00000000-0000-4000-8000-00000000000a',
  billNumber: 'HC1/26-27/0001',
  counterId: '00000000-0000-4000-8000-00000000000b',
  takenAt: new Date('2026-11-28T10:00:00Z'),
};

describe('the bill being built at the counter', () => {
  test('350 g of a sweet by typed grams is priced per kilogram to the paisa', () => {
    const bill = addWeighed(emptyBill(), kajuKatli, 350);
    expect(bill.lines[0]?.priced).toMatchObject({ description: 'Kaju Katli', amountPaise: 31_500 });
    expect(bill.lines[0]?.sent).toEqual({
      kind: 'weighed',
      productId: kajuKatli.productId,
      grams: 350,
      amountPaise: 31_500,
    });
  });

  test('a scale label finds its sweet by the code the scale prints, zeros or not', () => {
    const barcode = scaleBarcodeFor(DEFAULT_SCALE_LAYOUT, '21', '107', 500);
    const read = addScaled(emptyBill(), barcode, DEFAULT_SCALE_LAYOUT, [kajuKatli, besanLadoo]);
    if (!read.ok) throw new Error(read.problem);
    expect(read.bill.lines[0]?.sent).toEqual({
      kind: 'weighed',
      productId: besanLadoo.productId,
      grams: 500,
      amountPaise: 26_000,
      scaleBarcode: barcode,
    });
  });

  test('a scale label with a wrong check digit, or of no sweet, is refused in words', () => {
    const barcode = scaleBarcodeFor(DEFAULT_SCALE_LAYOUT, '21', '107', 500);
    const wrong = `${barcode.slice(0, 12)}${(Number(barcode[12]) + 1) % 10}`;
    expect(addScaled(emptyBill(), wrong, DEFAULT_SCALE_LAYOUT, [besanLadoo])).toEqual({
      ok: false,
      problem: SCALE_BARCODE_MESSAGES.checkDigit,
    });
    const unknown = scaleBarcodeFor(DEFAULT_SCALE_LAYOUT, '21', '999', 500);
    expect(addScaled(emptyBill(), unknown, DEFAULT_SCALE_LAYOUT, [besanLadoo])).toEqual({
      ok: false,
      problem: "No sweet has the code 999: please check the sweet's code on the scale.",
    });
  });

  test('a counted item is named with its variant, as the shop records it', () => {
    const bill = addCounted(emptyBill(), giftBox, 2);
    expect(bill.lines[0]?.priced).toMatchObject({
      description: 'Dry Fruit Gift Box (Box)',
      quantity: 2,
      amountPaise: 300_000,
    });
  });

  test('an assorted box is priced from its sweets and its charge', () => {
    const bill = addBox(
      emptyBill(),
      { boxTypeId: '00000000-0000-4000-8000-00000000000c', name: 'Mithai Box', chargePaise: 5_000 },
      [
        { productId: kajuKatli.productId, grams: 250 },
        { productId: besanLadoo.productId, grams: 250 },
      ],
      [kajuKatli, besanLadoo],
      1,
    );
    expect(bill.lines[0]?.priced.amountPaise).toBe(22_500 + 13_000 + 5_000);
  });

  test('a line taken off leaves the bill, stays on the record with who allowed it', () => {
    let bill = addWeighed(emptyBill(), kajuKatli, 350);
    bill = addCounted(bill, giftBox, 1);
    bill = voidLine(bill, 'line-1', MANAGER);
    expect(bill.lines.map((line) => line.priced.description)).toEqual(['Dry Fruit Gift Box (Box)']);
    expect(queuedBill(bill, taken).voidedLines).toEqual([
      { line: expect.objectContaining({ kind: 'weighed', grams: 350 }), approvedBy: MANAGER },
    ]);
  });

  test('a line a cashier takes off with a manager’s PIN is sent with its approval, which the bill’s schema reads', () => {
    let bill = addWeighed(emptyBill(), kajuKatli, 350);
    bill = addCounted(bill, giftBox, 1);
    const pin = { approvalId: '5f0c2d7e-1b3a-4c8d-9e6f-7a8b9c0d1e2f', approval: 'ab'.repeat(32) };
    bill = voidLine(bill, 'line-2', MANAGER, pin);
    bill = { ...bill, payments: [{ mode: 'cash', paise: billSums(bill, 'Delhi').totalPaise }] };
    const sent = queuedBill(bill, taken);
    expect(sent.voidedLines).toEqual([
      { line: expect.objectContaining({ kind: 'counted' }), approvedBy: MANAGER, ...pin },
    ]);
    expect(counterBillSchema.parse(sent).voidedLines[0]).toMatchObject(pin);
  });

  test('half in cash and half by UPI settles it, with the change of the cash handed over', () => {
    let bill = addWeighed(emptyBill(), kajuKatli, 350);
    bill = addCounted(bill, giftBox, 1);
    const total = billSums(bill, 'Delhi').totalPaise;
    expect(total).toBe(181_500);
    bill = {
      ...bill,
      payments: [
        { mode: 'upi', paise: 90_750 },
        { mode: 'cash', paise: 100_000 },
      ],
    };
    const sums = billSums(bill, 'Delhi');
    expect(sums.settled).toMatchObject({ ok: true, changePaise: 9_250 });
    expect(sums.duePaise).toBe(0);
    // Sold at the shop: CGST and SGST, never IGST.
    expect(sums.figures.igstPaise).toBe(0);
    expect(Math.abs(sums.figures.cgstPaise - sums.figures.sgstPaise)).toBeLessThanOrEqual(1);
  });

  test('a discount too large is refused in words and left out of the sums', () => {
    let bill = addWeighed(emptyBill(), kajuKatli, 100);
    bill = { ...bill, discount: { paise: 10_000, reason: 'Regular' } };
    const sums = billSums(bill, 'Delhi');
    expect(sums.discountProblem).toBe('The discount cannot be more than the bill, ₹90.00.');
    expect(sums.totalPaise).toBe(9_000);
  });

  test('a new line takes the payments again, as the total changed', () => {
    let bill = addWeighed(emptyBill(), kajuKatli, 100);
    bill = { ...bill, payments: [{ mode: 'cash', paise: 9_000 }] };
    expect(addWeighed(bill, besanLadoo, 100).payments).toEqual([]);
  });

  test('the bill it sends is one the shop reads', () => {
    let bill = addWeighed(emptyBill(), kajuKatli, 350);
    bill = addCounted(bill, giftBox, 1);
    bill = {
      ...bill,
      payments: [{ mode: 'card', paise: 181_500 }],
      buyer: { name: 'Sharma Traders', gstin: '07AAACH7409R1Z3', address: 'Karol Bagh, Delhi' },
    };
    const parsed = counterBillSchema.safeParse(queuedBill(bill, taken));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  test('tiles are found by a part of their name or by their counter code', () => {
    expect(matchesSearch(kajuKatli, 'katli')).toBe(true);
    expect(matchesSearch(kajuKatli, '101')).toBe(true);
    expect(matchesSearch(kajuKatli, 'ladoo')).toBe(false);
    expect(matchesSearch(kajuKatli, '  ')).toBe(true);
  });
});

test('a bill’s one-time key is a version 4 UUID the shop reads as one', () => {
  const key = billKeyOf(new Uint8Array(16).fill(255));
  expect(key).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  expect(billKeyOf(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
});

test('a business buyer needs a name, a GSTIN checked as at checkout, and an address', () => {
  expect(buyerProblems({ name: '', gstin: '07AAACH7409R1Z4', address: ' ' })).toEqual({
    name: 'Please enter the business name.',
    gstin: 'This GSTIN’s last character does not match: please check it for a typo.',
    address: 'Please enter the billing address.',
  });
  expect(
    buyerProblems({ name: 'Sharma Traders', gstin: '07aaach7409r1z3', address: 'Delhi' }),
  ).toEqual({});
});
