import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { isAppError } from '#core/app-error.ts';
import { indiaInstant } from '#core/india-calendar.ts';
import type { Db } from '#server/db/client.ts';
import {
  counterBillLines,
  counterBills,
  counterSeries,
  counters,
} from '#server/db/schema/counter.ts';
import { orderRecipientItems, orderRecipients } from '#server/db/schema/gifting.ts';
import { batches } from '#server/db/schema/kitchen.ts';
import { orderItems, orders } from '#server/db/schema/orders.ts';
import { auditEntries } from '#server/db/schema/staff.ts';
import { seedShop } from '#server/seed/seed.ts';
import {
  boxVariant,
  buildProduct,
  insertCustomer,
  insertProduct,
  weighedVariants,
} from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { markFestivalDay, removeFestivalDay } from './festival-days.ts';
import { setBatchSize } from './kitchen-sweets.ts';
import { productionSheet } from './production-sheet.ts';

/** A Thursday; the weeks before it are Thursdays too. */
const DAY = '2026-12-10';

let db: Db;
let customerId: string;
let cashierId: string;
let owner: { id: string; role: 'owner' };
let counter: { counterId: string; series: string; sequence: number };

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  customerId = await insertCustomer(db, 'Meera Buyer');
  cashierId = await insertCustomer(db, 'Ravi Cashier', 'cashier');
  owner = { id: await insertCustomer(db, 'Lata Owner', 'owner'), role: 'owner' };
  const [made] = await db.insert(counters).values({ name: 'Sheet counter' }).returning();
  await db.insert(counterSeries).values({ series: 'SHT', counterId: made?.id ?? '' });
  counter = { counterId: made?.id ?? '', series: 'SHT', sequence: 0 };
});

/** A sweet sold by weight with no stock yet: its id and its weights' ids. */
async function sweet(name: string) {
  const { product, variants } = await insertProduct(
    db,
    buildProduct({ name }),
    weighedVariants(45_000, 0),
  );
  const idOf = (weight: string) => variants.find((variant) => variant.weight === weight)?.id ?? '';
  return { productId: product.id, g500: idOf('500g'), kg1: idOf('1kg') };
}

function batch(productId: string, gramsLeft: number, bestBeforeDay: string, expired = false) {
  return db.insert(batches).values({
    productId,
    gramsMade: gramsLeft,
    gramsLeft,
    madeAt: new Date(),
    bestBeforeDay,
    expiredAt: expired ? new Date() : null,
  });
}

interface Line {
  productId: string;
  variantId: string;
  quantity: number;
  boxContents?: { productId: string; name: string; grams: number }[];
}

/** An order as checkout leaves it; `parcels`: one per recipient, each its day and its lines' quantities. */
async function order(options: {
  deliveryDate: string | null;
  lines: Line[];
  status?: 'placed' | 'cancelled';
  placedOn?: string;
  parcels?: { day: string; quantities: number[] }[];
}) {
  const [placed] = await db
    .insert(orders)
    .values({
      userId: customerId,
      customerName: 'Meera Buyer',
      customerPhone: '9876543210',
      customerEmail: 'meera@example.com',
      shippingAddress: '14 Lajpat Nagar II',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110024',
      deliveryDate: options.deliveryDate,
      subtotalPaise: 0,
      shippingPaise: 0,
      totalPaise: 0,
      paymentMethod: 'cod',
      status: options.status ?? 'placed',
      idempotencyKey: randomUUID(),
      recipientCount: options.parcels?.length ?? 0,
      ...(options.placedOn ? { createdAt: indiaInstant(options.placedOn, '09:00') } : {}),
    })
    .returning();
  const orderId = placed?.id ?? '';
  const items = await db
    .insert(orderItems)
    .values(
      options.lines.map((line) => ({
        orderId,
        productId: line.productId,
        variantId: line.variantId,
        productName: 'A sweet',
        imageUrl: '/images/products/a.svg',
        weight: '500g',
        hsnCode: '21069099',
        gstRatePercent: 5,
        quantity: line.quantity,
        unitPricePaise: 0,
        totalPricePaise: 0,
        boxContents: line.boxContents ?? null,
      })),
    )
    .returning();
  for (const [position, parcel] of (options.parcels ?? []).entries()) {
    const [recipient] = await db
      .insert(orderRecipients)
      .values({
        orderId,
        position: position + 1,
        name: `Recipient ${position + 1}`,
        phone: '9800000001',
        address: '1 Park Street',
        city: 'New Delhi',
        state: 'Delhi',
        pincode: '110001',
        deliveryDate: parcel.day,
      })
      .returning();
    await db.insert(orderRecipientItems).values(
      parcel.quantities.map((quantity, index) => ({
        recipientId: recipient?.id ?? '',
        orderItemId: items[index]?.id ?? '',
        quantity,
      })),
    );
  }
}

/** A counter bill taken at noon on `day`: weighed lines (grams), weights' lines, voided ones. */
async function counterBill(
  day: string,
  lines: {
    productId: string;
    grams?: number;
    variantId?: string;
    quantity?: number;
    voided?: boolean;
  }[],
) {
  counter.sequence += 1;
  const [bill] = await db
    .insert(counterBills)
    .values({
      idempotencyKey: randomUUID(),
      billNumber: `SHT/${counter.sequence}`,
      series: counter.series,
      financialYear: '2026-27',
      sequence: counter.sequence,
      counterId: counter.counterId,
      cashierId,
      takenAt: indiaInstant(day, '12:00'),
      linesTotalPaise: 0,
      taxPaise: 0,
      totalPaise: 0,
    })
    .returning();
  await db.insert(counterBillLines).values(
    lines.map((line, position) => ({
      billId: bill?.id ?? '',
      position,
      kind: line.grams === undefined ? ('counted' as const) : ('weighed' as const),
      productId: line.productId,
      variantId: line.variantId ?? null,
      description: 'A sweet',
      hsnCode: '21069099',
      gstRate: 5,
      grams: line.grams ?? null,
      quantity: line.quantity ?? 1,
      unitPricePaise: 0,
      amountPaise: 0,
      voidedBy: line.voided ? owner.id : null,
    })),
  );
}

describe('the production sheet for a day', () => {
  test('it counts gift parcels and boxes for the day, the same weekday’s usual sales and the good stock, and rounds to whole batches', async () => {
    const rasmalai = await sweet('Sheet Rasmalai');
    const kaju = await sweet('Sheet Kaju Katli');
    const { product: box, variants: boxVariants } = await insertProduct(
      db,
      buildProduct({ name: 'Sheet Festive Box', category: 'gift_hampers' }),
      boxVariant(90_000),
    );
    await setBatchSize(db, owner, rasmalai.productId, 2000);

    // Two parcels of a gift order on the day (2 × 500g and 1 × 1kg), a third the day after.
    await order({
      deliveryDate: DAY,
      lines: [
        { productId: rasmalai.productId, variantId: rasmalai.g500, quantity: 3 },
        { productId: rasmalai.productId, variantId: rasmalai.kg1, quantity: 1 },
      ],
      parcels: [
        { day: DAY, quantities: [2, 1] },
        { day: '2026-12-11', quantities: [1, 0].filter((quantity) => quantity > 0) },
      ],
    });
    // Two boxes of 250 g of each for the day; a cancelled kilo is promised to no one.
    await order({
      deliveryDate: DAY,
      lines: [
        {
          productId: box.id,
          variantId: boxVariants[0]?.id ?? '',
          quantity: 2,
          boxContents: [
            { productId: rasmalai.productId, name: 'Sheet Rasmalai', grams: 250 },
            { productId: kaju.productId, name: 'Sheet Kaju Katli', grams: 250 },
          ],
        },
      ],
    });
    await order({
      deliveryDate: DAY,
      status: 'cancelled',
      lines: [{ productId: rasmalai.productId, variantId: rasmalai.kg1, quantity: 1 }],
    });

    // The Thursdays before: 600 g weighed + a 1kg box of it + a web order placed and delivered
    // that day (500 g); 800 g (a voided 5 kg line is not a sale); shut; 1 kg. A Wednesday's
    // sales are another weekday's, an order placed the day before is no walk-in.
    await counterBill('2026-12-03', [
      { productId: rasmalai.productId, grams: 600 },
      { productId: rasmalai.productId, variantId: rasmalai.kg1, quantity: 1 },
    ]);
    await order({
      deliveryDate: '2026-12-03',
      placedOn: '2026-12-03',
      lines: [{ productId: rasmalai.productId, variantId: rasmalai.g500, quantity: 1 }],
    });
    await order({
      deliveryDate: '2026-11-26',
      placedOn: '2026-11-25',
      lines: [{ productId: rasmalai.productId, variantId: rasmalai.kg1, quantity: 4 }],
    });
    await counterBill('2026-11-26', [
      { productId: rasmalai.productId, grams: 800 },
      { productId: rasmalai.productId, grams: 5000, voided: true },
    ]);
    await counterBill('2026-11-12', [{ productId: rasmalai.productId, grams: 1000 }]);
    await counterBill('2026-12-09', [{ productId: rasmalai.productId, grams: 9000 }]);

    // 1 kg best before the day is not good on it; 700 g good until the 12th is; an expired
    // batch has left the stock.
    await batch(rasmalai.productId, 1000, DAY);
    await batch(rasmalai.productId, 700, '2026-12-12');
    await batch(rasmalai.productId, 400, '2026-12-20', true);

    const sheet = await productionSheet(db, DAY);
    const rowOf = (productId: string) => sheet.rows.find((row) => row.productId === productId);
    expect(sheet.festival).toBeNull();
    expect(sheet.usualFrom).toEqual(['2026-12-03', '2026-11-26', '2026-11-19', '2026-11-12']);
    expect(rowOf(rasmalai.productId)).toEqual({
      productId: rasmalai.productId,
      name: 'Sheet Rasmalai',
      promisedGrams: 2000 + 500,
      usualGrams: Math.round((2100 + 800 + 1000) / 3),
      goodStockGrams: 700,
      batchGrams: 2000,
      toMakeGrams: 4000,
    });
    expect(rowOf(kaju.productId)).toEqual({
      productId: kaju.productId,
      name: 'Sheet Kaju Katli',
      promisedGrams: 500,
      usualGrams: 0,
      goodStockGrams: 0,
      batchGrams: 0,
      toMakeGrams: 500,
    });
    const rasmalaiAt = sheet.rows.findIndex((row) => row.productId === rasmalai.productId);
    const kajuAt = sheet.rows.findIndex((row) => row.productId === kaju.productId);
    expect(rasmalaiAt).toBeLessThan(kajuAt);
    expect(sheet.rows.map((row) => row.toMakeGrams)).toEqual(
      sheet.rows.map((row) => row.toMakeGrams).toSorted((a, b) => b - a),
    );
  });

  test('on a festival day it expects what last year’s same festival sold, found within a fortnight of the date', async () => {
    const peda = await sweet('Festival Peda');
    await markFestivalDay(db, owner, { day: '2026-11-08', name: 'Diwali' });
    await markFestivalDay(db, owner, { day: '2025-10-25', name: 'Diwali' });
    await counterBill('2025-10-25', [{ productId: peda.productId, grams: 12_000 }]);
    await counterBill('2026-11-01', [{ productId: peda.productId, grams: 1000 }]);

    const sheet = await productionSheet(db, '2026-11-08');
    expect(sheet.festival).toEqual({ name: 'Diwali', lastYear: '2025-10-25', usedLastYear: true });
    expect(sheet.rows.find((row) => row.productId === peda.productId)?.usualGrams).toBe(12_000);

    // Unmarked last year and nothing sold on its date: the ordinary weeks again (3 kg, 1 kg).
    await markFestivalDay(db, owner, { day: '2026-11-15', name: 'Bhai Dooj' });
    await counterBill('2026-11-08', [{ productId: peda.productId, grams: 3000 }]);
    const ordinary = await productionSheet(db, '2026-11-15');
    expect(ordinary.festival).toEqual({
      name: 'Bhai Dooj',
      lastYear: '2025-11-15',
      usedLastYear: false,
    });
    expect(ordinary.rows.find((row) => row.productId === peda.productId)?.usualGrams).toBe(2000);
  });

  test('festival days and batch sizes are the owner’s and managers’, and each change is in the activity log', async () => {
    const laddoo = await sweet('Audit Laddoo');
    const kitchen = {
      id: await insertCustomer(db, 'Kamal Kitchen', 'kitchen'),
      role: 'kitchen' as const,
    };
    const refused = await setBatchSize(db, kitchen, laddoo.productId, 1000).catch((error) => error);
    expect(isAppError(refused) && refused.code).toBe('FORBIDDEN');

    await setBatchSize(db, owner, laddoo.productId, 3000);
    await setBatchSize(db, owner, laddoo.productId, null);
    await markFestivalDay(db, owner, { day: '2026-03-04', name: 'Holi' });
    await removeFestivalDay(db, owner, '2026-03-04');

    const entries = await db
      .select({
        kind: auditEntries.kind,
        subject: auditEntries.subject,
        before: auditEntries.before,
        after: auditEntries.after,
      })
      .from(auditEntries)
      .where(eq(auditEntries.actorId, owner.id))
      .orderBy(auditEntries.at);
    expect(
      entries.filter((entry) => entry.subject === 'Audit Laddoo' || entry.subject === '2026-03-04'),
    ).toEqual([
      {
        kind: 'kitchen.batch-size',
        subject: 'Audit Laddoo',
        before: { batchGrams: null },
        after: { batchGrams: 3000 },
      },
      {
        kind: 'kitchen.batch-size',
        subject: 'Audit Laddoo',
        before: { batchGrams: 3000 },
        after: { batchGrams: null },
      },
      {
        kind: 'kitchen.festival-day',
        subject: '2026-03-04',
        before: null,
        after: { name: 'Holi' },
      },
      {
        kind: 'kitchen.festival-day-removed',
        subject: '2026-03-04',
        before: { name: 'Holi' },
        after: null,
      },
    ]);
  });
});
