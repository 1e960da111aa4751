/**
 * A recorded counter bill read by its one-time key, for the customer's copy at /bills/<key>: the
 * key is an unguessable UUID the counter printed and shared, so the bill is public by it. The
 * lines as recorded (voided ones are on the record, not on the customer's bill), its payments,
 * who took it at which counter, and the shop's details the invoice prints.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CounterBillLine } from '#core/counter-bill.ts';
import type { CounterPaymentMode } from '#core/counter-payments.ts';
import { isRecordId } from '#core/record-id.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import {
  counterBillLines,
  counterBills,
  counterPayments,
  counters,
} from '#server/db/schema/counter.ts';
import { counterShop, type CounterShop } from './counter-screen.ts';

export interface RecordedCounterBill {
  billKey: string;
  billNumber: string;
  takenAt: Date;
  cashierName: string;
  counterName: string;
  paperWidthMm: 58 | 80;
  lines: CounterBillLine[];
  discount: { paise: number; reason: string };
  payments: { mode: CounterPaymentMode; paise: number }[];
  changePaise: number;
  buyer: { name: string; gstin: string; address: string } | null;
  shop: CounterShop;
}

/** The bill recorded with this key; null when none is (or not yet: it may wait on its device). */
export async function counterBillByKey(
  db: Db,
  billKey: string,
): Promise<RecordedCounterBill | null> {
  if (!isRecordId(billKey)) return null;
  const [bill] = await db
    .select({
      id: counterBills.id,
      billNumber: counterBills.billNumber,
      takenAt: counterBills.takenAt,
      discountPaise: counterBills.discountPaise,
      discountReason: counterBills.discountReason,
      changePaise: counterBills.changePaise,
      buyer: counterBills.buyer,
      cashierName: users.name,
      counterName: counters.name,
      paperWidthMm: counters.paperWidthMm,
    })
    .from(counterBills)
    .innerJoin(users, eq(users.id, counterBills.cashierId))
    .innerJoin(counters, eq(counters.id, counterBills.counterId))
    .where(eq(counterBills.idempotencyKey, billKey));
  if (!bill) return null;
  const [lines, payments, shop] = await Promise.all([
    db
      .select()
      .from(counterBillLines)
      .where(and(eq(counterBillLines.billId, bill.id), isNull(counterBillLines.voidedBy)))
      .orderBy(asc(counterBillLines.position)),
    db
      .select({ mode: counterPayments.mode, paise: counterPayments.paise })
      .from(counterPayments)
      .where(eq(counterPayments.billId, bill.id)),
    counterShop(db),
  ]);
  return {
    billKey,
    billNumber: bill.billNumber,
    takenAt: bill.takenAt,
    cashierName: bill.cashierName,
    counterName: bill.counterName,
    paperWidthMm: bill.paperWidthMm === 58 ? 58 : 80,
    lines: lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      hsnCode: line.hsnCode,
      gstRatePercent: line.gstRate,
      grams: line.grams,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      amountPaise: line.amountPaise,
    })),
    discount: { paise: bill.discountPaise, reason: bill.discountReason ?? '' },
    payments,
    changePaise: bill.changePaise,
    buyer: bill.buyer,
    shop,
  };
}
