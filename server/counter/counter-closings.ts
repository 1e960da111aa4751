/**
 * The counter's days as the owner and managers read them: every closing, newest first, and one
 * closing's Z report as it was printed.
 */
import { desc, eq } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { counterClosings, counters } from '#server/db/schema/counter.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import type { ClosingFigures } from './close-day.ts';

/** The most the list shows: about three months of two counters' days. */
const LISTED_CLOSINGS = 200;

const columns = {
  id: counterClosings.id,
  day: counterClosings.day,
  closedAt: counterClosings.closedAt,
  counterName: counters.name,
  paperWidthMm: counters.paperWidthMm,
  cashierName: users.name,
  cashExpectedPaise: counterClosings.cashExpectedPaise,
  cashCountedPaise: counterClosings.cashCountedPaise,
  figures: counterClosings.figures,
};

type ClosingRow = {
  [Name in keyof typeof columns]: (typeof columns)[Name]['_']['data'];
};

function toClosing(row: ClosingRow) {
  const figures = row.figures as unknown as ClosingFigures;
  return {
    ...row,
    figures,
    salesPaise: figures.report.salesPaise,
    cashDifferencePaise: row.cashCountedPaise - row.cashExpectedPaise,
  };
}

export type CounterClosing = ReturnType<typeof toClosing>;

export async function listCounterClosings(db: Db, actor: Actor): Promise<CounterClosing[]> {
  assertMay(actor, 'counterApprovals');
  const rows = await db
    .select(columns)
    .from(counterClosings)
    .innerJoin(counters, eq(counters.id, counterClosings.counterId))
    .innerJoin(users, eq(users.id, counterClosings.cashierId))
    .orderBy(desc(counterClosings.day), desc(counterClosings.closedAt))
    .limit(LISTED_CLOSINGS);
  return rows.map(toClosing);
}

export async function readCounterClosing(
  db: Db,
  actor: Actor,
  closingId: string,
): Promise<CounterClosing> {
  assertMay(actor, 'counterApprovals');
  const [row] = /^[0-9a-f-]{36}$/i.test(closingId)
    ? await db
        .select(columns)
        .from(counterClosings)
        .innerJoin(counters, eq(counters.id, counterClosings.counterId))
        .innerJoin(users, eq(users.id, counterClosings.cashierId))
        .where(eq(counterClosings.id, closingId))
    : [];
  if (!row) throw new AppError('NOT_FOUND', 'This closing is not in the shop’s records.');
  return toClosing(row);
}
