/**
 * Tax invoices: issued once when an order is paid or delivered, numbered consecutively within
 * the financial year even when many are delivered at once, and shown only to the order's owner
 * and the admin, with lines that add up to the order's total.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { changeOrderStatus } from '#server/admin/change-order-status.ts';
import { addToCart } from '#server/cart/change-cart.ts';
import type { Actor } from '#server/staff/assert-may.ts';
import type { Db } from '#server/db/client.ts';
import { invoices } from '#server/db/schema/invoices.ts';
import { orderItems, orders } from '#server/db/schema/orders.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { getOrderForViewer } from '#server/orders/get-order.ts';
import { listCustomerPayments } from '#server/orders/list-orders.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { adminAndCustomer } from '#tests/support/admin-products.ts';
import { insertWeighedSweet } from '#tests/support/factories.ts';
import { checkout, customerWithCart } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { getInvoiceForViewer } from './get-invoice.ts';
import { invoicedOrderNumbers } from './invoiced-orders.ts';
import { issueInvoice } from './issue-invoice.ts';

let db: Db;
let admin: Actor;
let sweet: Awaited<ReturnType<typeof insertWeighedSweet>>;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  ({ admin } = await adminAndCustomer(db));
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
  sweet = await insertWeighedSweet(db, 'Kaju Katli', { pricePaise: 45_000, stock: 500 });
});

async function placedOrder(state: 'Delhi' | 'Maharashtra' = 'Delhi') {
  const { userId } = await customerWithCart(db, [
    [sweet['500g'], 2],
    [sweet['250g'], 1],
  ]);
  const { orderNumber } = await placeOrder(db, userId, checkout({ state }));
  return { orderNumber, userId, viewer: { id: userId, role: 'customer' as const } };
}

async function invoiceOf(orderNumber: string) {
  const [row] = await db
    .select({ invoiceNumber: invoices.invoiceNumber, sequence: invoices.sequence })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(orders.orderNumber, orderNumber));
  return row;
}

describe('issuing', () => {
  test('no invoice before the order is paid or delivered; one when delivered, kept after', async () => {
    const { orderNumber } = await placedOrder();
    await changeOrderStatus(db, admin, orderNumber, 'shipped');
    expect(await invoiceOf(orderNumber)).toBeUndefined();
    await changeOrderStatus(db, admin, orderNumber, 'delivered');
    const first = await invoiceOf(orderNumber);
    expect(first?.invoiceNumber).toMatch(/^HW\/\d{4}-\d{2}\/\d{4}$/);
    await changeOrderStatus(db, admin, orderNumber, 'shipped');
    await changeOrderStatus(db, admin, orderNumber, 'delivered');
    expect(await invoiceOf(orderNumber)).toEqual(first);
  });

  test('20 orders delivered at once get 20 consecutive numbers', async () => {
    const placed = [];
    for (let count = 0; count < 20; count += 1) placed.push(await placedOrder());
    const before = await db.select({ sequence: invoices.sequence }).from(invoices);
    const highest = Math.max(0, ...before.map((row) => row.sequence));
    await Promise.all(
      placed.map(({ orderNumber }) => changeOrderStatus(db, admin, orderNumber, 'delivered')),
    );
    const issued = await Promise.all(placed.map(({ orderNumber }) => invoiceOf(orderNumber)));
    const sequences = issued.map((row) => row?.sequence ?? 0).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => highest + index + 1));
  });

  test('numbers start again at 0001 on 1 April, and the year is in the number', async () => {
    const march = await placedOrder();
    const april = await placedOrder();
    const idOf = async (orderNumber: string) =>
      (
        await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber))
      )[0]?.id ?? '';
    const lastOfYear = new Date('2031-03-31T23:59:00+05:30');
    const firstOfYear = new Date('2031-04-01T00:01:00+05:30');
    const [marchId, aprilId] = [await idOf(march.orderNumber), await idOf(april.orderNumber)];
    const inMarch = await db.transaction((tx) => issueInvoice(tx, marchId, lastOfYear));
    const inApril = await db.transaction((tx) => issueInvoice(tx, aprilId, firstOfYear));
    expect(inMarch.invoiceNumber).toBe('HW/2030-31/0001');
    expect(inApril.invoiceNumber).toBe('HW/2031-32/0001');
  });
});

describe('reading', () => {
  test('the owner and the admin see it; another customer and an order without one do not', async () => {
    const { orderNumber, viewer } = await placedOrder();
    expect(await getInvoiceForViewer(db, orderNumber, viewer)).toBeUndefined();
    await changeOrderStatus(db, admin, orderNumber, 'delivered');
    const mine = await getInvoiceForViewer(db, orderNumber, viewer);
    expect(mine?.orderNumber).toBe(orderNumber);
    expect(await getInvoiceForViewer(db, orderNumber, admin)).toBeDefined();
    const someoneElse = { id: (await placedOrder()).userId, role: 'customer' as const };
    expect(await getInvoiceForViewer(db, orderNumber, someoneElse)).toBeUndefined();
    expect(await getInvoiceForViewer(db, 'HW-999999', admin)).toBeUndefined();
  });

  test('within Delhi it is CGST + SGST, to Maharashtra IGST; the lines add up to the total', async () => {
    for (const [state, intraState] of [
      ['Delhi', true],
      ['Maharashtra', false],
    ] as const) {
      const { orderNumber, viewer } = await placedOrder(state);
      await changeOrderStatus(db, admin, orderNumber, 'delivered');
      const invoice = await getInvoiceForViewer(db, orderNumber, viewer);
      const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
      expect(invoice?.figures.intraState).toBe(intraState);
      expect(invoice?.figures.totalPaise).toBe(order?.totalPaise);
      expect(invoice?.seller).toMatchObject({ gstin: '07AABCH1234M1Z5', state: 'Delhi' });
      expect(invoice?.figures.lines.map((line) => line.hsnCode)).toContain('21069099');
      // Each sweet's line carries its best-before date, as its label does.
      const [item] = await db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order?.id ?? ''));
      expect(item?.bestBefore).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
      expect(invoice?.figures.lines[0]?.description).toMatch(/, Best before \w{3}, \d{1,2} \w{3}$/);
    }
  });

  test('a later change of the shop’s details never rewrites an issued invoice', async () => {
    const { orderNumber, viewer } = await placedOrder();
    await changeOrderStatus(db, admin, orderNumber, 'delivered');
    await db.update(storeSettings).set({ storeName: 'Renamed Sweets' });
    const invoice = await getInvoiceForViewer(db, orderNumber, viewer);
    expect(invoice?.seller.storeName).toBe('Halwai');
    await db.update(storeSettings).set({ storeName: 'Halwai' });
  });
});

test('the Receipt and Invoice buttons, and the order page, know which orders have an invoice', async () => {
  const { userId: customerId, cartId } = await customerWithCart(db, [[sweet['500g'], 1]]);
  const first = await placeOrder(db, customerId, checkout());
  // The same customer orders again from the same (emptied) cart.
  await addToCart(db, cartId, sweet['250g'], 1);
  const second = await placeOrder(db, customerId, checkout());
  await changeOrderStatus(db, admin, first.orderNumber, 'delivered');

  const { payments } = await listCustomerPayments(db, customerId);
  const receipts = Object.fromEntries(payments.map((row) => [row.orderNumber, row.hasInvoice]));
  expect(receipts).toEqual({ [first.orderNumber]: true, [second.orderNumber]: false });
  expect(await invoicedOrderNumbers(db, customerId)).toEqual(new Set([first.orderNumber]));
  const viewer = { id: customerId, role: 'customer' as const };
  expect((await getOrderForViewer(db, first.orderNumber, viewer))?.invoiceNumber).toMatch(/^HW\//);
  expect((await getOrderForViewer(db, second.orderNumber, viewer))?.invoiceNumber).toBeNull();
});
