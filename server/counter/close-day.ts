/**
 * Closing a counter's day (the Z report): one cashier's bills at one counter on one of India's
 * days, summed by core/counter-z-report.ts with the float and the cash counted, kept once in
 * counter_closings as printed, and written to the activity log in the same transaction.
 */
import { and, eq } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import type { CloseDayInput } from '#core/counter-day-input.ts';
import { cashDifferenceText, zReport, type ZReport } from '#core/counter-z-report.ts';
import { formatShopDate, formatShopDateTime } from '#core/date-format.ts';
import { indiaDayKey, indiaDayStart } from '#core/india-calendar.ts';
import { formatRupees } from '#core/money.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { counterClosings, counters } from '#server/db/schema/counter.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit } from '#server/staff/audit-log.ts';
import { loadDayBills, type DayBillRow } from './day-bills.ts';

/** What a closing keeps as printed: the report, and the counter and bills it covers. */
export interface ClosingFigures {
  report: ZReport;
  counterName: string;
  /** The day's first and last bill numbers; null for a day without a bill. */
  firstBill: string | null;
  lastBill: string | null;
}

export interface CounterDay {
  counter: { id: string; name: string; paperWidthMm: number };
  day: string;
  bills: DayBillRow[];
  /** This cashier's closing of the day, once closed. */
  closing: { id: string; closedAt: Date; figures: ClosingFigures } | null;
}

const NO_COUNTER = 'This counter is no longer in the shop’s list: please choose another.';

async function counterOf(db: Db | Transaction, counterId: string) {
  const [counter] = await db
    .select({ id: counters.id, name: counters.name, paperWidthMm: counters.paperWidthMm })
    .from(counters)
    .where(eq(counters.id, counterId));
  if (!counter) throw new AppError('NOT_FOUND', NO_COUNTER, { field: 'counterId' });
  return counter;
}

async function closingOf(
  db: Db | Transaction,
  actor: Actor,
  of: { counterId: string; day: string },
) {
  const [closing] = await db
    .select({
      id: counterClosings.id,
      closedAt: counterClosings.closedAt,
      figures: counterClosings.figures,
    })
    .from(counterClosings)
    .where(
      and(
        eq(counterClosings.counterId, of.counterId),
        eq(counterClosings.cashierId, actor.id),
        eq(counterClosings.day, of.day),
      ),
    );
  return closing ? { ...closing, figures: closing.figures as unknown as ClosingFigures } : null;
}

/** The signed-in staff member's own day at a counter: their bills, and its closing if closed. */
export async function readCounterDay(
  db: Db,
  actor: Actor,
  of: { counterId: string; day: string },
): Promise<CounterDay> {
  assertMay(actor, 'counter');
  const [counter, settings] = await Promise.all([
    counterOf(db, of.counterId),
    getStoreSettings(db),
  ]);
  const [bills, closing] = await Promise.all([
    loadDayBills(db, { ...of, cashierId: actor.id }, settings.state),
    closingOf(db, actor, of),
  ]);
  return { counter, day: of.day, bills, closing };
}

/** Closes the signed-in cashier's day at a counter, once; refused in words the second time. */
export async function closeCounterDay(
  db: Db,
  actor: Actor,
  input: CloseDayInput,
  now = new Date(),
): Promise<{ id: string; cashDifferencePaise: number }> {
  assertMay(actor, 'counter');
  if (input.day > indiaDayKey(now)) {
    throw new AppError('INVALID_INPUT', 'This day has not come yet.', { field: 'day' });
  }
  const { state } = await getStoreSettings(db);
  return db.transaction(async (tx) => {
    const counter = await counterOf(tx, input.counterId);
    const bills = await loadDayBills(tx, { ...input, cashierId: actor.id }, state);
    const report = zReport(bills, { floatPaise: input.float, countedPaise: input.countedCash });
    const figures: ClosingFigures = {
      report,
      counterName: counter.name,
      firstBill: bills[0]?.billNumber ?? null,
      lastBill: bills.at(-1)?.billNumber ?? null,
    };
    const [closed] = await tx
      .insert(counterClosings)
      .values({
        counterId: counter.id,
        cashierId: actor.id,
        day: input.day,
        floatPaise: report.cash.floatPaise,
        cashExpectedPaise: report.cash.expectedPaise,
        cashCountedPaise: report.cash.countedPaise,
        figures: figures as unknown as Record<string, unknown>,
      })
      .onConflictDoNothing()
      .returning({ id: counterClosings.id });
    if (!closed) {
      const earlier = await closingOf(tx, actor, input);
      const at = earlier ? `, at ${formatShopDateTime(earlier.closedAt)}` : '';
      throw new AppError(
        'CONFLICT',
        `You closed ${counter.name}’s day of ${formatShopDate(indiaDayStart(input.day))} already${at}: a day is closed once.`,
      );
    }
    await recordAudit(tx, actor, {
      kind: 'counter.day-closed',
      subject: `${counter.name}, ${input.day}`,
      after: {
        bills: report.bills,
        sales: formatRupees(report.salesPaise),
        cashExpected: formatRupees(report.cash.expectedPaise),
        cashCounted: formatRupees(report.cash.countedPaise),
        difference: cashDifferenceText(report.cash.differencePaise),
      },
    });
    return { id: closed.id, cashDifferencePaise: report.cash.differencePaise };
  });
}
