/**
 * One cashier's bills at one counter on one of India's calendar days (by when the counter took
 * them, not when they reached the shop: a bill taken offline at 21:50 is that day's), with what
 * the Z report needs of each: its payments, the lines taken off, and its tax lines by rate.
 */
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { COUNTER_PAYMENT_MODES, type CounterPaymentMode } from '#core/counter-payments.ts';
import type { DayBill } from '#core/counter-z-report.ts';
import { indiaDayEnd, indiaDayStart } from '#core/india-calendar.ts';
import { isIntraState, taxInvoiceFigures } from '#core/tax-invoice.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { counterBillLines, counterBills, counterPayments } from '#server/db/schema/counter.ts';

export interface DayBillRow extends DayBill {
  id: string;
  billNumber: string;
  takenAt: Date;
  /** The modes it was paid by, in the order cash, UPI, card. */
  modes: CounterPaymentMode[];
}

export interface DayOf {
  counterId: string;
  cashierId: string;
  /** India's calendar day, 'YYYY-MM-DD'. */
  day: string;
}

/** Three reads, however many bills: the bills, then all their lines and all their payments. */
export async function loadDayBills(
  db: Db | Transaction,
  of: DayOf,
  shopState: string,
): Promise<DayBillRow[]> {
  const bills = await db
    .select({
      id: counterBills.id,
      billNumber: counterBills.billNumber,
      takenAt: counterBills.takenAt,
      totalPaise: counterBills.totalPaise,
      discountPaise: counterBills.discountPaise,
    })
    .from(counterBills)
    .where(
      and(
        eq(counterBills.counterId, of.counterId),
        eq(counterBills.cashierId, of.cashierId),
        gte(counterBills.takenAt, indiaDayStart(of.day)),
        lt(counterBills.takenAt, indiaDayEnd(of.day)),
      ),
    )
    .orderBy(asc(counterBills.takenAt), asc(counterBills.billNumber));
  if (bills.length === 0) return [];
  const ids = bills.map((bill) => bill.id);
  const [lines, payments] = await Promise.all([
    db
      .select({
        billId: counterBillLines.billId,
        description: counterBillLines.description,
        hsnCode: counterBillLines.hsnCode,
        gstRatePercent: counterBillLines.gstRate,
        quantity: counterBillLines.quantity,
        unitPricePaise: counterBillLines.unitPricePaise,
        amountPaise: counterBillLines.amountPaise,
        voidedBy: counterBillLines.voidedBy,
      })
      .from(counterBillLines)
      .where(inArray(counterBillLines.billId, ids))
      .orderBy(asc(counterBillLines.billId), asc(counterBillLines.position)),
    db
      .select({
        billId: counterPayments.billId,
        mode: counterPayments.mode,
        paise: counterPayments.paise,
      })
      .from(counterPayments)
      .where(inArray(counterPayments.billId, ids)),
  ]);
  // Counter goods are supplied at the shop: within its state, as the bill was taxed.
  const intraState = isIntraState(shopState, shopState);
  return bills.map((bill) => {
    const own = lines.filter((line) => line.billId === bill.id);
    const kept = own.filter((line) => line.voidedBy === null);
    const paid = payments.filter((payment) => payment.billId === bill.id);
    const figures = taxInvoiceFigures({
      items: kept.map((line) => ({ ...line, totalPricePaise: line.amountPaise })),
      shippingPaise: 0,
      discountPaise: bill.discountPaise,
      intraState,
    });
    return {
      ...bill,
      // A bill once issued is never voided whole today: a mistake after payment is a credit note.
      voided: false,
      lineVoidsPaise: own.filter((line) => line.voidedBy !== null).map((l) => l.amountPaise),
      payments: paid.map(({ mode, paise }) => ({ mode, paise })),
      modes: COUNTER_PAYMENT_MODES.filter((mode) => paid.some((payment) => payment.mode === mode)),
      taxLines: figures.lines,
    };
  });
}
