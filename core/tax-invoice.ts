/**
 * The figures of a GST tax invoice. Prices include GST, so each line's tax is the part of its
 * amount above its taxable value: taxable = amount × 100 / (100 + rate). A promo discount
 * lowers the lines it came from (shared by their amounts, to the paisa); delivery is part of
 * the same supply, taxed at the rate of its main item. Within the shop's state the tax is
 * CGST + SGST in halves, otherwise IGST. Every line's amount is what the customer paid for it,
 * so the lines add up to the order's total exactly.
 */
import type { Paise } from './money.ts';

export interface InvoiceItem {
  description: string;
  hsnCode: string;
  gstRatePercent: number;
  quantity: number;
  /** Including GST. */
  unitPricePaise: Paise;
  totalPricePaise: Paise;
}

export interface InvoiceLine {
  description: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: Paise;
  /** Its share of the promo discount. */
  discountPaise: Paise;
  taxableValuePaise: Paise;
  gstRatePercent: number;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** What the customer paid for the line, tax included. */
  amountPaise: Paise;
}

export interface TaxInvoiceFigures {
  /** Tax split into CGST and SGST (delivery within the shop's state), else IGST. */
  intraState: boolean;
  lines: InvoiceLine[];
  taxableValuePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  totalPaise: Paise;
}

export const DELIVERY_LINE = 'Delivery charges';

/**
 * The place of supply, whose state decides the tax split: a business buyer's billing state, for
 * goods delivered to others on the buyer's direction are supplied where the buyer is (IGST Act
 * s. 10(1)(b)), whatever the recipients' states; otherwise the order's own address, which for an
 * order to several people is the buyer's.
 */
export function placeOfSupply(order: { state: string; billingState: string | null }): string {
  return order.billingState ?? order.state;
}

/** CGST + SGST within the shop's state, else IGST; a shop with no state set is inter-state. */
export function isIntraState(shopState: string, supplyState: string): boolean {
  return shopState !== '' && shopState === supplyState;
}

/** Shares `amount` out in proportion to `weights`, to the paisa, the remainders largest first. */
export function shareOut(amount: Paise, weights: readonly number[]): Paise[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount === 0 || whole === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / whole);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

function taxed(amount: Paise, rate: number, intraState: boolean) {
  const taxableValuePaise = Math.round((amount * 100) / (100 + rate));
  const tax = amount - taxableValuePaise;
  const cgstPaise = intraState ? Math.ceil(tax / 2) : 0;
  return {
    taxableValuePaise,
    cgstPaise,
    sgstPaise: intraState ? tax - cgstPaise : 0,
    igstPaise: intraState ? 0 : tax,
  };
}

export function taxInvoiceFigures(order: {
  items: readonly InvoiceItem[];
  shippingPaise: Paise;
  discountPaise: Paise;
  intraState: boolean;
}): TaxInvoiceFigures {
  const { items, intraState } = order;
  const discounts = shareOut(
    order.discountPaise,
    items.map((item) => item.totalPricePaise),
  );
  const lines: InvoiceLine[] = items.map((item, index) => {
    const discountPaise = discounts[index] ?? 0;
    const amountPaise = item.totalPricePaise - discountPaise;
    return {
      description: item.description,
      hsnCode: item.hsnCode,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      discountPaise,
      gstRatePercent: item.gstRatePercent,
      amountPaise,
      ...taxed(amountPaise, item.gstRatePercent, intraState),
    };
  });
  const main = [...items].sort((a, b) => b.totalPricePaise - a.totalPricePaise)[0];
  if (order.shippingPaise > 0 && main) {
    lines.push({
      description: DELIVERY_LINE,
      hsnCode: main.hsnCode,
      quantity: 1,
      unitPricePaise: order.shippingPaise,
      discountPaise: 0,
      gstRatePercent: main.gstRatePercent,
      amountPaise: order.shippingPaise,
      ...taxed(order.shippingPaise, main.gstRatePercent, intraState),
    });
  }
  const sum = (pick: (line: InvoiceLine) => Paise) =>
    lines.reduce((total, line) => total + pick(line), 0);
  return {
    intraState,
    lines,
    taxableValuePaise: sum((line) => line.taxableValuePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    totalPaise: sum((line) => line.amountPaise),
  };
}
