/**
 * Closing a counter's day (the Z report): from the day's bills of one counter and cashier, what
 * was sold, voided and discounted, what each payment mode took, the GST by rate, and the cash the
 * drawer should hold against what the cashier counts. Bills are never edited, so a voided bill
 * stays in the day's list and is counted apart, its money given back.
 */
import { formatRupees, type Paise } from './money.ts';
import {
  COUNTER_PAYMENT_MODES,
  type CounterPaymentMode,
  type SettledPayment,
} from './counter-payments.ts';
import type { InvoiceLine } from './tax-invoice.ts';

type TaxFigures = Pick<
  InvoiceLine,
  'gstRatePercent' | 'taxableValuePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'
>;

/** A bill of the day as the counter recorded it. */
export interface DayBill {
  /** Voided after it was issued: its money was given back. */
  voided: boolean;
  totalPaise: Paise;
  discountPaise: Paise;
  /** The amounts of lines taken off before payment, each with a manager's leave. */
  lineVoidsPaise: readonly Paise[];
  /** What each mode paid of the bill (cash less its change), adding up to its total. */
  payments: readonly SettledPayment[];
  /** The bill's invoice lines, for the GST by rate. */
  taxLines: readonly TaxFigures[];
}

export interface GstAtRate extends TaxFigures {
  /** What the lines at this rate came to, tax included. */
  amountPaise: Paise;
}

export interface ZReport {
  /** Bills issued and not voided, and what they came to. */
  bills: number;
  salesPaise: Paise;
  voidedBills: number;
  voidedBillsPaise: Paise;
  voidedLines: number;
  voidedLinesPaise: Paise;
  discounts: number;
  discountsPaise: Paise;
  byMode: Record<CounterPaymentMode, Paise>;
  /** One row a rate, lowest rate first. */
  gstByRate: GstAtRate[];
  cash: {
    /** The change the drawer opened with. */
    floatPaise: Paise;
    /** Cash the bills took, less their change. */
    takenPaise: Paise;
    expectedPaise: Paise;
    countedPaise: Paise;
    /** Counted less expected: below 0 the drawer is short, above 0 over. */
    differencePaise: Paise;
  };
}

/** Invoice lines summed by GST rate, lowest rate first: the Z report's, or one bill's summary. */
export function gstByRate(lines: readonly TaxFigures[]): GstAtRate[] {
  const rates = new Map<number, GstAtRate>();
  for (const line of lines) {
    const row = rates.get(line.gstRatePercent) ?? {
      gstRatePercent: line.gstRatePercent,
      taxableValuePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      amountPaise: 0,
    };
    row.taxableValuePaise += line.taxableValuePaise;
    row.cgstPaise += line.cgstPaise;
    row.sgstPaise += line.sgstPaise;
    row.igstPaise += line.igstPaise;
    row.amountPaise += line.taxableValuePaise + line.cgstPaise + line.sgstPaise + line.igstPaise;
    rates.set(line.gstRatePercent, row);
  }
  return [...rates.values()].sort((a, b) => a.gstRatePercent - b.gstRatePercent);
}

const sum = (amounts: readonly Paise[]) => amounts.reduce((total, amount) => total + amount, 0);

/** The day's close from its bills, the float the drawer opened with and the cash counted. */
export function zReport(
  bills: readonly DayBill[],
  drawer: { floatPaise: Paise; countedPaise: Paise },
): ZReport {
  const kept = bills.filter((bill) => !bill.voided);
  const voided = bills.filter((bill) => bill.voided);
  const discounted = kept.filter((bill) => bill.discountPaise > 0);
  const lineVoids = bills.flatMap((bill) => bill.lineVoidsPaise);
  const payments = kept.flatMap((bill) => bill.payments);
  const byMode = Object.fromEntries(
    COUNTER_PAYMENT_MODES.map((mode) => [
      mode,
      sum(payments.filter((payment) => payment.mode === mode).map((payment) => payment.paise)),
    ]),
  ) as Record<CounterPaymentMode, Paise>;
  const expectedPaise = drawer.floatPaise + byMode.cash;
  return {
    bills: kept.length,
    salesPaise: sum(kept.map((bill) => bill.totalPaise)),
    voidedBills: voided.length,
    voidedBillsPaise: sum(voided.map((bill) => bill.totalPaise)),
    voidedLines: lineVoids.length,
    voidedLinesPaise: sum(lineVoids),
    discounts: discounted.length,
    discountsPaise: sum(discounted.map((bill) => bill.discountPaise)),
    byMode,
    gstByRate: gstByRate(kept.flatMap((bill) => bill.taxLines)),
    cash: {
      floatPaise: drawer.floatPaise,
      takenPaise: byMode.cash,
      expectedPaise,
      countedPaise: drawer.countedPaise,
      differencePaise: drawer.countedPaise - expectedPaise,
    },
  };
}

/** The drawer's difference as the report prints it: '₹50.00 short', '₹20.00 over', 'Exact'. */
export function cashDifferenceText(differencePaise: Paise): string {
  if (differencePaise === 0) return 'Exact';
  const amount = formatRupees(Math.abs(differencePaise));
  return differencePaise < 0 ? `${amount} short` : `${amount} over`;
}
