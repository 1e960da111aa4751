import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { formatBillNumber } from '#core/counter-bill-number.ts';
import { counterBillSchema } from '#core/counter-input.ts';
import { indiaInstant, indiaMonthBounds } from '#core/india-calendar.ts';
import { financialYearOf } from '#core/invoice-number.ts';
import type { Db } from '#server/db/client.ts';
import { counterSeries } from '#server/db/schema/counter.ts';
import { createCounter } from '#server/counter/counters.ts';
import { recordCounterBill } from '#server/counter/record-bill.ts';
import {
  buildProduct,
  insertCustomer,
  insertProduct,
  weighedVariants,
} from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { listCounterBillSales, loadCounterSales } from './counter-sales.ts';
import { loadAdminDashboard } from './dashboard.ts';
import { listPayoutSales, loadPayouts } from './payouts.ts';

let db: Db;
const owner = { id: randomUUID(), role: 'owner' as const };
/** December 2026 in India. */
const NOW = indiaInstant('2026-12-10', '12:00');

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  owner.id = await insertCustomer(db, 'Om Owner', 'owner');
  const cashier = await insertCustomer(db, 'Ravi Cashier', 'cashier');
  const { product } = await insertProduct(
    db,
    buildProduct({ name: 'Kaju Katli' }),
    weighedVariants(60_000, 4),
  );
  const counter = await createCounter(db, { name: 'Front counter', paperWidthMm: 80 });
  await db.insert(counterSeries).values({ series: 'HC1', counterId: counter.id });
  let sequence = 0;
  const sell = async (at: Date, payments: { mode: 'cash' | 'upi' | 'card'; paise: number }[]) => {
    sequence += 1;
    const bill = counterBillSchema.parse({
      idempotencyKey: randomUUID(),
      billNumber: formatBillNumber('HC1', financialYearOf(at), sequence),
      counterId: counter.id,
      takenAt: at.toISOString(),
      lines: [{ kind: 'weighed', productId: product.id, grams: 500, amountPaise: 30_000 }],
      payments,
    });
    await recordCounterBill(db, cashier, bill, 'Delhi');
  };
  // November: one bill by card. December: one in cash, one split cash and UPI.
  await sell(indiaInstant('2026-11-15', '10:00'), [{ mode: 'card', paise: 30_000 }]);
  await sell(indiaInstant('2026-12-01', '00:30'), [{ mode: 'cash', paise: 50_000 }]);
  await sell(indiaInstant('2026-12-09', '19:00'), [
    { mode: 'cash', paise: 10_000 },
    { mode: 'upi', paise: 20_000 },
  ]);
});

describe('counter sales in the owner’s books', () => {
  test('sum by payment mode, with this India month and last, in one read', async () => {
    expect(await loadCounterSales(db, indiaMonthBounds(NOW))).toEqual({
      bills: 3,
      totalPaise: 90_000,
      byMode: { cash: 40_000, upi: 20_000, card: 30_000 },
      thisMonthPaise: 60_000,
      lastMonthPaise: 30_000,
    });
  });

  test('stand beside the web’s on the dashboard and on Payouts', async () => {
    const dashboard = await loadAdminDashboard(db, owner, NOW);
    expect(dashboard.counterSales).toMatchObject({
      totalPaise: 90_000,
      caption: '+100.0% from last month',
    });
    expect(dashboard.totalRevenuePaise.value).toBe(0);
    const payouts = await loadPayouts(db, owner, NOW);
    expect(payouts.counter.byMode).toEqual({ cash: 40_000, upi: 20_000, card: 30_000 });
  });

  test('the export’s range takes the counter’s bills of whole India days, with each mode’s part', async () => {
    const december = await listCounterBillSales(db, { from: '2026-12-01', to: '2026-12-31' });
    expect(december).toEqual([
      expect.objectContaining({
        billNumber: 'HC1/26-27/0003',
        counterName: 'Front counter',
        totalPaise: 30_000,
        byMode: { cash: 10_000, upi: 20_000, card: 0 },
      }),
      expect.objectContaining({
        billNumber: 'HC1/26-27/0002',
        byMode: { cash: 30_000, upi: 0, card: 0 },
      }),
    ]);
    const sales = await listPayoutSales(db, owner, { from: '2026-11-30', to: '2026-11-30' });
    expect(sales).toEqual({ web: [], counter: [] });
  });
});
