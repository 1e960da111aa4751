/**
 * What the counter sends and what its settings forms post, checked by zod on the server and, for
 * the forms, in the browser. Apart from the rules (core/counter-*.ts), so a counter page that only
 * needs a constant or a rule never loads zod.
 */
import { z } from 'zod';
import { requiredText } from './address-input.ts';
import { discountProblem, linesTotal } from './counter-bill.ts';
import { parseBillNumber } from './counter-bill-number.ts';
import { COUNTER_PAYMENT_MODES, settlePayments } from './counter-payments.ts';
import {
  readScalePrefixes,
  scaleLayoutProblem,
  type ScaleBarcodeLayout,
} from './counter-scale-barcode.ts';
import { readUpiId, UPI_ID_MESSAGES } from './counter-upi.ts';
import { GSTIN_MESSAGES, gstinProblem } from './gstin.ts';
import { financialYearOf } from './invoice-number.ts';
import { parseRupees } from './rupee-input.ts';

export const COUNTER_LINE_MOST_GRAMS = 100_000;
export const COUNTER_LINE_MOST_COUNT = 999;
const BILL_MOST_LINES = 200;
const BILL_MOST_PAYMENTS = 10;
/** ₹1 crore: far above any counter bill, so only a mistake meets it. */
const MOST_PAISE = 1_00_00_000_00;

const wholeNumber = (message: string, least: number, most: number) =>
  z.number({ error: message }).int(message).min(least, message).max(most, message);

const paise = (message: string, least = 1) => wholeNumber(message, least, MOST_PAISE);

/** What the line came to as the counter priced and printed it; the server prices it again. */
const amountPaise = paise('A line’s amount must be a whole number of paise above 0.');

const weighedLineSchema = z.object({
  kind: z.literal('weighed'),
  productId: z.uuid({ error: 'Please choose the sweet from the counter’s tiles.' }),
  grams: wholeNumber(
    `Please weigh between 1 g and ${COUNTER_LINE_MOST_GRAMS / 1000} kg.`,
    1,
    COUNTER_LINE_MOST_GRAMS,
  ),
  amountPaise,
  /** The scale label it was read from, when it was scanned: its price, if it has one, is charged. */
  scaleBarcode: z
    .string()
    .regex(/^\d{13}$/, 'A scale barcode has 13 digits.')
    .optional(),
});

const countField = wholeNumber(
  `Please give a count from 1 to ${COUNTER_LINE_MOST_COUNT}.`,
  1,
  COUNTER_LINE_MOST_COUNT,
);

const countedLineSchema = z.object({
  kind: z.literal('counted'),
  variantId: z.uuid({ error: 'Please choose the item from the counter’s tiles.' }),
  quantity: countField,
  amountPaise,
});

const boxLineSchema = z.object({
  kind: z.literal('box'),
  boxTypeId: z.uuid({ error: 'Please choose the box from the counter’s tiles.' }),
  shares: z
    .array(
      z.object({
        productId: z.uuid({ error: 'Please choose the sweets from the box’s list.' }),
        grams: wholeNumber('Please choose each sweet’s grams.', 1, COUNTER_LINE_MOST_GRAMS),
      }),
    )
    .min(1, 'Please choose the sweets in the box.'),
  quantity: countField,
  amountPaise,
});

export const counterLineSchema = z.discriminatedUnion(
  'kind',
  [weighedLineSchema, countedLineSchema, boxLineSchema],
  { error: 'A line is a sweet by grams, an item by count, or an assorted box.' },
);
export type CounterLineInput = z.output<typeof counterLineSchema>;

const buyerSchema = z.object({
  name: requiredText('the business name', 100),
  gstin: z
    .string({ error: GSTIN_MESSAGES.length })
    .transform((gstin) => gstin.replace(/\s+/g, '').toUpperCase())
    .superRefine((gstin, context) => {
      const problem = gstinProblem(gstin);
      if (problem) context.addIssue({ code: 'custom', message: GSTIN_MESSAGES[problem] });
    }),
  address: requiredText('the billing address', 300),
});

/**
 * The bill's sums are checked only once every field is read: zod goes on past a refused count or
 * amount, and sums of a refused line would only repeat its refusal in other words.
 */
const ONCE_ALL_READ = {
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

/**
 * A bill as a counter sends it, at once or from its offline queue, as often as it must: its key
 * makes it recorded once. Its number was given on the device (core/counter-bill-number.ts).
 */
export const counterBillSchema = z
  .object({
    idempotencyKey: z.uuid({ error: 'A bill needs its one-time key.' }),
    billNumber: z.string().superRefine((text, context) => {
      const read = parseBillNumber(text);
      if (!read.ok) context.addIssue({ code: 'custom', message: read.problem });
    }),
    counterId: z.uuid({ error: 'A bill needs the counter it was taken at.' }),
    takenAt: z.iso
      .datetime({ offset: true, error: 'A bill needs the time it was taken.' })
      .transform((text) => new Date(text)),
    lines: z
      .array(counterLineSchema)
      .min(1, 'A bill needs at least one line.')
      .max(BILL_MOST_LINES, `A bill holds at most ${BILL_MOST_LINES} lines.`),
    /**
     * Lines taken off before payment, each with the manager who allowed it: signed in at the
     * counter, or by their PIN on the device (`approval`, core/counter-pin.ts, bound to the
     * one-time `approvalId`).
     */
    voidedLines: z
      .array(
        z
          .object({
            line: counterLineSchema,
            approvedBy: z.string().min(1),
            approvalId: z.uuid().optional(),
            approval: z
              .string()
              .regex(/^[0-9a-f]{64}$/, 'A PIN approval is 64 hex digits.')
              .optional(),
          })
          .refine((each) => (each.approvalId === undefined) === (each.approval === undefined), {
            message: 'A PIN approval comes with its one-time id.',
          }),
      )
      .max(BILL_MOST_LINES)
      .default([]),
    discount: z
      .object({
        paise: paise('Please enter the discount in rupees, like 50 or 12.50.', 0),
        reason: z.string().trim().max(200, 'Please keep the reason to 200 characters.'),
      })
      .default({ paise: 0, reason: '' }),
    payments: z
      .array(
        z.object({
          mode: z.enum(COUNTER_PAYMENT_MODES, { error: 'Please choose cash, UPI or card.' }),
          paise: paise('Please enter each payment as an amount above ₹0.'),
        }),
      )
      .max(BILL_MOST_PAYMENTS, `A bill takes at most ${BILL_MOST_PAYMENTS} payments.`),
    /** A business buyer's details, for a B2B tax invoice; none for a B2C bill. */
    buyer: buyerSchema.optional(),
  })
  .superRefine((bill, context) => {
    const number = parseBillNumber(bill.billNumber);
    if (number.ok && number.financialYear !== financialYearOf(bill.takenAt)) {
      context.addIssue({
        code: 'custom',
        path: ['billNumber'],
        message: `This bill's number is of ${number.financialYear}, but it was taken in ${financialYearOf(bill.takenAt)}.`,
      });
    }
    const total = linesTotal(bill.lines);
    const discount = discountProblem(bill.discount, total);
    if (discount) {
      context.addIssue({ code: 'custom', path: ['discount'], message: discount });
      return;
    }
    const paid = settlePayments(total - bill.discount.paise, bill.payments);
    if (!paid.ok) context.addIssue({ code: 'custom', path: ['payments'], message: paid.problem });
  }, ONCE_ALL_READ);
export type CounterBillInput = z.output<typeof counterBillSchema>;

/** The UPI ID in Settings; empty turns the counter's UPI QR off. */
export const upiIdSettingSchema = z.object({
  upiId: z
    .string()
    .optional()
    .transform((text, context) => {
      if ((text ?? '').trim() === '') return '';
      const read = readUpiId(text ?? '');
      if (read.ok) return read.upiId;
      context.addIssue({ code: 'custom', message: UPI_ID_MESSAGES[read.problem] });
      return z.NEVER;
    }),
});
export type UpiIdSettingInput = z.output<typeof upiIdSettingSchema>;

/** The scale's barcode layout in Settings (core/counter-scale-barcode.ts), as its form posts it. */
export const scaleLayoutSettingSchema = z
  .object({
    scalePrefixes: z
      .string({ error: 'Please give the prefixes, like 20-29.' })
      .transform((text, context) => {
        const read = readScalePrefixes(text);
        if (read.ok) return read.prefixes;
        context.addIssue({ code: 'custom', message: read.problem });
        return z.NEVER;
      }),
    scaleMeasure: z.enum(['grams', 'price'], {
      error: 'Please choose what the barcode carries: the weight or the price.',
    }),
    scalePriceDecimals: z
      .enum(['0', '1', '2'], { error: 'Please choose how many decimals the price has.' })
      .default('2')
      .transform((decimals) => Number(decimals) as 0 | 1 | 2),
    scaleValueDigits: z
      .enum(['4', '5', '6'], { error: 'Please choose how many digits the value has.' })
      .transform((digits) => Number(digits) as 4 | 5 | 6),
    scaleValueCheckDigit: z
      .string()
      .optional()
      .transform((value) => value === 'on' || value === 'true'),
  })
  .transform((form): ScaleBarcodeLayout => ({
    prefixes: form.scalePrefixes,
    measure: form.scaleMeasure,
    priceDecimals: form.scalePriceDecimals,
    valueDigits: form.scaleValueDigits,
    valueCheckDigit: form.scaleValueCheckDigit,
  }))
  .superRefine((layout, context) => {
    const problem = scaleLayoutProblem(layout);
    if (problem) {
      context.addIssue({ code: 'custom', path: ['scaleValueCheckDigit'], message: problem });
    }
  });
export type ScaleLayoutSettingInput = z.output<typeof scaleLayoutSettingSchema>;

/** Cash as the cashier types it at the day's open (the float) or close (the count). */
const cashField = (label: string) =>
  z.string({ error: `Please enter ${label} in rupees, like 2000.` }).transform((text, context) => {
    const read = parseRupees(text);
    if (read.ok) return read.paise;
    const message =
      read.problem === 'negative'
        ? `${label[0]?.toUpperCase()}${label.slice(1)} cannot be negative.`
        : `Please enter ${label} in rupees, like 2000 or 2000.50.`;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

export const dayOpenSchema = z.object({ float: cashField('the change in the drawer') });
export const dayCloseSchema = z.object({ countedCash: cashField('the cash counted') });

/** A counter as the owner names it in Settings, with its printer's paper. */
export const counterSchema = z.object({
  name: requiredText('the counter’s name, like Front counter', 60),
  paperWidthMm: z
    .enum(['58', '80'], { error: 'Please choose the printer’s paper: 58 mm or 80 mm.' })
    .transform((width) => Number(width) as 58 | 80),
});
export type CounterInput = z.output<typeof counterSchema>;
