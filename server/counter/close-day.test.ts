import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { formatBillNumber } from '#core/counter-bill-number.ts';
import { counterBillSchema } from '#core/counter-input.ts';
import type { CloseDayInput } from '#core/counter-day-input.ts';
import { indiaInstant } from '#core/india-calendar.ts';
import { financialYearOf } from '#core/invoice-number.ts';
import type { Role } from '#core/staff-roles.ts';
import type { Db } from '#server/db/client.ts';
import { counterClosings, counterSeries, stockShortfalls } from '#server/db/schema/counter.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { auditEntries } from '#server/db/schema/staff.ts';
import {
  buildProduct,
  insertCustomer,
  insertProduct,
  weighedVariants,
} from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { closeCounterDay, readCounterDay } from './close-day.ts';
import { listCounterClosings, readCounterClosing } from './counter-closings.ts';
import { createCounter } from './counters.ts';
import { recordCounterBill } from './record-bill.ts';
import { listOpenShortfalls, markShortfallCounted } from './stock-shortfalls.ts';

const DAY = '2026-11-20';
const AFTER_THE_DAY = indiaInstant('2026-11-21', '09:00');

let db: Db;
let katli: string;
let seriesCount = 0;
const staff = async (name: string, role: Role) => ({
  id: await insertCustomer(db, name, role),
  role,
});

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await db.insert(storeSettings).values({
    id: 1,
    storeName: 'Halwai',
    email: 'hello@halwai.example',
    phone: '+91 98765 43210',
    address: '12 Chandni Chowk, Delhi 110006',
    state: 'Delhi',
    gstin: '07AABCH1234M1Z5',
    fssaiLicenceNumber: '13325999000123',
  });
  const { product } = await insertProduct(
    db,
    buildProduct({ name: 'Kaju Katli' }),
    weighedVariants(60_000, 4),
  );
  katli = product.id;
});

/** A counter with one device, numbering its bills in order (a bill a line of Kaju Katli). */
async function counterDevice(name: string) {
  const counter = await createCounter(db, { name, paperWidthMm: 58 });
  seriesCount += 1;
  const series = `HC${seriesCount}`;
  await db.insert(counterSeries).values({ series, counterId: counter.id });
  let sequence = 0;
  return {
    counterId: counter.id,
    async sell(
      cashierId: string,
      at: Date,
      payments: { mode: 'cash' | 'upi' | 'card'; paise: number }[],
      extra: Record<string, unknown> = {},
    ) {
      sequence += 1;
      const bill = counterBillSchema.parse({
        idempotencyKey: randomUUID(),
        billNumber: formatBillNumber(series, financialYearOf(at), sequence),
        counterId: counter.id,
        takenAt: at.toISOString(),
        lines: [{ kind: 'weighed', productId: katli, grams: 350, amountPaise: 21_000 }],
        payments,
        ...extra,
      });
      return recordCounterBill(db, cashierId, bill, 'Delhi');
    },
  };
}

const close = (counterId: string, float: number, countedCash: number): CloseDayInput => ({
  counterId,
  day: DAY,
  float,
  countedCash,
});

describe('closing a counter’s day', () => {
  test('sums the cashier’s own bills of India’s day by payment mode and GST rate, and records the cash short', async () => {
    const device = await counterDevice('Front counter');
    const ravi = await staff('Ravi Cashier', 'cashier');
    const sita = await staff('Sita Cashier', 'cashier');
    // 23:30 in India on the 19th is not the 20th's; 00:10 on the 20th is.
    await device.sell(ravi.id, indiaInstant('2026-11-19', '23:30'), [
      { mode: 'cash', paise: 21_000 },
    ]);
    await device.sell(ravi.id, indiaInstant(DAY, '00:10'), [{ mode: 'cash', paise: 50_000 }]);
    await device.sell(ravi.id, indiaInstant(DAY, '18:45'), [
      { mode: 'cash', paise: 1_000 },
      { mode: 'upi', paise: 20_000 },
    ]);
    await device.sell(sita.id, indiaInstant(DAY, '12:00'), [{ mode: 'card', paise: 21_000 }]);

    const day = await readCounterDay(db, ravi, { counterId: device.counterId, day: DAY });
    expect(day.bills.map((bill) => [bill.totalPaise, bill.modes])).toEqual([
      [21_000, ['cash']],
      [21_000, ['cash', 'upi']],
    ]);
    expect(day.closing).toBeNull();

    // The drawer opened with ₹2,000; the bills took ₹220 in cash; ₹2,170 is counted.
    const closed = await closeCounterDay(
      db,
      ravi,
      close(device.counterId, 200_000, 217_000),
      AFTER_THE_DAY,
    );
    const closing = await readCounterClosing(db, { id: randomUUID(), role: 'owner' }, closed.id);
    expect(closing).toMatchObject({
      counterName: 'Front counter',
      cashierName: 'Ravi Cashier',
      day: DAY,
      salesPaise: 42_000,
      cashExpectedPaise: 222_000,
      cashCountedPaise: 217_000,
      cashDifferencePaise: -5_000,
    });
    expect(closing.figures.report).toMatchObject({
      bills: 2,
      byMode: { cash: 22_000, upi: 20_000, card: 0 },
      gstByRate: [{ gstRatePercent: 5, amountPaise: 42_000, cgstPaise: 1_000, sgstPaise: 1_000 }],
      cash: { floatPaise: 200_000, expectedPaise: 222_000, differencePaise: -5_000 },
    });
    expect(closing.figures.firstBill).toMatch(/^HC\d+\/26-27\/0002$/);
    const [logged] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.kind, 'counter.day-closed'), eq(auditEntries.actorId, ravi.id)));
    expect(logged).toMatchObject({
      subject: `Front counter, ${DAY}`,
      after: { bills: 2, difference: '₹50.00 short' },
    });
    // Sita's day at the same counter is hers to close.
    const sitas = await readCounterDay(db, sita, { counterId: device.counterId, day: DAY });
    expect(sitas.bills).toHaveLength(1);
    expect(sitas.closing).toBeNull();
  });

  test('a second close of the same day is refused in words, and the first stands', async () => {
    const device = await counterDevice('Side counter');
    const ravi = await staff('Ravi Twice', 'cashier');
    await device.sell(ravi.id, indiaInstant(DAY, '11:00'), [{ mode: 'cash', paise: 21_000 }]);
    await closeCounterDay(db, ravi, close(device.counterId, 0, 21_000), AFTER_THE_DAY);

    await expect(
      closeCounterDay(db, ravi, close(device.counterId, 0, 30_000), AFTER_THE_DAY),
    ).rejects.toThrow(
      /^You closed Side counter’s day of 20 Nov 2026 already, at .+: a day is closed once\.$/,
    );
    const rows = await db
      .select({ counted: counterClosings.cashCountedPaise })
      .from(counterClosings)
      .where(eq(counterClosings.counterId, device.counterId));
    expect(rows).toEqual([{ counted: 21_000 }]);
    const day = await readCounterDay(db, ravi, { counterId: device.counterId, day: DAY });
    expect(day.closing?.figures.report.cash.differencePaise).toBe(0);
  });

  test('a day not yet come is refused beside its field, and a packer may not close one', async () => {
    const device = await counterDevice('Back counter');
    const ravi = await staff('Ravi Early', 'cashier');
    await expect(
      closeCounterDay(db, ravi, close(device.counterId, 0, 0), indiaInstant('2026-11-19', '20:00')),
    ).rejects.toMatchObject({ field: 'day', message: 'This day has not come yet.' });
    const packer = await staff('Pappu Packer', 'packer');
    await expect(
      closeCounterDay(db, packer, close(device.counterId, 0, 0), AFTER_THE_DAY),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  test('the owner lists every closing with its cash difference; a cashier may not', async () => {
    const owner = { id: randomUUID(), role: 'owner' as const };
    const listed = await listCounterClosings(db, owner);
    expect(listed.map((row) => [row.counterName, row.cashDifferencePaise])).toEqual(
      expect.arrayContaining([
        ['Front counter', -5_000],
        ['Side counter', 0],
      ]),
    );
    await expect(listCounterClosings(db, { id: randomUUID(), role: 'cashier' })).rejects.toThrow(
      'Your role in the shop does not allow that.',
    );
  });
});

describe('a bill with a discount and a line taken off', () => {
  test('puts each in the activity log, and in the day’s Z report', async () => {
    const device = await counterDevice('Manager’s counter');
    const manager = await staff('Meena Manager', 'manager');
    const owner = await staff('Om Owner', 'owner');
    const recorded = await device.sell(
      manager.id,
      indiaInstant(DAY, '15:00'),
      [{ mode: 'cash', paise: 20_000 }],
      {
        discount: { paise: 1_000, reason: 'Regular customer' },
        voidedLines: [
          {
            line: { kind: 'weighed', productId: katli, grams: 250, amountPaise: 15_000 },
            // The manager signed in allows it herself (another's leave is their PIN).
            approvedBy: manager.id,
          },
        ],
      },
    );
    const entries = await db
      .select({
        kind: auditEntries.kind,
        actorId: auditEntries.actorId,
        subject: auditEntries.subject,
        after: auditEntries.after,
      })
      .from(auditEntries)
      .where(eq(auditEntries.subject, `Bill ${recorded.billNumber}`))
      .orderBy(asc(auditEntries.id));
    expect(entries).toEqual([
      {
        kind: 'counter.discount',
        actorId: manager.id,
        subject: `Bill ${recorded.billNumber}`,
        after: { discount: '₹10.00', reason: 'Regular customer' },
      },
      {
        kind: 'counter.line-voided',
        actorId: manager.id,
        subject: `Bill ${recorded.billNumber}`,
        after: {
          line: 'Kaju Katli, 250 g',
          amount: '₹150.00',
          approved: 'signed in at the counter',
        },
      },
    ]);
    const closed = await closeCounterDay(
      db,
      manager,
      close(device.counterId, 0, 20_000),
      AFTER_THE_DAY,
    );
    const closing = await readCounterClosing(db, owner, closed.id);
    expect(closing.figures.report).toMatchObject({
      salesPaise: 20_000,
      discounts: 1,
      discountsPaise: 1_000,
      voidedLines: 1,
      voidedLinesPaise: 15_000,
    });
  });
});

describe('a stock shortfall', () => {
  test('is listed as a count to make until the owner marks it counted, once', async () => {
    const device = await counterDevice('Shortfall counter');
    const ravi = await staff('Ravi Short', 'cashier');
    const owner = { id: (await staff('Usha Owner', 'owner')).id, role: 'owner' as const };
    const { product } = await insertProduct(
      db,
      buildProduct({ name: 'Besan Ladoo' }),
      weighedVariants(50_000, 0),
    );
    await device.sell(ravi.id, indiaInstant(DAY, '10:00'), [{ mode: 'cash', paise: 21_000 }], {
      lines: [{ kind: 'weighed', productId: product.id, grams: 350, amountPaise: 21_000 }],
    });
    const open = await listOpenShortfalls(db, owner);
    const shortfall = open.find((row) => row.productName === 'Besan Ladoo');
    expect(shortfall).toMatchObject({
      grams: 350,
      units: null,
      billNumber: expect.stringMatching(/^HC/),
    });

    await markShortfallCounted(db, owner, shortfall?.id ?? '');
    expect((await listOpenShortfalls(db, owner)).map((row) => row.productName)).not.toContain(
      'Besan Ladoo',
    );
    const [settled] = await db
      .select({ settledAt: stockShortfalls.settledAt })
      .from(stockShortfalls)
      .where(and(eq(stockShortfalls.productId, product.id), isNull(stockShortfalls.settledAt)));
    expect(settled).toBeUndefined();
    await expect(markShortfallCounted(db, owner, shortfall?.id ?? '')).rejects.toThrow(
      'This count was marked counted already.',
    );
    const [logged] = await db
      .select({ after: auditEntries.after })
      .from(auditEntries)
      .where(eq(auditEntries.kind, 'counter.shortfall-counted'));
    expect(logged?.after).toEqual({ grams: 350 });
  });
});
