import { describe, expect, test } from 'vitest';
import { DEFAULT_SCALE_LAYOUT } from './counter-scale-barcode.ts';
import {
  counterBillSchema,
  dayCloseSchema,
  dayOpenSchema,
  scaleLayoutSettingSchema,
  upiIdSettingSchema,
} from './counter-input.ts';

const kaju = '0b6a3c1e-4f3a-4d8e-9a51-2f1c7d9e8a01';
const besan = '0b6a3c1e-4f3a-4d8e-9a51-2f1c7d9e8a02';
const giftBox = '0b6a3c1e-4f3a-4d8e-9a51-2f1c7d9e8a03';
const manager = '0b6a3c1e-4f3a-4d8e-9a51-2f1c7d9e8a04';

/** The journey's bill: 350 g of Kaju Katli, 500 g of Besan Ladoo and a gift box, half cash, half UPI. */
const bill = () => ({
  idempotencyKey: '6f1d2c3b-8a9e-4b7c-a1d2-e3f4a5b6c7d8',
  billNumber: 'HC1/26-27/0001',
  counterId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  takenAt: '2026-11-08T17:30:00+05:30',
  lines: [
    { kind: 'weighed', productId: kaju, grams: 350, amountPaise: 29_750 },
    {
      kind: 'weighed',
      productId: besan,
      grams: 500,
      amountPaise: 27_500,
      scaleBarcode: '2100042005006',
    },
    { kind: 'counted', variantId: giftBox, quantity: 1, amountPaise: 45_000 },
  ],
  payments: [
    { mode: 'cash', paise: 60_000 },
    { mode: 'upi', paise: 51_125 },
  ],
});

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('a bill as the counter sends it', () => {
  test('is read with its time as a Date, no discount and no voided lines', () => {
    const read = counterBillSchema.parse(bill());
    expect(read.takenAt).toEqual(new Date('2026-11-08T12:00:00Z'));
    expect(read.discount).toEqual({ paise: 0, reason: '' });
    expect(read.voidedLines).toEqual([]);
    expect(read.lines).toHaveLength(3);
  });

  test('an assorted box, a discount with its reason and a voided line are read', () => {
    const read = counterBillSchema.parse({
      ...bill(),
      lines: [
        {
          kind: 'box',
          boxTypeId: giftBox,
          shares: [
            { productId: kaju, grams: 250 },
            { productId: besan, grams: 250 },
          ],
          quantity: 1,
          amountPaise: 39_000,
        },
      ],
      voidedLines: [
        {
          line: { kind: 'weighed', productId: kaju, grams: 350, amountPaise: 29_750 },
          approvedBy: manager,
        },
      ],
      discount: { paise: 4_000, reason: ' Regular customer ' },
      payments: [{ mode: 'card', paise: 35_000 }],
    });
    expect(read.discount).toEqual({ paise: 4_000, reason: 'Regular customer' });
    expect(read.voidedLines[0]?.approvedBy).toBe(manager);
  });

  test('a business buyer’s GSTIN is checked as at checkout', () => {
    const buyer = { name: 'Sharma Caterers', gstin: '27aapfu0939f1zv', address: 'Dadar, Mumbai' };
    expect(counterBillSchema.parse({ ...bill(), buyer }).buyer?.gstin).toBe('27AAPFU0939F1ZV');
    expect(
      messagesOf(
        counterBillSchema.safeParse({ ...bill(), buyer: { ...buyer, gstin: '27AAPFU0939F1ZA' } }),
      ),
    ).toEqual(['This GSTIN’s last character does not match: please check it for a typo.']);
  });

  test('payments short of the bill are refused in words', () => {
    const short = { ...bill(), payments: [{ mode: 'upi', paise: 51_125 }] };
    expect(messagesOf(counterBillSchema.safeParse(short))).toEqual([
      'The payments come to ₹511.25: ₹511.25 is still to pay.',
    ]);
  });

  test('a discount more than the bill, or without a reason, is refused in words', () => {
    expect(
      messagesOf(
        counterBillSchema.safeParse({ ...bill(), discount: { paise: 2_00_000, reason: 'x' } }),
      ),
    ).toEqual(['The discount cannot be more than the bill, ₹1,022.50.']);
    expect(
      messagesOf(counterBillSchema.safeParse({ ...bill(), discount: { paise: 100, reason: '' } })),
    ).toEqual(['Please give the reason for the discount.']);
  });

  test('a malformed bill number, or one of another year than the bill, is refused', () => {
    expect(messagesOf(counterBillSchema.safeParse({ ...bill(), billNumber: 'HC1-1' }))).toEqual([
      'A counter bill number is its series, the financial year and the number, like HC1/26-27/0001.',
    ]);
    expect(
      messagesOf(counterBillSchema.safeParse({ ...bill(), billNumber: 'HC1/25-26/0001' })),
    ).toEqual(["This bill's number is of 2025-26, but it was taken in 2026-27."]);
  });

  test('a bill without lines, a line of no grams or a count of 1,000 is refused', () => {
    expect(messagesOf(counterBillSchema.safeParse({ ...bill(), lines: [] }))).toEqual([
      'A bill needs at least one line.',
    ]);
    const [weighed, , counted] = bill().lines;
    expect(
      messagesOf(counterBillSchema.safeParse({ ...bill(), lines: [{ ...weighed, grams: 0 }] })),
    ).toEqual(['Please weigh between 1 g and 100 kg.']);
    expect(
      messagesOf(
        counterBillSchema.safeParse({ ...bill(), lines: [{ ...counted, quantity: 1000 }] }),
      ),
    ).toEqual(['Please give a count from 1 to 999.']);
  });

  test('a bill without its one-time key, or a payment in another mode, is refused', () => {
    expect(messagesOf(counterBillSchema.safeParse({ ...bill(), idempotencyKey: 'again' }))).toEqual(
      ['A bill needs its one-time key.'],
    );
    expect(
      messagesOf(
        counterBillSchema.safeParse({ ...bill(), payments: [{ mode: 'cheque', paise: 1_02_250 }] }),
      ),
    ).toEqual(['Please choose cash, UPI or card.']);
  });
});

describe('the counter’s settings', () => {
  test('a UPI ID is kept in lower case, and an empty one turns UPI off', () => {
    expect(upiIdSettingSchema.parse({ upiId: ' Halwai@OKAXIS ' })).toEqual({
      upiId: 'halwai@okaxis',
    });
    expect(upiIdSettingSchema.parse({ upiId: '' })).toEqual({ upiId: '' });
    expect(upiIdSettingSchema.parse({})).toEqual({ upiId: '' });
  });

  test('a UPI ID of the wrong shape is refused beside its field', () => {
    const read = upiIdSettingSchema.safeParse({ upiId: 'halwai.okaxis' });
    expect(read.error?.issues).toMatchObject([
      {
        path: ['upiId'],
        message:
          'A UPI ID is a name, @ and the bank’s handle, like halwai@okaxis or 9876543210@ybl.',
      },
    ]);
  });

  test('the scale layout form gives the layout the barcode reader takes', () => {
    expect(
      scaleLayoutSettingSchema.parse({
        scalePrefixes: '20-29',
        scaleMeasure: 'grams',
        scaleValueDigits: '5',
      }),
    ).toEqual(DEFAULT_SCALE_LAYOUT);
    expect(
      scaleLayoutSettingSchema.parse({
        scalePrefixes: '21, 22',
        scaleMeasure: 'price',
        scalePriceDecimals: '0',
        scaleValueDigits: '4',
        scaleValueCheckDigit: 'on',
      }),
    ).toEqual({
      prefixes: ['21', '22'],
      measure: 'price',
      priceDecimals: 0,
      valueDigits: 4,
      valueCheckDigit: true,
    });
  });

  test('a scale layout the scale cannot print is refused beside its field', () => {
    const read = scaleLayoutSettingSchema.safeParse({
      scalePrefixes: '30',
      scaleMeasure: 'weight',
      scaleValueDigits: '5',
    });
    expect(read.error?.issues).toMatchObject([
      {
        path: ['scalePrefixes'],
        message: 'Please give prefixes from 20 to 29, like 21, or 21, 22, or 20-29.',
      },
      {
        path: ['scaleMeasure'],
        message: 'Please choose what the barcode carries: the weight or the price.',
      },
    ]);
    const checked = scaleLayoutSettingSchema.safeParse({
      scalePrefixes: '20',
      scaleMeasure: 'price',
      scaleValueDigits: '6',
      scaleValueCheckDigit: 'on',
    });
    expect(checked.error?.issues).toMatchObject([
      {
        path: ['scaleValueCheckDigit'],
        message: 'A value check digit goes with a value of 4 or 5 digits only.',
      },
    ]);
  });

  test('the float and the cash counted are read as rupees to paise', () => {
    expect(dayOpenSchema.parse({ float: '2,000' })).toEqual({ float: 2_000_00 });
    expect(dayCloseSchema.parse({ countedCash: '₹2500.75' })).toEqual({ countedCash: 2_500_75 });
    expect(messagesOf(dayCloseSchema.safeParse({ countedCash: '-5' }))).toEqual([
      'The cash counted cannot be negative.',
    ]);
    expect(messagesOf(dayCloseSchema.safeParse({ countedCash: 'lots' }))).toEqual([
      'Please enter the cash counted in rupees, like 2000 or 2000.50.',
    ]);
  });
});
