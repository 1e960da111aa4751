import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { formatBillNumber } from '#core/counter-bill-number.ts';
import { counterBillSchema, counterSchema } from '#core/counter-input.ts';
import { voidApprovalMessage } from '#core/counter-pin.ts';
import { DEFAULT_SCALE_LAYOUT } from '#core/counter-scale-barcode.ts';
import { financialYearOf } from '#core/invoice-number.ts';
import { formatRupees } from '#core/money.ts';
import { receiptView } from '#app/lib/counter-receipt-view.ts';
import { createBoxType } from '#server/boxes/box-types.ts';
import type { Db } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';
import { counterPins } from '#server/db/schema/counter-pins.ts';
import { seedShop } from '#server/seed/seed.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { boxTypeForm } from '#tests/support/stock.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { counterBillByKey } from './bill-by-key.ts';
import { counterPinKey, setCounterPin } from './counter-pins.ts';
import { counterScreen } from './counter-screen.ts';
import { createCounter, setUpDevice } from './counters.ts';
import { recordCounterBill } from './record-bill.ts';

let db: Db;
let owner: string;
let cashier: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  owner = await insertCustomer(db, 'Lata Owner', 'owner');
  cashier = await insertCustomer(db, 'Meena Cashier', 'cashier');
});

const actor = () => ({ id: owner, role: 'owner' as const, address: '127.0.0.1' });

describe('the counter screen’s reads', () => {
  test('sweets come by the kilogram with their packs and codes, items by count, boxes with their sweets', async () => {
    const first = await counterScreen(db);
    const kajuKatli = first.tiles.sweets.find((sweet) => sweet.name === 'Kaju Katli');
    // The sample 1kg is ₹850: the price per kilogram is the kilo's.
    expect(kajuKatli).toMatchObject({
      pricePerKgPaise: 85_000,
      counterCode: '101',
      gstRatePercent: 5,
    });
    expect(kajuKatli?.packs.map((pack) => [pack.weight, pack.unitPricePaise])).toEqual([
      ['250g', 22_500],
      ['500g', 45_000],
      ['1kg', 85_000],
    ]);
    const giftBox = first.tiles.items.find((item) => item.name === 'Dry Fruit Gift Box');
    expect(giftBox).toMatchObject({
      hsnCode: '21069099',
      counterCode: expect.stringMatching(/^\d+$/),
    });
    // Sweets are not items, and switched-off products are no tile at all.
    expect(first.tiles.items.some((item) => item.name === 'Kaju Katli')).toBe(false);
    await db.update(products).set({ isActive: false }).where(eq(products.name, 'Rasmalai'));
    const { tiles } = await counterScreen(db);
    expect(tiles.sweets.some((sweet) => sweet.name === 'Rasmalai')).toBe(false);

    const sweetIds = tiles.sweets.filter((s) => ['Kaju Katli', 'Besan Ladoo'].includes(s.name));
    const box = await createBoxType(db, actor(), boxTypeForm(sweetIds.map((s) => s.productId)));
    const withBox = await counterScreen(db);
    // The new box, and the sample shop's, by name.
    expect(withBox.tiles.boxes).toEqual([
      expect.objectContaining({
        boxTypeId: box.id,
        name: 'Assorted Mithai',
        sizeGrams: 1000,
        stepGrams: 250,
        chargePaise: 4_000,
        sweetIds: expect.arrayContaining(sweetIds.map((s) => s.productId)),
      }),
      expect.objectContaining({ name: 'Halwai Favourites Box', mostKinds: 4 }),
    ]);
    // A box type is no item of its own: it is built from its sweets.
    expect(withBox.tiles.items.some((item) => item.productId === box.id)).toBe(false);
  });

  test('the shop’s details and the counter’s settings, their defaults until the owner saves them', async () => {
    const { shop, counters } = await counterScreen(db);
    expect(shop).toMatchObject({
      name: 'Halwai',
      address: '12 Chandni Chowk, Delhi 110006',
      state: 'Delhi',
      upiId: '',
      scaleLayout: DEFAULT_SCALE_LAYOUT,
    });
    await createCounter(db, counterSchema.parse({ name: 'Front counter', paperWidthMm: '58' }));
    const after = await counterScreen(db);
    expect(after.counters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Front counter', paperWidthMm: 58 }),
      ]),
    );
    expect(counters.length + 1).toBe(after.counters.length);
  });
});

describe('a bill read by its key, the customer’s copy', () => {
  test('is the bill as recorded: its lines without those taken off, its payments and change', async () => {
    const counter = await createCounter(
      db,
      counterSchema.parse({ name: 'Sweets counter', paperWidthMm: '80' }),
    );
    const { series } = await setUpDevice(db, {
      counterId: counter.id,
      userId: owner,
      retiring: null,
    });
    const { tiles } = await counterScreen(db);
    const kaju = tiles.sweets.find((sweet) => sweet.name === 'Kaju Katli');
    const giftBox = tiles.items.find((item) => item.name === 'Dry Fruit Gift Box');
    if (!kaju || !giftBox) throw new Error('The sample catalogue has Kaju Katli and a gift box');
    const takenAt = new Date();
    const billKey = randomUUID();
    const lines = [
      { kind: 'weighed', productId: kaju.productId, grams: 350, amountPaise: 29_750 },
      {
        kind: 'counted',
        variantId: giftBox.variantId,
        quantity: 1,
        amountPaise: giftBox.unitPricePaise,
      },
    ];
    const total = 29_750 + giftBox.unitPricePaise;
    const voided = { kind: 'weighed', productId: kaju.productId, grams: 100, amountPaise: 8_500 };
    await setCounterPin(db, actor(), '2580');
    const [pin] = await db.select().from(counterPins).where(eq(counterPins.userId, owner));
    const approvalId = randomUUID();
    const approval = createHmac(
      'sha256',
      counterPinKey('2580', pin?.salt ?? '', pin?.iterations ?? 1),
    )
      .update(voidApprovalMessage({ approvalId, cashierId: cashier, line: voided }))
      .digest('hex');
    const bill = counterBillSchema.parse({
      idempotencyKey: billKey,
      billNumber: formatBillNumber(series, financialYearOf(takenAt), 1),
      counterId: counter.id,
      takenAt: takenAt.toISOString(),
      lines,
      // Taken off by the cashier with the owner's counter PIN (void-approval.test.ts).
      voidedLines: [{ line: voided, approvedBy: owner, approvalId, approval }],
      payments: [
        { mode: 'upi', paise: total - 20_000 },
        { mode: 'cash', paise: 50_000 },
      ],
    });
    await recordCounterBill(db, cashier, bill, 'Delhi');

    const read = await counterBillByKey(db, billKey);
    expect(read).toMatchObject({
      billNumber: bill.billNumber,
      cashierName: 'Meena Cashier',
      counterName: 'Sweets counter',
      paperWidthMm: 80,
      changePaise: 30_000,
      payments: expect.arrayContaining([
        { mode: 'cash', paise: 20_000 },
        { mode: 'upi', paise: total - 20_000 },
      ]),
      buyer: null,
    });
    expect(read?.lines.map((line) => [line.description, line.grams, line.amountPaise])).toEqual([
      ['Kaju Katli', 350, 29_750],
      ['Dry Fruit Gift Box (box)', null, giftBox.unitPricePaise],
    ]);
    if (!read) throw new Error('The bill was read');
    const receipt = receiptView(read);
    expect(receipt.total).toBe(formatRupees(total));
    expect(receipt.payments).toContainEqual({ mode: 'Cash', amount: '₹500.00' });
    expect(receipt.change).toBe('₹300.00');
  });

  test('is none for a key no bill has, or that is no key at all', async () => {
    expect(await counterBillByKey(db, randomUUID())).toBeNull();
    expect(await counterBillByKey(db, 'HC1-26-27-0001')).toBeNull();
  });
});
