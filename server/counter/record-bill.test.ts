import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { isAppError } from '#core/app-error.ts';
import type { Db } from '#server/db/client.ts';
import { productVariants } from '#server/db/schema/catalog.ts';
import { orderItems } from '#server/db/schema/orders.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import {
  counterBillLines,
  counterBills,
  counterPayments,
  stockShortfalls,
} from '#server/db/schema/counter.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import {
  boxVariant,
  buildProduct,
  insertCustomer,
  insertProduct,
  weighedVariants,
} from '#tests/support/factories.ts';
import { checkout, customerWithCart, refusal } from '#tests/support/orders.ts';
import { gramsOf, unitsOf } from '#tests/support/stock.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { startThreadCalls } from '#server/threads/thread-calls.ts';
import type { CounterThreadData } from '#server/counter-thread.ts';
import {
  counterBill,
  counterDevice as counterDeviceOf,
  weighedLine,
} from '#tests/support/counter-bills.ts';
import { recordCounterBill, type CounterBillCall, type RecordedBill } from './record-bill.ts';

let db: Db;
let connectionString: string;
let cashier: string;
let manager: string;
let seriesCount = 0;

beforeAll(async () => {
  ({ db, connectionString } = await createTestDatabase());
  cashier = await insertCustomer(db, 'Ravi Cashier', 'packer');
  manager = await insertCustomer(db, 'Meena Manager', 'manager');
});

/** A counter with one device set up, in a series of its own. */
async function counterDevice(name: string) {
  seriesCount += 1;
  return counterDeviceOf(db, name, `HC${seriesCount}`);
}

/** A sweet in 250g, 500g and 1kg with `kilos` in stock (weighedVariants: 4 of each is 7 kg). */
async function sweet(name: string, unitsOfEachWeight = 4) {
  const { product } = await insertProduct(
    db,
    buildProduct({ name }),
    weighedVariants(60_000, unitsOfEachWeight),
  );
  return product.id;
}

const bill = counterBill;
const weighed = weighedLine;

describe('a counter bill', () => {
  test('takes its sweet’s grams, and keeps its number, lines, tax and payments as taken', async () => {
    const katli = await sweet('Counter Katli');
    const device = await counterDevice('Front counter');
    const before = (await gramsOf(db, katli)) ?? 0;
    const taken = bill(device, [weighed(katli, 350, 21_000)], {
      payments: [
        { mode: 'cash', paise: 20_000 },
        { mode: 'upi', paise: 11_000 },
      ],
    });
    const recorded = await recordCounterBill(db, cashier, taken, 'Delhi');

    expect(recorded).toMatchObject({ billNumber: taken.billNumber, totalPaise: 21_000 });
    expect(await gramsOf(db, katli)).toBe(before - 350);
    const [row] = await db.select().from(counterBills).where(eq(counterBills.id, recorded.id));
    // 5% GST inside ₹210: ₹10.00 of it, CGST and SGST.
    expect(row).toMatchObject({ totalPaise: 21_000, taxPaise: 1000, changePaise: 10_000 });
    const lines = await db
      .select()
      .from(counterBillLines)
      .where(eq(counterBillLines.billId, recorded.id));
    expect(lines).toMatchObject([
      { description: 'Counter Katli', grams: 350, amountPaise: 21_000 },
    ]);
    const payments = await db
      .select({ mode: counterPayments.mode, paise: counterPayments.paise })
      .from(counterPayments)
      .where(eq(counterPayments.billId, recorded.id));
    expect(payments).toEqual(
      expect.arrayContaining([
        { mode: 'cash', paise: 10_000 },
        { mode: 'upi', paise: 11_000 },
      ]),
    );
  });

  test(
    'on the built counter’s thread, as the running shop records it: recorded once, its grams taken',
    async () => {
      const script = new URL('../../build/shop/counter-thread.js', import.meta.url);
      if (!existsSync(script)) throw new Error('This test starts the build: run `npm run build`.');
      // The thread reads the shop's state from its settings, as the running shop has them.
      await db
        .insert(storeSettings)
        .values({ storeName: 'Halwai', email: 'hello@halwai.example', phone: '+91 98765 43210' })
        .onConflictDoNothing();
      const jalebi = await sweet('Thread Jalebi');
      const device = await counterDevice('Thread counter');
      const before = (await gramsOf(db, jalebi)) ?? 0;
      let readyNow = () => {};
      const ready = new Promise<void>((resolve) => (readyNow = resolve));
      const stopped: string[] = [];
      const thread = startThreadCalls<CounterBillCall, RecordedBill>({
        script,
        workerData: { connectionString } satisfies CounterThreadData,
        heapMiB: 48,
        onStopped: (reason) => stopped.push(reason),
        onReady: () => readyNow(),
      });
      try {
        await ready;
        const notHere = () => Promise.reject(new Error('recorded on the test’s thread'));
        const taken = bill(device, [weighed(jalebi, 400)]);
        const first = await thread.callOr({ cashierId: cashier, bill: taken }, notHere);
        const again = await thread.callOr({ cashierId: cashier, bill: taken }, notHere);
        expect(first).toMatchObject({ billNumber: taken.billNumber, created: true });
        expect(again).toMatchObject({ id: first.id, created: false });
        expect(await gramsOf(db, jalebi)).toBe(before - 400);
        // Refused on the thread, refused here: one number ahead of its series' next.
        const ahead = bill(device, [weighed(jalebi, 100)]);
        ahead.billNumber = device.nextNumber();
        const refused: unknown = await thread
          .callOr({ cashierId: cashier, bill: ahead }, notHere)
          .catch((error: unknown) => error);
        expect(isAppError(refused) && refused.code).toBe('CONFLICT');
      } finally {
        await thread.stop();
      }
      expect(stopped).toEqual([]);
    },
    // The thread loads the built modules and opens its connections: room for a loaded machine.
    30_000,
  );

  test('sent five times at once from the queue, is recorded once and takes its grams once', async () => {
    const peda = await sweet('Queue Peda');
    const device = await counterDevice('Queue counter');
    const before = (await gramsOf(db, peda)) ?? 0;
    const taken = bill(device, [weighed(peda, 500)]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => recordCounterBill(db, cashier, taken, 'Delhi')),
    );
    expect(answers.filter((answer) => answer.created)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(await gramsOf(db, peda)).toBe(before - 500);
  });

  test('for more than the books hold is recorded: the stock goes to zero and the rest is a shortfall', async () => {
    const ladoo = await sweet('Tray Ladoo', 1);
    const hamper = await insertProduct(
      db,
      buildProduct({ name: 'Tray Hamper' }),
      boxVariant(90_000, 1),
    );
    const hamperId = hamper.variants[0]?.id ?? '';
    const device = await counterDevice('Tray counter');
    const held = (await gramsOf(db, ladoo)) ?? 0;
    const recorded = await recordCounterBill(
      db,
      cashier,
      bill(device, [
        weighed(ladoo, held + 400),
        { kind: 'counted', variantId: hamperId, quantity: 3, amountPaise: 270_000 },
      ]),
      'Delhi',
    );
    expect(await gramsOf(db, ladoo)).toBe(0);
    expect(await unitsOf(db, hamperId)).toBe(0);
    // The website sells none of its weights from now on.
    const weights = await db
      .select({ stock: productVariants.stockQuantity })
      .from(productVariants)
      .where(eq(productVariants.productId, ladoo));
    expect(weights.map((weight) => weight.stock)).toEqual([0, 0, 0]);
    const shortfalls = await db
      .select({
        productId: stockShortfalls.productId,
        grams: stockShortfalls.grams,
        units: stockShortfalls.units,
      })
      .from(stockShortfalls)
      .where(eq(stockShortfalls.billId, recorded.id));
    expect(shortfalls).toEqual(
      expect.arrayContaining([
        { productId: ladoo, grams: 400, units: null },
        { productId: hamper.product.id, grams: null, units: 2 },
      ]),
    );
  });

  test('is numbered next in its series: a number already taken, or one ahead of the next, is refused', async () => {
    const barfi = await sweet('Series Barfi');
    const device = await counterDevice('Series counter');
    const first = bill(device, [weighed(barfi, 100)]);
    await recordCounterBill(db, cashier, first, 'Delhi');
    const taken = await refusal(
      recordCounterBill(
        db,
        cashier,
        { ...first, idempotencyKey: randomUUID(), billNumber: first.billNumber },
        'Delhi',
      ),
    );
    expect(taken.message).toBe(`Bill ${first.billNumber} is already recorded for another bill.`);
    device.nextNumber();
    const ahead = bill(device, [weighed(barfi, 100)]);
    const gap = await refusal(recordCounterBill(db, cashier, ahead, 'Delhi'));
    expect(gap.code).toBe('CONFLICT');
    expect(gap.message).toContain('came before the bill numbered 2');
  });

  test('from a series that is another counter’s is refused', async () => {
    const jalebi = await sweet('Other Jalebi');
    const mine = await counterDevice('My counter');
    const theirs = await counterDevice('Their counter');
    const refused = await refusal(
      recordCounterBill(
        db,
        cashier,
        { ...bill(mine, [weighed(jalebi, 100)]), counterId: theirs.counterId },
        'Delhi',
      ),
    );
    expect(refused.message).toBe(
      `Series ${mine.series} is not this counter’s: please set this device up again.`,
    );
  });

  test('takes a discount, or a line off, only with a manager’s or the owner’s permission', async () => {
    const katli = await sweet('Approved Katli');
    const device = await counterDevice('Approval counter');
    const discounted = bill(device, [weighed(katli, 200, 12_000)], {
      discount: { paise: 1000, reason: 'Regular customer' },
      payments: [{ mode: 'cash', paise: 11_000 }],
    });
    const refused = await refusal(recordCounterBill(db, cashier, discounted, 'Delhi'));
    expect(refused.message).toBe('Only a manager or the owner may give a discount.');
    const recorded = await recordCounterBill(db, manager, discounted, 'Delhi');
    expect(recorded.totalPaise).toBe(11_000);

    const voidedBy = (approvedBy: string) =>
      bill(device, [weighed(katli, 100)], {
        voidedLines: [{ line: weighed(katli, 250), approvedBy }],
      });
    const unapprovedBill = voidedBy(cashier);
    const unapproved = await refusal(recordCounterBill(db, cashier, unapprovedBill, 'Delhi'));
    expect(unapproved.message).toBe('A line taken off a bill needs a manager’s permission.');
    // Naming a manager is not their permission: they sign in, or type their PIN (void-approval.test.ts).
    const named = {
      ...unapprovedBill,
      voidedLines: [{ line: weighed(katli, 250), approvedBy: manager }],
    };
    const unsigned = await refusal(recordCounterBill(db, cashier, named, 'Delhi'));
    expect(unsigned.message).toBe('A line taken off a bill needs a manager’s permission.');
    const before = (await gramsOf(db, katli)) ?? 0;
    // The refused bill's number is still the next one: sent again by the manager signed in.
    const approved = await recordCounterBill(db, manager, named, 'Delhi');
    // The line taken off is on the record, and takes no stock.
    expect(await gramsOf(db, katli)).toBe(before - 100);
    const lines = await db
      .select({ grams: counterBillLines.grams, voidedBy: counterBillLines.voidedBy })
      .from(counterBillLines)
      .where(eq(counterBillLines.billId, approved.id));
    expect(lines).toEqual(
      expect.arrayContaining([
        { grams: 100, voidedBy: null },
        { grams: 250, voidedBy: manager },
      ]),
    );
  });
});

// About 4 s on a quiet machine: 250 transactions of the same two sweets' rows.
test(
  '4 counters × 50 bills beside 50 web orders of the same sweets: every gram sold is gone from the stock, none twice, none oversold on the web',
  { timeout: 120_000 },
  async () => {
    const sweets = [await sweet('Rush Katli', 10), await sweet('Rush Peda', 10)];
    const made = new Map<string, number>();
    for (const id of sweets) made.set(id, (await gramsOf(db, id)) ?? 0);
    const devices = await Promise.all(
      ['Rush counter 1', 'Rush counter 2', 'Rush counter 3', 'Rush counter 4'].map(counterDevice),
    );
    const halfKilos = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.weight, '500g'), inArray(productVariants.productId, sweets)));
    const webBuyers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        customerWithCart(db, [[halfKilos[index % 2]?.id ?? '', 1]]),
      ),
    );

    const counterSales = devices.map(async (device, counter) => {
      for (let index = 0; index < 50; index += 1) {
        const productId = sweets[(index + counter) % 2] ?? '';
        await recordCounterBill(db, cashier, bill(device, [weighed(productId, 150)]), 'Delhi');
      }
    });
    const webOrders = webBuyers.map(({ userId }) =>
      placeOrder(db, userId, checkout()).then(
        () => 'placed',
        () => 'refused',
      ),
    );
    await Promise.all(counterSales);
    const outcomes = await Promise.all(webOrders);

    const gramsBy = (rows: Array<{ productId: string; grams: number | null }>) =>
      new Map(rows.map((row) => [row.productId, row.grams ?? 0]));
    const webGrams = gramsBy(
      await db
        .select({
          productId: productVariants.productId,
          grams: sql<number>`sum(${orderItems.quantity} * ${productVariants.grams})::int`,
        })
        .from(orderItems)
        .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
        .where(inArray(productVariants.productId, sweets))
        .groupBy(productVariants.productId),
    );
    const soldAtCounter = gramsBy(
      await db
        .select({
          productId: counterBillLines.productId,
          grams: sql<number>`sum(${counterBillLines.grams})::int`,
        })
        .from(counterBillLines)
        .where(and(inArray(counterBillLines.productId, sweets), isNull(counterBillLines.voidedBy)))
        .groupBy(counterBillLines.productId),
    );
    const shortOf = gramsBy(
      await db
        .select({
          productId: stockShortfalls.productId,
          grams: sql<number>`sum(${stockShortfalls.grams})::int`,
        })
        .from(stockShortfalls)
        .where(inArray(stockShortfalls.productId, sweets))
        .groupBy(stockShortfalls.productId),
    );

    expect(outcomes.filter((outcome) => outcome === 'placed').length).toBeGreaterThan(0);
    for (const id of sweets) {
      const stock = (await gramsOf(db, id)) ?? 0;
      // 100 bills of 150 g of each sweet: 15 kg over the counter, of 17.5 kg made.
      expect(soldAtCounter.get(id)).toBe(15_000);
      expect(stock).toBeGreaterThanOrEqual(0);
      expect(stock).toBe(
        (made.get(id) ?? 0) -
          (webGrams.get(id) ?? 0) -
          (soldAtCounter.get(id) ?? 0) +
          (shortOf.get(id) ?? 0),
      );
    }
    const numbers = await db
      .select({ series: counterBills.series, sequence: counterBills.sequence })
      .from(counterBills)
      .where(
        inArray(
          counterBills.counterId,
          devices.map((device) => device.counterId),
        ),
      );
    for (const device of devices) {
      const sequences = numbers
        .filter((row) => row.series === device.series)
        .map((row) => row.sequence)
        .sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    }
  },
);
