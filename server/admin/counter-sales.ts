/**
 * Counter sales for the owner's books, beside the web's: what the counter's bills took, by
 * payment mode, and its bills of a date range for the Payouts export. A bill's payments add up to
 * its total (core/counter-payments.ts), so the modes' sums are its sales.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { COUNTER_PAYMENT_MODES, type CounterPaymentMode } from '#core/counter-payments.ts';
import { indiaDayEnd, indiaDayStart, type IndiaMonthBounds } from '#core/india-calendar.ts';
import type { PayoutRange } from '#core/payout-range.ts';
import type { Db } from '#server/db/client.ts';
import { counterBills, counterPayments, counters } from '#server/db/schema/counter.ts';

export type ByMode = Record<CounterPaymentMode, number>;

export interface CounterSales {
  bills: number;
  totalPaise: number;
  byMode: ByMode;
  thisMonthPaise: number;
  lastMonthPaise: number;
}

const paiseWhere = (condition: SQL) =>
  sql<number>`coalesce(sum(${counterPayments.paise}) filter (where ${condition}), 0)`.mapWith(
    Number,
  );

const takenBetween = (start: Date, end: Date) =>
  sql`${gte(counterBills.takenAt, start)} and ${lt(counterBills.takenAt, end)}`;

/** One query, whatever the number of bills: every figure is a filtered sum of one join. */
export async function loadCounterSales(db: Db, month: IndiaMonthBounds): Promise<CounterSales> {
  const [row] = await db
    .select({
      bills: sql<number>`count(distinct ${counterBills.id})`.mapWith(Number),
      totalPaise: paiseWhere(sql`true`),
      cash: paiseWhere(sql`${counterPayments.mode} = 'cash'`),
      upi: paiseWhere(sql`${counterPayments.mode} = 'upi'`),
      card: paiseWhere(sql`${counterPayments.mode} = 'card'`),
      thisMonthPaise: paiseWhere(takenBetween(month.thisMonthStart, month.nextMonthStart)),
      lastMonthPaise: paiseWhere(takenBetween(month.lastMonthStart, month.thisMonthStart)),
    })
    .from(counterBills)
    .leftJoin(counterPayments, eq(counterPayments.billId, counterBills.id));
  return {
    bills: row?.bills ?? 0,
    totalPaise: row?.totalPaise ?? 0,
    byMode: { cash: row?.cash ?? 0, upi: row?.upi ?? 0, card: row?.card ?? 0 },
    thisMonthPaise: row?.thisMonthPaise ?? 0,
    lastMonthPaise: row?.lastMonthPaise ?? 0,
  };
}

export interface CounterBillSale {
  billNumber: string;
  counterName: string;
  buyerName: string | null;
  totalPaise: number;
  byMode: ByMode;
  takenAt: Date;
}

/** The counter's bills taken on India's days `from` to `to`, both included; newest first. */
export async function listCounterBillSales(db: Db, range: PayoutRange): Promise<CounterBillSale[]> {
  const modePaise = (mode: CounterPaymentMode) =>
    paiseWhere(sql`${counterPayments.mode} = ${mode}`);
  const rows = await db
    .select({
      billNumber: counterBills.billNumber,
      counterName: counters.name,
      buyer: counterBills.buyer,
      totalPaise: counterBills.totalPaise,
      takenAt: counterBills.takenAt,
      cash: modePaise('cash'),
      upi: modePaise('upi'),
      card: modePaise('card'),
    })
    .from(counterBills)
    .innerJoin(counters, eq(counters.id, counterBills.counterId))
    .leftJoin(counterPayments, eq(counterPayments.billId, counterBills.id))
    .where(
      and(
        gte(counterBills.takenAt, indiaDayStart(range.from)),
        lt(counterBills.takenAt, indiaDayEnd(range.to)),
      ),
    )
    .groupBy(counterBills.id, counters.name)
    .orderBy(desc(counterBills.takenAt), desc(counterBills.billNumber));
  return rows.map((row) => ({
    billNumber: row.billNumber,
    counterName: row.counterName,
    buyerName: row.buyer?.name ?? null,
    totalPaise: row.totalPaise,
    takenAt: row.takenAt,
    byMode: Object.fromEntries(COUNTER_PAYMENT_MODES.map((mode) => [mode, row[mode]])) as ByMode,
  }));
}
