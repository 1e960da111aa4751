/** Counters and their bills, as a counter's device numbers and sends them, for service tests. */
import { randomUUID } from 'node:crypto';
import { formatBillNumber } from '#core/counter-bill-number.ts';
import { counterBillSchema, type CounterBillInput } from '#core/counter-input.ts';
import { financialYearOf } from '#core/invoice-number.ts';
import type { Db } from '#server/db/client.ts';
import { counterSeries, counters } from '#server/db/schema/counter.ts';

export interface CounterDevice {
  counterId: string;
  series: string;
  /** The device's next bill number, in its series. */
  nextNumber(): string;
}

/** A counter with one device set up, in a series of its own named `series` (HC and a number). */
export async function counterDevice(db: Db, name: string, series: string): Promise<CounterDevice> {
  const [counter] = await db.insert(counters).values({ name }).returning();
  await db.insert(counterSeries).values({ series, counterId: counter?.id ?? '' });
  let sequence = 0;
  const takenAt = new Date();
  return {
    counterId: counter?.id ?? '',
    series,
    nextNumber: () => formatBillNumber(series, financialYearOf(takenAt), (sequence += 1)),
  };
}

/** A bill numbered next on `device`, paid in cash, as its queue sends it. */
export function counterBill(
  device: Pick<CounterDevice, 'counterId' | 'nextNumber'>,
  lines: CounterBillInput['lines'],
  overrides: Record<string, unknown> = {},
): CounterBillInput {
  const total = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  return counterBillSchema.parse({
    idempotencyKey: randomUUID(),
    billNumber: device.nextNumber(),
    counterId: device.counterId,
    takenAt: new Date().toISOString(),
    lines,
    payments: [{ mode: 'cash', paise: total }],
    ...overrides,
  });
}

/** A line of `grams` of a sweet sold by weight. */
export const weighedLine = (productId: string, grams: number, amountPaise = grams * 60) => ({
  kind: 'weighed' as const,
  productId,
  grams,
  amountPaise,
});
