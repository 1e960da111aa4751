import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { NO_BUSINESS_INVOICE } from '#core/gst-registration.ts';
import { recipientTemplateHeadings } from '#core/recipient-table.ts';
import type { Db } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';
import { deliverySlotDays, deliverySlots } from '#server/db/schema/delivery.ts';
import { giftRecipients, orderRecipientItems, orderRecipients } from '#server/db/schema/gifting.ts';
import { orderItems, orders } from '#server/db/schema/orders.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { SAMPLE_GSTIN, seedShop } from '#server/seed/seed.ts';
import { changeOrderStatus } from '#server/admin/change-order-status.ts';
import { getInvoiceForViewer } from '#server/invoices/get-invoice.ts';
import { issueInvoice } from '#server/invoices/issue-invoice.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { spreadsheetCsv } from '#server/http/spreadsheet-csv.ts';
import {
  buildProduct,
  insertCustomer,
  insertProduct,
  weighedVariants,
} from '#tests/support/factories.ts';
import { checkout, customerWithCart, ordersOf, refusal, stockOf } from '#tests/support/orders.ts';
import { UNREACHABLE_RAZORPAY } from '#tests/support/payments.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import {
  prepareRecipientList,
  removeRecipient,
  saveRecipient,
  uploadRecipientFile,
} from './recipient-list.ts';
import { prepareGiftCheckout } from './gift-checkout.ts';
import { giftDestination } from './gift-destination.ts';
import { markParcelDelivered, orderRecipientsCsv } from './order-parcels.ts';
import { giftProductsOf } from './recipient-rows.ts';

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  // Local (110…) by the shop's riders in slots, perishables too; Rest of India by courier.
  await seedShop(db);
});

async function sweet(name: string, stock: number, perishable = false) {
  const { variants } = await insertProduct(
    db,
    buildProduct({ name, perishable }),
    weighedVariants(45_000, stock),
  );
  const g500 = variants.find((variant) => variant.weight === '500g');
  return { variantId: g500?.id ?? '', name: `${name} (500g)`, productName: name, perishable };
}

type Sweet = Awaited<ReturnType<typeof sweet>>;

/** A recipient file as a spreadsheet saves it: the template's headings, then one line each. */
function recipientFile(sweets: Sweet[], lines: string[][]) {
  return spreadsheetCsv([
    recipientTemplateHeadings(giftProductsOf(sweets.map(asCartLine))),
    ...lines,
  ]);
}

const asCartLine = (sweet: Sweet) => ({
  variantId: sweet.variantId,
  name: sweet.productName,
  weight: '500g',
  perishable: sweet.perishable,
});

/** Row n of a list: a Mumbai address (Rest of India) unless told otherwise. */
const line = (n: number, boxes: string[], pincode = `4000${String(n % 90).padStart(2, '1')}`) => [
  `Employee ${n}`,
  `98${String(n).padStart(8, '0')}`,
  `${n} Marine Drive`,
  'Mumbai',
  'Maharashtra',
  pincode,
  `Happy Diwali, Employee ${n}!`,
  ...boxes,
];

async function buyerWithList(sweets: Sweet[], cartQuantity: number, lines: string[][]) {
  const buyer = await customerWithCart(
    db,
    sweets.map((sweet) => [sweet.variantId, cartQuantity]),
  );
  const shopper = { userId: buyer.userId, browserCartId: buyer.cartId };
  await uploadRecipientFile(db, shopper, {
    name: 'recipients.csv',
    text: recipientFile(sweets, lines),
  });
  return { ...buyer, shopper };
}

const toRecipients = (userId: string, changes: Parameters<typeof checkout>[0] = {}) =>
  placeOrder(
    db,
    userId,
    checkout({ paymentMethod: 'razorpay', ...changes }),
    UNREACHABLE_RAZORPAY,
    giftDestination,
  );

describe('an order to 60 people', () => {
  test('takes the stock once, in one transaction, with a parcel for each recipient', async () => {
    const kaju = await sweet('Kaju Katli Gifting', 100);
    // Business prices: 25 or more boxes 5% off, 100 or more 10% off.
    await db
      .update(products)
      .set({
        quantityTiers: [
          { variantId: null, minQuantity: 25, percentOff: 5 },
          { variantId: null, minQuantity: 100, percentOff: 10 },
        ],
      })
      .where(eq(products.name, 'Kaju Katli Gifting'));
    const lines = Array.from({ length: 60 }, (_, index) => line(index + 1, ['1']));
    const { userId } = await buyerWithList([kaju], 1, lines);

    const placed = await toRecipients(userId);

    expect(await stockOf(db, kaju.variantId)).toBe(40);
    const [order] = await ordersOf(db, userId);
    // 60 × ₹427.50 (₹450 less 5%) = ₹25,650; each ₹427.50 parcel pays ₹50 delivery.
    expect(order).toMatchObject({
      orderNumber: placed.orderNumber,
      recipientCount: 60,
      subtotalPaise: 2_565_000,
      shippingPaise: 300_000,
      totalPaise: 2_865_000,
    });
    const items = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? ''));
    expect(items).toEqual([
      expect.objectContaining({
        quantity: 60,
        unitPricePaise: 42_750,
        listPricePaise: 45_000,
        tierPercentOff: 5,
      }),
    ]);
    const parcels = await db
      .select()
      .from(orderRecipients)
      .where(eq(orderRecipients.orderId, order?.id ?? ''))
      .orderBy(asc(orderRecipients.position));
    expect(parcels).toHaveLength(60);
    expect(parcels[0]).toMatchObject({
      position: 1,
      name: 'Employee 1',
      phone: '9800000001',
      state: 'Maharashtra',
      giftMessage: 'Happy Diwali, Employee 1!',
      deliveredAt: null,
    });
    const [held] = await db
      .select({ boxes: sql<number>`sum(${orderRecipientItems.quantity})::int` })
      .from(orderRecipientItems)
      .innerJoin(orderRecipients, eq(orderRecipients.id, orderRecipientItems.recipientId))
      .where(eq(orderRecipients.orderId, order?.id ?? ''));
    expect(held?.boxes).toBe(60);
    // The list is spent with the cart.
    expect(await db.select().from(giftRecipients).where(eq(giftRecipients.userId, userId))).toEqual(
      [],
    );
  });

  test('is refused whole, naming the product, when its stock runs short', async () => {
    const barfi = await sweet('Barfi Gifting', 50);
    const lines = Array.from({ length: 60 }, (_, index) => line(index + 1, ['1']));
    const { userId } = await buyerWithList([barfi], 1, lines);

    expect(await refusal(toRecipients(userId))).toMatchObject({
      code: 'OUT_OF_STOCK',
      message:
        'Only 50 of Barfi Gifting (500g) left, and your recipients receive 60 in all. Please give fewer.',
    });
    expect(await stockOf(db, barfi.variantId)).toBe(50);
    expect(await ordersOf(db, userId)).toEqual([]);
    // Nothing is lost: the list waits for a smaller order.
    expect(
      await db.select().from(giftRecipients).where(eq(giftRecipients.userId, userId)),
    ).toHaveLength(60);
  });
});

test('a perishable to a far recipient is refused, naming the row', async () => {
  const rasgulla = await sweet('Rasgulla Gifting', 20, true);
  const { userId, shopper } = await buyerWithList([rasgulla], 1, [
    line(1, ['1'], '110006'),
    line(2, ['2'], '400001'),
  ]);

  expect(await refusal(toRecipients(userId))).toMatchObject({
    code: 'INVALID_INPUT',
    field: 'recipients',
    message:
      'Row 2 (Employee 2): Rasgulla Gifting is delivered only in Local. Pincode 400001 is in Rest of India.',
  });
  const list = await prepareRecipientList(db, shopper);
  expect(list.cart && list.rows.map((row) => row.errors)).toEqual([
    {},
    { pincode: 'Rasgulla Gifting is delivered only in Local. Pincode 400001 is in Rest of India.' },
  ]);
  // The row that can go still says when it arrives.
  expect(list.cart && list.rows.map((row) => row.delivery !== null)).toEqual([true, false]);
  expect(await stockOf(db, rasgulla.variantId)).toBe(20);
});

test('a slot’s places are taken one per recipient', async () => {
  await db.update(deliverySlots).set({ capacity: 2 });
  try {
    const peda = await sweet('Peda Gifting', 100);
    const inDelhi = [1, 2, 3, 4, 5].map((n) => line(n, ['1'], `11000${n}`));
    const { userId } = await buyerWithList([peda], 1, inDelhi);
    const before = await placesTaken();

    await toRecipients(userId);

    const parcels = await db
      .select({ day: orderRecipients.deliveryDate, slotId: orderRecipients.deliverySlotId })
      .from(orderRecipients)
      .innerJoin(orders, eq(orders.id, orderRecipients.orderId))
      .where(eq(orders.userId, userId));
    expect(parcels.every((parcel) => parcel.day && parcel.slotId)).toBe(true);
    expect((await placesTaken()) - before).toBe(5);
    // No slot of any day holds more than its 2 places.
    const fullest = await db
      .select({ taken: sql<number>`max(${deliverySlotDays.taken})::int` })
      .from(deliverySlotDays);
    expect(fullest[0]?.taken).toBe(2);
  } finally {
    await db.update(deliverySlots).set({ capacity: 20 });
  }
});

async function placesTaken() {
  const [row] = await db
    .select({ taken: sql<number>`coalesce(sum(${deliverySlotDays.taken}), 0)::int` })
    .from(deliverySlotDays);
  return row?.taken ?? 0;
}

describe('the recipient list', () => {
  test('a row typed by hand is kept only once it reads well and can be delivered', async () => {
    const laddoo = await sweet('Laddoo Gifting', 100);
    const { shopper } = await buyerWithList([laddoo], 1, [line(1, ['1'])]);
    const typed = {
      position: null,
      name: 'Ravi Iyer',
      phone: '98123 45678',
      address: '1 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '060001',
      giftMessage: '',
      quantities: { [laddoo.variantId]: '2' },
      deliverySlot: '',
    };
    expect(await refusal(saveRecipient(db, shopper, typed))).toMatchObject({
      code: 'INVALID_INPUT',
      fieldErrors: { pincode: 'Please enter a 6-digit pincode that does not start with 0.' },
    });
    expect(await saveRecipient(db, shopper, { ...typed, pincode: '560001' })).toEqual({
      position: 2,
    });
    await removeRecipient(db, shopper.userId, 1);
    const list = await prepareRecipientList(db, shopper);
    expect(list.cart && list.rows.map((row) => [row.position, row.name, row.phone])).toEqual([
      [1, 'Ravi Iyer', '98123 45678'],
    ]);
    expect(list.cart && list.boxesInAll.map((product) => product.boxes)).toEqual([2]);
    expect(list.problem).toBeNull();
  });

  test('a file with a column that is not in the cart is refused, and the list left as it was', async () => {
    const kalakand = await sweet('Kalakand Gifting', 100);
    const { shopper } = await buyerWithList([kalakand], 1, [line(1, ['1'])]);
    const file = `${recipientFile([kalakand], [])}`.replace(
      'Kalakand Gifting (500g)',
      'Soan Papdi',
    );

    expect(
      await refusal(uploadRecipientFile(db, shopper, { name: 'recipients.csv', text: file })),
    ).toMatchObject({
      field: 'file',
      message:
        'The column ‘Soan Papdi’ is neither an address column nor a product in your cart. Please start from the template, which has a column for each product in your cart.',
    });
    const list = await prepareRecipientList(db, shopper);
    expect(list.cart && list.rows.map((row) => row.name)).toEqual(['Employee 1']);
  });

  test('Cash on Delivery is taken for an order to several people only where the owner allows it', async () => {
    const mysore = await sweet('Mysore Pak Gifting', 100);
    const { userId } = await buyerWithList([mysore], 1, [line(1, ['1']), line(2, ['1'])]);

    expect(await refusal(toRecipients(userId, { paymentMethod: 'cod' }))).toMatchObject({
      field: 'paymentMethod',
      message: 'Cash on Delivery is not taken for orders to several people. Please pay online.',
    });
    await db.update(storeSettings).set({ giftOrderCashOnDelivery: true });
    try {
      await toRecipients(userId, { paymentMethod: 'cod' });
      expect(await ordersOf(db, userId)).toEqual([
        expect.objectContaining({ paymentMethod: 'cod', recipientCount: 2 }),
      ]);
    } finally {
      await db.update(storeSettings).set({ giftOrderCashOnDelivery: false });
    }
  });
});

test('a business buyer in another state gets one B2B invoice with IGST, whatever the recipients’ states', async () => {
  const kaju = await sweet('Kaju Katli B2B', 100);
  // Every recipient is in Delhi, the shop's own state; the buyer is registered in Maharashtra.
  const { userId } = await buyerWithList(
    [kaju],
    1,
    [1, 2, 3].map((n) => line(n, ['2'], `11000${n}`)),
  );
  const placed = await toRecipients(userId, {
    businessBuyer: true,
    businessName: 'Sharma Exports Pvt Ltd',
    gstin: '27AAPFU0939F1ZV',
    billingAddress: '5 Ranade Road, Dadar',
    billingCity: 'Mumbai',
    billingState: 'Maharashtra',
    billingPincode: '400028',
  });
  await db.transaction((tx) => issueInvoice(tx, placed.id));

  const invoice = await getInvoiceForViewer(db, placed.orderNumber, {
    id: userId,
    role: 'customer',
  });
  expect(invoice).toMatchObject({
    business: { name: 'Sharma Exports Pvt Ltd', gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' },
    placeOfSupply: 'Maharashtra',
    recipientCount: 3,
  });
  expect(invoice?.figures.intraState).toBe(false);
  expect(invoice?.figures.cgstPaise).toBe(0);
  expect(invoice?.figures.igstPaise).toBeGreaterThan(0);
  expect(invoice?.figures.totalPaise).toBe(placed.totalPaise);
});

test('a shop not registered under GST asks no business details and refuses a business buyer', async () => {
  const peda = await sweet('Peda Unregistered', 100);
  const { userId, shopper } = await buyerWithList([peda], 1, [line(1, ['1'])]);
  expect((await prepareGiftCheckout(db, shopper, UNREACHABLE_RAZORPAY)).businessInvoices).toBe(
    true,
  );
  await db.update(storeSettings).set({ gstin: '' });
  try {
    expect((await prepareGiftCheckout(db, shopper, UNREACHABLE_RAZORPAY)).businessInvoices).toBe(
      false,
    );
    const business = {
      businessBuyer: true,
      businessName: 'Sharma Exports Pvt Ltd',
      gstin: '27AAPFU0939F1ZV',
      billingAddress: '5 Ranade Road, Dadar',
      billingCity: 'Mumbai',
      billingState: 'Maharashtra' as const,
      billingPincode: '400028',
    };
    expect(await refusal(toRecipients(userId, business))).toMatchObject({
      message: NO_BUSINESS_INVOICE,
    });
    expect(await ordersOf(db, userId)).toEqual([]);
    // Without a business buyer the order is taken, to the same list.
    await toRecipients(userId);
    expect(await ordersOf(db, userId)).toHaveLength(1);
  } finally {
    await db.update(storeSettings).set({ gstin: SAMPLE_GSTIN });
  }
});

describe('each parcel handed over', () => {
  test('a rider marks parcels delivered once the order is on its way; the last delivers the order', async () => {
    const soan = await sweet('Soan Papdi Parcels', 100);
    const { userId } = await buyerWithList([soan], 1, [line(1, ['1']), line(2, ['1'])]);
    const placed = await toRecipients(userId);
    const owner = { id: await insertCustomer(db, 'Owner', 'owner'), role: 'owner' as const };
    const rider = { id: await insertCustomer(db, 'Rider', 'rider'), role: 'rider' as const };
    const packer = { id: await insertCustomer(db, 'Packer', 'packer'), role: 'packer' as const };

    // Not yet on its way: no parcel can be handed over.
    expect(await refusal(markParcelDelivered(db, rider, placed.orderNumber, 1))).toMatchObject({
      code: 'FORBIDDEN',
    });
    await changeOrderStatus(db, owner, placed.orderNumber, 'shipped');
    expect(await refusal(markParcelDelivered(db, packer, placed.orderNumber, 1))).toMatchObject({
      code: 'FORBIDDEN',
    });

    expect(await markParcelDelivered(db, rider, placed.orderNumber, 1)).toEqual({
      orderDelivered: false,
    });
    expect(await refusal(markParcelDelivered(db, rider, placed.orderNumber, 1))).toMatchObject({
      code: 'CONFLICT',
    });
    const [waiting] = await ordersOf(db, userId);
    expect(waiting?.status).toBe('shipped');

    expect(await markParcelDelivered(db, rider, placed.orderNumber, 2)).toEqual({
      orderDelivered: true,
    });
    const [delivered] = await ordersOf(db, userId);
    expect(delivered?.status).toBe('delivered');
    const csv = await orderRecipientsCsv(db, placed.orderNumber, { id: userId, role: 'customer' });
    expect(csv?.split('\r\n')[1]).toContain('Delivered');
    expect(await orderRecipientsCsv(db, placed.orderNumber, rider)).toBeUndefined();
  });

  test('a cancelled order gives each parcel’s slot place back', async () => {
    const ghevar = await sweet('Ghevar Parcels', 100);
    const { userId } = await buyerWithList([ghevar], 1, [
      line(1, ['1'], '110001'),
      line(2, ['1'], '110002'),
    ]);
    const before = await placesTaken();
    const placed = await toRecipients(userId);
    expect(await placesTaken()).toBe(before + 2);
    const owner = { id: await insertCustomer(db, 'Owner', 'owner'), role: 'owner' as const };
    await changeOrderStatus(db, owner, placed.orderNumber, 'cancelled');
    expect(await placesTaken()).toBe(before);
    expect(await stockOf(db, ghevar.variantId)).toBe(100);
  });
});

test('the gift checkout shows the order as it will be placed, and takes cash only where the owner allows', async () => {
  const peda = await sweet('Peda Checkout', 100);
  const { userId, shopper } = await buyerWithList([peda], 1, [
    line(1, ['2'], '110001'),
    line(2, ['1']),
  ]);
  const checkoutPage = await prepareGiftCheckout(db, shopper, UNREACHABLE_RAZORPAY);
  expect(checkoutPage.order).toMatchObject({
    recipients: 2,
    // ₹900 to the first (free delivery), ₹450 to the second (₹50 delivery).
    totals: { subtotalPaise: 135_000, shippingPaise: 5_000, totalPaise: 140_000 },
  });
  expect(checkoutPage.paymentOptions).toContainEqual({
    method: 'cod',
    available: false,
    note: 'Cash on Delivery is not taken for orders to several people. Please pay online.',
  });
  await db.update(storeSettings).set({ giftOrderCashOnDelivery: true });
  try {
    const withCash = await prepareGiftCheckout(db, shopper, UNREACHABLE_RAZORPAY);
    expect(withCash.paymentOptions).toContainEqual({
      method: 'cod',
      available: true,
      note: 'Pay the whole order in cash when the parcel of row 1 (put yourself or your office there) arrives; the other recipients pay nothing.',
    });
  } finally {
    await db.update(storeSettings).set({ giftOrderCashOnDelivery: false });
  }
  const placed = await toRecipients(userId);
  expect(placed.totalPaise).toBe(140_000);
});
