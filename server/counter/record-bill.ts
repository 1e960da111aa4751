/**
 * A counter's bill reaches the shop, at once or from the device's offline queue, as often as it
 * must: recorded once by its key, with the number its device gave it, next in its series, and its
 * stock taken in the same transaction (never refused: take-recorded-stock.ts).
 */
import { and, eq, max, sql } from 'drizzle-orm';
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
      sql`select pg_advisory_xact_lock(hashtextextended(${bill.idempotencyKey}, 0))`,
    );
    const [earlier] = await tx
      .select({
        id: counterBills.id,
        billNumber: counterBills.billNumber,
        totalPaise: counterBills.totalPaise,
      })
      .from(counterBills)
      .where(eq(counterBills.idempotencyKey, bill.idempotencyKey));
    if (earlier) {
      if (earlier.billNumber !== bill.billNumber) {
        throw new AppError('CONFLICT', `This bill was recorded as ${earlier.billNumber}.`);
      }
      return { ...earlier, created: false };
    }
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`counter series ${number.series}`}, 0))`,
    );
    await refuseOutOfSeries(tx, bill, number);
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

    const [recorded] = await tx
      .insert(counterBills)
      .values({
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
      })
      .returning({ id: counterBills.id });
    if (!recorded) throw new Error('The bill was not recorded');
    const stock = await takeRecordedStock(tx, lines.map(recordedItem));
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

/**
 * Refuses a bill whose series is not this counter's, was retired before the bill was taken, or
 * whose number is not the next of its series: a device sends its queue in order, so a gap means
 * an earlier bill has still to come.
 */
async function refuseOutOfSeries(
  tx: Transaction,
  bill: CounterBillInput,
  number: { series: string; financialYear: string; sequence: number },
) {
  const [series] = await tx
    .select()
    .from(counterSeries)
    .where(eq(counterSeries.series, number.series));
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
  const [last] = await tx
    .select({ sequence: max(counterBills.sequence) })
    .from(counterBills)
    .where(
      and(
        eq(counterBills.series, number.series),
        eq(counterBills.financialYear, number.financialYear),
      ),
    );
  const next = (last?.sequence ?? 0) + 1;
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
