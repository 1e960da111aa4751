/**
 * The bill the counter is building: its lines (each as the shop records it and as priced here by
 * core/counter-bill.ts), lines taken off before payment with the manager who allowed it, a
 * discount with its reason, a business buyer, and the payments. Pure: the screen keeps it in
 * state, and what it sends is `queuedBill`, the shape `counterBillSchema` reads.
 */
import type { z } from 'zod';
import type { BoxShare, BoxSweet } from '#core/assorted-box.ts';
import {
  billFigures,
  boxLine,
  countedLine,
  discountProblem,
  linesTotal,
  scalePricedLine,
  weighedLine,
  type BillDiscount,
  type CounterBillLine,
} from '#core/counter-bill.ts';
import type { counterBillSchema, counterLineSchema } from '#core/counter-input.ts';
import { settlePayments, type TenderedPayment } from '#core/counter-payments.ts';
import {
  readScaleBarcode,
  scaleCode,
  type ScaleBarcodeLayout,
} from '#core/counter-scale-barcode.ts';
import { GSTIN_MESSAGES, gstinProblem } from '#core/gstin.ts';
import type { Paise } from '#core/money.ts';

/** A line as the counter sends it. */
export type SentLine = z.input<typeof counterLineSchema>;
export type QueuedBillShape = z.input<typeof counterBillSchema>;

export interface DraftLine {
  /** Tells lines apart on screen: two lines of one sweet are two lines. */
  key: string;
  sent: SentLine;
  priced: CounterBillLine;
}

export interface Buyer {
  name: string;
  gstin: string;
  address: string;
}

/** A manager's PIN approval of a line taken off (app/lib/counter/void-by-pin.ts). */
export interface PinApproval {
  approvalId: string;
  approval: string;
}

export interface DraftBill {
  lines: DraftLine[];
  voided: Array<{ line: DraftLine; approvedBy: string } & Partial<PinApproval>>;
  discount: BillDiscount;
  buyer: Buyer | null;
  payments: TenderedPayment[];
  /** How many lines were ever added: the next line's key. */
  added: number;
}

export const emptyBill = (): DraftBill => ({
  lines: [],
  voided: [],
  discount: { paise: 0, reason: '' },
  buyer: null,
  payments: [],
  added: 0,
});

function withLine(bill: DraftBill, sent: SentLine, priced: CounterBillLine): DraftBill {
  const line = { key: `line-${bill.added + 1}`, sent, priced };
  // A new line changes the total: payments taken for the old one are taken again.
  return { ...bill, lines: [...bill.lines, line], added: bill.added + 1, payments: [] };
}

export interface PricedSweet extends BoxSweet {
  counterCode: string | null;
}

/** A sweet by grams typed on the number pad. */
export function addWeighed(bill: DraftBill, sweet: PricedSweet, grams: number): DraftBill {
  const priced = weighedLine(sweet, grams);
  const sent: SentLine = {
    kind: 'weighed',
    productId: sweet.productId,
    grams,
    amountPaise: priced.amountPaise,
  };
  return withLine(bill, sent, priced);
}

/** A counted item (a gift box, a hamper, a sweet's pack) by count. */
export function addCounted(
  bill: DraftBill,
  item: {
    variantId: string;
    name: string;
    weight: string;
    hsnCode: string;
    gstRatePercent: number;
    unitPricePaise: Paise;
  },
  quantity: number,
): DraftBill {
  // Named as the shop records it (server/counter/bill-lines.ts): the product and its variant.
  const priced = countedLine({ ...item, name: `${item.name} (${item.weight})` }, quantity);
  const sent: SentLine = {
    kind: 'counted',
    variantId: item.variantId,
    quantity,
    amountPaise: priced.amountPaise,
  };
  return withLine(bill, sent, priced);
}

/** Assorted boxes of one box type and one choice of sweets. */
export function addBox(
  bill: DraftBill,
  box: { boxTypeId: string; name: string; chargePaise: Paise },
  shares: readonly BoxShare[],
  sweets: readonly BoxSweet[],
  quantity: number,
): DraftBill {
  const priced = boxLine(box, shares, sweets, quantity);
  const sent: SentLine = {
    kind: 'box',
    boxTypeId: box.boxTypeId,
    shares: shares.map(({ productId, grams }) => ({ productId, grams })),
    quantity,
    amountPaise: priced.amountPaise,
  };
  return withLine(bill, sent, priced);
}

/**
 * A weighing scale's label, scanned or typed: the sweet found by the code the scale prints (its
 * counter code), by its weight or at its price. What is wrong is said in the cashier's words.
 */
export function addScaled(
  bill: DraftBill,
  barcode: string,
  layout: ScaleBarcodeLayout,
  sweets: readonly PricedSweet[],
): { ok: true; bill: DraftBill } | { ok: false; problem: string } {
  const reading = readScaleBarcode(barcode, layout);
  if (!reading.ok) return reading;
  const sweet = sweets.find(
    (each) => each.counterCode !== null && scaleCode(each.counterCode) === reading.code,
  );
  if (!sweet) {
    return {
      ok: false,
      problem: `No sweet has the code ${reading.code}: please check the sweet's code on the scale.`,
    };
  }
  const scaleBarcode = barcode.replace(/\s+/g, '');
  const priced =
    'grams' in reading ? weighedLine(sweet, reading.grams) : scalePricedLine(sweet, reading.paise);
  const sent: SentLine = {
    kind: 'weighed',
    productId: sweet.productId,
    grams: priced.grams ?? 1,
    amountPaise: priced.amountPaise,
    scaleBarcode,
  };
  return { ok: true, bill: withLine(bill, sent, priced) };
}

/**
 * A line taken off before payment, on the record with the manager who allowed it: the one signed
 * in, or one whose PIN was typed (`pin`: the approval the shop checks).
 */
export function voidLine(
  bill: DraftBill,
  key: string,
  approvedBy: string,
  pin?: PinApproval,
): DraftBill {
  const line = bill.lines.find((each) => each.key === key);
  if (!line) return bill;
  return {
    ...bill,
    lines: bill.lines.filter((each) => each.key !== key),
    voided: [...bill.voided, { line, approvedBy, ...pin }],
    payments: [],
  };
}

/** What the bill comes to now, and whether its payments settle it. */
export function billSums(bill: DraftBill, shopState: string) {
  const linesTotalPaise = linesTotal(bill.lines.map((line) => line.priced));
  const discountIssue = discountProblem(bill.discount, linesTotalPaise);
  const discount = discountIssue ? { paise: 0, reason: '' } : bill.discount;
  const figures = billFigures(
    bill.lines.map((line) => line.priced),
    discount,
    shopState,
  );
  const totalPaise = figures.totalPaise;
  const settled = totalPaise > 0 ? settlePayments(totalPaise, bill.payments) : null;
  const paidPaise = bill.payments.reduce((sum, payment) => sum + payment.paise, 0);
  return {
    linesTotalPaise,
    discountProblem: discountIssue,
    figures,
    totalPaise,
    /** Still to pay, before the change: never below zero. */
    duePaise: Math.max(0, totalPaise - paidPaise),
    settled,
  };
}
export type BillSums = ReturnType<typeof billSums>;

/** The bill as the counter sends it and its queue keeps it. */
export function queuedBill(
  bill: DraftBill,
  taken: { idempotencyKey: string; billNumber: string; counterId: string; takenAt: Date },
): QueuedBillShape {
  return {
    idempotencyKey: taken.idempotencyKey,
    billNumber: taken.billNumber,
    counterId: taken.counterId,
    takenAt: taken.takenAt.toISOString(),
    lines: bill.lines.map((line) => line.sent),
    voidedLines: bill.voided.map(({ line, approvedBy, approvalId, approval }) => ({
      line: line.sent,
      approvedBy,
      ...(approvalId && approval ? { approvalId, approval } : {}),
    })),
    discount: bill.discount,
    payments: bill.payments,
    ...(bill.buyer ? { buyer: bill.buyer } : {}),
  };
}

/** The tiles a search finds: by name (any word's start) or by the product's counter code. */
export function matchesSearch(
  tile: { name: string; counterCode: string | null },
  search: string,
): boolean {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return true;
  if (tile.counterCode !== null && tile.counterCode.toLowerCase() === wanted) return true;
  return tile.name.toLowerCase().includes(wanted);
}

/**
 * A bill's one-time key, a version 4 UUID from 16 random bytes: made here rather than by
 * `crypto.randomUUID`, which a tablet reaching the shop over plain HTTP on its network lacks.
 */
export function billKeyOf(bytes: Uint8Array): string {
  if (bytes.length !== 16) throw new RangeError('A bill key is made of 16 random bytes');
  const hex = [...bytes].map((byte, index) => {
    const set = index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte;
    return set.toString(16).padStart(2, '0');
  });
  const at = (from: number, to: number) => hex.slice(from, to).join('');
  return `${at(0, 4)}-${at(4, 6)}-${at(6, 8)}-${at(8, 10)}-${at(10, 16)}`;
}

/** What is wrong with a business buyer's details, by field, in the cashier's words. */
export function buyerProblems(buyer: Buyer): Partial<Record<keyof Buyer, string>> {
  const problems: Partial<Record<keyof Buyer, string>> = {};
  if (buyer.name.trim() === '') problems.name = 'Please enter the business name.';
  const gstin = buyer.gstin.replace(/\s+/g, '').toUpperCase();
  const gstinIssue = gstinProblem(gstin);
  if (gstinIssue) problems.gstin = GSTIN_MESSAGES[gstinIssue];
  if (buyer.address.trim() === '') problems.address = 'Please enter the billing address.';
  return problems;
}

export { COUNTER_LINE_MOST_COUNT, COUNTER_LINE_MOST_GRAMS } from '#core/counter-input.ts';
