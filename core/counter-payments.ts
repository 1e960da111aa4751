/**
 * How a counter bill is paid: cash (the customer hands over notes and gets change), UPI (the
 * shop's own QR, confirmed by the cashier), card (recorded from the card machine), or split
 * across them. No provider stands behind them, so they must settle the bill to the paisa here.
 */
import { LEGAL_CASH_LIMIT, LEGAL_CASH_LIMIT_TEXT } from './cash-on-delivery.ts';
import { formatRupees, type Paise } from './money.ts';

export const COUNTER_PAYMENT_MODES = ['cash', 'upi', 'card'] as const;
export type CounterPaymentMode = (typeof COUNTER_PAYMENT_MODES)[number];

export const counterPaymentModeLabels: Record<CounterPaymentMode, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
};

/** A payment as the cashier takes it: for cash, what the customer handed over. */
export interface TenderedPayment {
  mode: CounterPaymentMode;
  paise: Paise;
}

/** What a mode paid of the bill: for cash, what was handed over less the change. */
export interface SettledPayment {
  mode: CounterPaymentMode;
  paise: Paise;
}

export interface SettledBill {
  /** Each mode once, in the order cash, UPI, card, adding up to the bill's total exactly. */
  settled: SettledPayment[];
  cashTenderedPaise: Paise;
  changePaise: Paise;
}

const sumOf = (payments: readonly TenderedPayment[], modes: readonly CounterPaymentMode[]) =>
  payments
    .filter((payment) => modes.includes(payment.mode))
    .reduce((total, payment) => total + payment.paise, 0);

/**
 * The payments that settle a bill of `totalPaise`, or why they do not, in the cashier's words.
 * UPI and card are taken for exactly what they say, so together they may not pass the bill;
 * cash may be more than what is left, and the difference is the change.
 */
export function settlePayments(
  totalPaise: Paise,
  tendered: readonly TenderedPayment[],
): ({ ok: true } & SettledBill) | { ok: false; problem: string } {
  if (tendered.some((payment) => !Number.isSafeInteger(payment.paise) || payment.paise <= 0)) {
    return { ok: false, problem: 'Please enter each payment as an amount above ₹0.' };
  }
  const exact = sumOf(tendered, ['upi', 'card']);
  const cashTenderedPaise = sumOf(tendered, ['cash']);
  const paid = exact + cashTenderedPaise;
  if (exact > totalPaise) {
    return {
      ok: false,
      problem: `UPI and card come to ${formatRupees(exact)}, more than the bill's ${formatRupees(totalPaise)}: only cash can be more, and get change.`,
    };
  }
  if (paid < totalPaise) {
    return {
      ok: false,
      problem: `The payments come to ${formatRupees(paid)}: ${formatRupees(totalPaise - paid)} is still to pay.`,
    };
  }
  if (cashTenderedPaise > 0 && exact === totalPaise) {
    return { ok: false, problem: 'UPI and card already pay the whole bill: take no cash.' };
  }
  const changePaise = paid - totalPaise;
  const cashPaise = cashTenderedPaise - changePaise;
  if (cashPaise >= LEGAL_CASH_LIMIT) {
    return {
      ok: false,
      problem: `A bill cannot take ${LEGAL_CASH_LIMIT_TEXT} or more in cash (Income Tax Act, section 269ST): please take part of it by UPI or card.`,
    };
  }
  const byMode: Record<CounterPaymentMode, Paise> = {
    cash: cashPaise,
    upi: sumOf(tendered, ['upi']),
    card: sumOf(tendered, ['card']),
  };
  return {
    ok: true,
    settled: COUNTER_PAYMENT_MODES.filter((mode) => byMode[mode] > 0).map((mode) => ({
      mode,
      paise: byMode[mode],
    })),
    cashTenderedPaise,
    changePaise,
  };
}
