/**
 * A counter's bill reaches the shop, at once or from the device's offline queue, as often as it
 * must: recorded once by its key, with the number its device gave it, next in its series, and its
 * stock taken in the same transaction (never refused: take-recorded-stock.ts).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '#core/app-error.ts';
import { billFigures } from '#core/counter-bill.ts';
import { parseBillNumber } from '#core/counter-bill-number.ts';
import type { CounterBillInput } from '#core/counter-input.ts';
import { settlePayments } from '#core/counter-payments.ts';
import { counterTransaction, type Db, type Transaction } from '#server/db/client.ts';
import {
  counterBillLines,
  counterBills,
  counterPayments,
  counterSeries,
  stockShortfalls,
} from '#server/db/schema/counter.ts';
import { writeTogether } from '#server/db/write-together.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { takeRecordedStock } from '#server/stock/take-recorded-stock.ts';
import { recordBillApprovals } from './bill-audit.ts';
import { describeLines, recordedItem, type RecordedLine } from './bill-lines.ts';
import { refuseUnapproved } from './void-approval.ts';

export interface RecordedBill {
  id: string;
  billNumber: string;
  totalPaise: number;
  /** False when the bill was recorded before (sent again from the queue). */
  created: boolean;
}

/**
 * A bill to record, as its route hands it over: to the counter's thread while the shop runs
 * (server/counter-thread.ts), or to recordCounterBill on the route's own thread.
 */
export interface CounterBillCall {
  cashierId: string;
  bill: CounterBillInput;
}

export type RecordCounterBill = (call: CounterBillCall) => Promise<RecordedBill>;

/** Records the bill as supplied from the shop's own state (its settings). */
export async function recordBillOfShop(
  db: Db,
  { cashierId, bill }: CounterBillCall,
): Promise<RecordedBill> {
  const { state } = await getStoreSettings(db);
  return recordCounterBill(db, cashierId, bill, state);
}

/** `shopState`: the shop's own state, where a counter's goods are supplied. */
export async function recordCounterBill(
  db: Db,
  cashierId: string,
  bill: CounterBillInput,
  shopState: string,
): Promise<RecordedBill> {
  const number = parseBillNumber(bill.billNumber);
  if (!number.ok) throw new AppError('INVALID_INPUT', number.problem, { field: 'billNumber' });
  return counterTransaction(db, async (tx) => {
    // Sends of one bill wait for each other; the bills of one series are numbered one by one.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${bill.idempotencyKey}, 0)),
        pg_advisory_xact_lock(hashtextextended(${`counter series ${number.series}`}, 0))`,
    );
    const { earlier, series, lastSequence } = await whatTheShopHolds(tx, bill, number);
    if (earlier) {
      if (earlier.billNumber !== bill.billNumber) {
        throw new AppError('CONFLICT', `This bill was recorded as ${earlier.billNumber}.`);
      }
      return { ...earlier, created: false };
    }
    refuseOutOfSeries(bill, number, series, lastSequence);
    const { roles, unproven } = await refuseUnapproved(tx, cashierId, bill);

    const lines = await describeLines(tx, bill.lines);
    const voided = await describeLines(
      tx,
      bill.voidedLines.map((each) => each.line),
    );
    const figures = billFigures(lines, bill.discount, shopState);
    const total = figures.totalPaise;
    const paid = settlePayments(total, bill.payments);
    if (!paid.ok) throw new AppError('INVALID_INPUT', paid.problem, { field: 'payments' });

    // Its id is made here, so the bill goes in with its lines, in one trip (writeTogether).
    const recorded = { id: randomUUID() };
    const billRow = tx.insert(counterBills).values({
      id: recorded.id,
      idempotencyKey: bill.idempotencyKey,
      billNumber: bill.billNumber,
      series: number.series,
      financialYear: number.financialYear,
      sequence: number.sequence,
      counterId: bill.counterId,
      cashierId,
      takenAt: bill.takenAt,
      linesTotalPaise: total + bill.discount.paise,
      discountPaise: bill.discount.paise,
      discountReason: bill.discount.paise > 0 ? bill.discount.reason : null,
      taxPaise: figures.cgstPaise + figures.sgstPaise + figures.igstPaise,
      totalPaise: total,
      changePaise: paid.changePaise,
      buyer: bill.buyer ?? null,
    });
    const stock = await takeRecordedStock(tx, lines.map(recordedItem), {
      counterBillId: recorded.id,
    });
    const lineRows = (
      rows: readonly RecordedLine[],
      voidedBy: (index: number) => { voidedBy: string; voidApprovalId: string | null } | null,
    ) =>
      rows.map((line, index) => ({
        billId: recorded.id,
        kind: line.kind,
        productId: line.productId,
        variantId: line.variantId,
        description: line.description,
        hsnCode: line.hsnCode,
        gstRate: line.gstRatePercent,
        grams: line.grams,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
        amountPaise: line.amountPaise,
        boxContents: line.boxContents,
        voidedBy: null as string | null,
        voidApprovalId: null as string | null,
        voidUnproven: false,
        ...voidedBy(index),
      }));
    const allLines = [
      ...lineRows(lines, () => null),
      ...lineRows(voided, (index) => {
        const each = bill.voidedLines[index];
        return each
          ? {
              voidedBy: each.approvedBy,
              voidApprovalId: each.approvalId ?? null,
              voidUnproven: unproven.has(index),
            }
          : null;
      }),
    ].map((row, position) => ({ ...row, position }));
    await writeTogether(tx, [
      billRow,
      tx.insert(counterBillLines).values(allLines),
      ...(paid.settled.length > 0
        ? [
            tx
              .insert(counterPayments)
              .values(paid.settled.map((payment) => ({ billId: recorded.id, ...payment }))),
          ]
        : []),
      ...stock.writes,
      ...(stock.shortfalls.length > 0
        ? [
            tx
              .insert(stockShortfalls)
              .values(stock.shortfalls.map((short) => ({ ...short, billId: recorded.id }))),
          ]
        : []),
    ]);
    await recordBillApprovals(tx, {
      billNumber: bill.billNumber,
      cashierId,
      discount: bill.discount,
      voided: voided.flatMap((line, index) => {
        const each = bill.voidedLines[index];
        return each
          ? [
              {
                line,
                approvedBy: each.approvedBy,
                byPin: each.approval !== undefined,
                proven: !unproven.has(index),
              },
            ]
          : [];
      }),
      roles,
    });
    return { id: recorded.id, billNumber: bill.billNumber, totalPaise: total, created: true };
  });
}

/** The bill as the shop holds it already (a send before), its series, and the series' last number. */
async function whatTheShopHolds(
  tx: Transaction,
  bill: CounterBillInput,
  number: { series: string; financialYear: string },
) {
  const earlierBill = alias(counterBills, 'earlier');
  const [held] = await tx
    .select({
      earlier: {
        id: earlierBill.id,
        billNumber: earlierBill.billNumber,
        totalPaise: earlierBill.totalPaise,
      },
      series: { counterId: counterSeries.counterId, retiredAt: counterSeries.retiredAt },
      lastSequence: sql<number | null>`(select max(${counterBills.sequence}) from ${counterBills}
        where ${counterBills.series} = ${number.series}
          and ${counterBills.financialYear} = ${number.financialYear})`,
    })
    .from(sql`(select 1) as asked`)
    .leftJoin(earlierBill, eq(earlierBill.idempotencyKey, bill.idempotencyKey))
    .leftJoin(counterSeries, eq(counterSeries.series, number.series));
  return held ?? { earlier: null, series: null, lastSequence: null };
}

/**
 * Refuses a bill whose series is not this counter's, was retired before the bill was taken, or
 * whose number is not the next of its series: a device sends its queue in order, so a gap means
 * an earlier bill has still to come.
 */
function refuseOutOfSeries(
  bill: CounterBillInput,
  number: { series: string; sequence: number },
  series: { counterId: string; retiredAt: Date | null } | null,
  lastSequence: number | null,
) {
  if (!series || series.counterId !== bill.counterId) {
    throw new AppError(
      'CONFLICT',
      `Series ${number.series} is not this counter’s: please set this device up again.`,
    );
  }
  if (series.retiredAt && bill.takenAt > series.retiredAt) {
    throw new AppError(
      'CONFLICT',
      `Series ${number.series} was closed when this device was set up again: please set it up again.`,
    );
  }
  const next = (lastSequence ?? 0) + 1;
  if (number.sequence < next) {
    throw new AppError('CONFLICT', `Bill ${bill.billNumber} is already recorded for another bill.`);
  }
  if (number.sequence > next) {
    throw new AppError(
      'CONFLICT',
      `Bill ${bill.billNumber} came before the bill numbered ${next} of its series: it is sent again once that one is in.`,
    );
  }
}
