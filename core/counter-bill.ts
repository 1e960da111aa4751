/**
 * A counter bill's sums: its lines priced by the shop's own rules (a sweet by grams at its price
 * per kilogram, as the assorted box prices it; a counted item by count; an assorted box from its
 * box type), a discount on the bill with its reason, and the GST split as the web's tax
 * invoices split it. The payments that settle it are core/counter-payments.ts.
 */
import { boxPrice, boxTax, priceForGrams, type BoxShare, type BoxSweet } from './assorted-box.ts';
import { formatRupees, type Paise } from './money.ts';
import { isIntraState, taxInvoiceFigures, type TaxInvoiceFigures } from './tax-invoice.ts';

export type CounterLineKind = 'weighed' | 'counted' | 'box';

/** A bill's line, priced: what the bill prints and its tax is worked from. */
export interface CounterBillLine {
  kind: CounterLineKind;
  description: string;
  hsnCode: string;
  gstRatePercent: number;
  /** The grams of a weighed sweet, which its stock gives; null for a counted item or a box. */
  grams: number | null;
  /** How many: 1 for a weighed sweet. */
  quantity: number;
  /** Including GST. */
  unitPricePaise: Paise;
  amountPaise: Paise;
}

/** A sweet as the counter weighs it. */
export type WeighedSweet = Pick<
  BoxSweet,
  'name' | 'pricePerKgPaise' | 'gstRatePercent' | 'hsnCode'
>;

function assertCount(count: number, what: string): void {
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new RangeError(`${what} must be a whole number above 0, not ${count}`);
  }
}

function line(
  kind: CounterLineKind,
  item: { name: string; hsnCode: string; gstRatePercent: number },
  grams: number | null,
  quantity: number,
  unitPricePaise: Paise,
): CounterBillLine {
  return {
    kind,
    description: item.name,
    hsnCode: item.hsnCode,
    gstRatePercent: item.gstRatePercent,
    grams,
    quantity,
    unitPricePaise,
    amountPaise: unitPricePaise * quantity,
  };
}

/** A sweet sold by grams (typed, or read from a scale's weight barcode). */
export function weighedLine(sweet: WeighedSweet, grams: number): CounterBillLine {
  assertCount(grams, 'Grams');
  return line('weighed', sweet, grams, 1, priceForGrams(sweet.pricePerKgPaise, grams));
}

/**
 * The grams a price-embedded scale label stands for, at the sweet's price per kilogram, to the
 * gram: the stock gives what the scale weighed, while the bill charges the label's price.
 */
export function gramsForPrice(paise: Paise, pricePerKgPaise: Paise): number {
  if (pricePerKgPaise <= 0) throw new RangeError('A sweet sold by grams has a price per kilogram');
  return Math.round((paise * 1000) / pricePerKgPaise);
}

/** A sweet from a scale label that carries its price: the bill charges what the label says. */
export function scalePricedLine(sweet: WeighedSweet, paise: Paise): CounterBillLine {
  assertCount(paise, 'A price in paise');
  // A label of a few paise still stands for a gram: every weighed line takes some stock.
  const grams = Math.max(1, gramsForPrice(paise, sweet.pricePerKgPaise));
  return line('weighed', sweet, grams, 1, paise);
}

/** A counted item (a gift box, a hamper, a 500 g pack) at its own price. */
export function countedLine(
  item: { name: string; hsnCode: string; gstRatePercent: number; unitPricePaise: Paise },
  quantity: number,
): CounterBillLine {
  assertCount(quantity, 'A quantity');
  return line('counted', item, null, quantity, item.unitPricePaise);
}

/** Assorted boxes of one box type and one choice of shares, priced and taxed as the web's are. */
export function boxLine(
  box: { name: string; chargePaise: Paise },
  shares: readonly BoxShare[],
  sweets: readonly BoxSweet[],
  quantity: number,
): CounterBillLine {
  assertCount(quantity, 'A quantity');
  const { totalPaise } = boxPrice(box, shares, sweets);
  const tax = boxTax(shares, sweets);
  return line('box', { name: box.name, ...tax }, null, quantity, totalPaise);
}

/** What the lines come to before a discount. */
export function linesTotal(lines: ReadonlyArray<Pick<CounterBillLine, 'amountPaise'>>): Paise {
  return lines.reduce((total, each) => total + each.amountPaise, 0);
}

export interface BillDiscount {
  paise: Paise;
  reason: string;
}

/** What is wrong with a bill's discount, in the cashier's words; null when nothing. */
export function discountProblem(discount: BillDiscount, linesTotalPaise: Paise): string | null {
  if (!Number.isSafeInteger(discount.paise) || discount.paise < 0) {
    return 'Please enter the discount in rupees, like 50 or 12.50.';
  }
  if (discount.paise > linesTotalPaise) {
    return `The discount cannot be more than the bill, ${formatRupees(linesTotalPaise)}.`;
  }
  if (discount.paise > 0 && discount.reason.trim() === '') {
    return 'Please give the reason for the discount.';
  }
  return null;
}

/**
 * The bill's tax invoice figures, worked exactly as the web's invoices are (core/tax-invoice.ts):
 * the discount shared over the lines by their amounts, each line's tax inside its price. A sale
 * over the counter is supplied where the customer takes the goods, at the shop, so it is CGST +
 * SGST in halves, B2B or B2C alike; a shop with no state set is taxed as the web taxes it then.
 */
export function billFigures(
  lines: readonly CounterBillLine[],
  discount: BillDiscount,
  shopState: string,
): TaxInvoiceFigures {
  const problem = discountProblem(discount, linesTotal(lines));
  if (problem) throw new RangeError(problem);
  return taxInvoiceFigures({
    items: lines.map((each) => ({
      description: each.description,
      hsnCode: each.hsnCode,
      gstRatePercent: each.gstRatePercent,
      quantity: each.quantity,
      unitPricePaise: each.unitPricePaise,
      totalPricePaise: each.amountPaise,
    })),
    shippingPaise: 0,
    discountPaise: discount.paise,
    intraState: isIntraState(shopState, shopState),
  });
}
