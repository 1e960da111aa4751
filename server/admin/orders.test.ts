/**
 * The admin's orders: the list with its search, filter and pages, and status changes with
 * their timeline, history, stock and payment.
 */
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { OrderStatus } from '#core/order-status.ts';
import type { Db } from '#server/db/client.ts';
import { activityEvents } from '#server/db/schema/accounts.ts';
import { productVariants } from '#server/db/schema/catalog.ts';
import { orderStatusHistory, orders } from '#server/db/schema/orders.ts';
import { cancelOrder } from '#server/orders/cancel-order.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { adminAndCustomer } from '#tests/support/admin-products.ts';
import { insertCustomer, insertWeighedSweet } from '#tests/support/factories.ts';
import { checkout, customerWithCart, setStock } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import type { Actor } from '#server/staff/assert-may.ts';
import { changeOrderStatus } from './change-order-status.ts';
import { listAdminOrders, ORDERS_PAGE_SIZE } from './list-admin-orders.ts';

let db: Db;
let admin: Actor;
let customer: Actor;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  ({ admin, customer } = await adminAndCustomer(db));
});

/** A Cash on Delivery order of `quantity` of a fresh sweet with `stock` in stock. */
async function orderOf(quantity: number, stock = 20, who = { fullName: 'Asha Verma' }) {
  const sweet = await insertWeighedSweet(db, `Peda ${Math.random()}`, { stock });
  const { userId } = await customerWithCart(db, [[sweet['500g'], quantity]]);
  const order = await placeOrder(db, userId, checkout({ ...who, email: `${userId}@example.com` }));
  return { orderNumber: order.orderNumber, variantId: sweet['500g'], userId };
}

async function stockOf(variantId: string) {
  const [variant] = await db
    .select({ stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return variant?.stock;
}

async function orderRow(orderNumber: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) throw new Error(`No order ${orderNumber}`);
  return order;
}

describe('changeOrderStatus', () => {
  test('refuses anyone but the admin, and changes nothing', async () => {
    const { orderNumber } = await orderOf(1);
    await expect(changeOrderStatus(db, customer, orderNumber, 'delivered')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await orderRow(orderNumber)).status).toBe('placed');
  });

  test('an unknown order is not found', async () => {
    await expect(changeOrderStatus(db, admin, 'HW-999999', 'packed')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  test('every move is a timeline step by the admin and an entry in the customer’s history', async () => {
    const { orderNumber, userId } = await orderOf(1);
    const change = await changeOrderStatus(db, admin, orderNumber, 'shipped');
    expect(change).toEqual({ orderNumber, status: 'shipped', changed: true });
    const order = await orderRow(orderNumber);
    expect(order.status).toBe('shipped');
    const steps = await db
      .select({ status: orderStatusHistory.status, changedBy: orderStatusHistory.changedBy })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt));
    expect(steps).toEqual([
      { status: 'placed', changedBy: userId },
      { status: 'shipped', changedBy: admin.id },
    ]);
    const history = await db
      .select({ title: activityEvents.title, status: activityEvents.status })
      .from(activityEvents)
      .where(eq(activityEvents.userId, userId));
    expect(history).toContainEqual({ title: 'Order Shipped', status: 'shipped' });
  });

  test('the same status again changes nothing and writes nothing', async () => {
    const { orderNumber } = await orderOf(1);
    const change = await changeOrderStatus(db, admin, orderNumber, 'placed');
    expect(change.changed).toBe(false);
    const order = await orderRow(orderNumber);
    const steps = await db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(steps).toHaveLength(1);
  });

  test('cancelling returns the stock exactly once however often the status is toggled', async () => {
    const { orderNumber, variantId } = await orderOf(3, 20);
    expect(await stockOf(variantId)).toBe(17);
    const walk: OrderStatus[] = [
      'cancelled',
      'cancelled',
      'confirmed',
      'cancelled',
      'packed',
      'shipped',
      'cancelled',
    ];
    for (const status of walk) await changeOrderStatus(db, admin, orderNumber, status);
    expect(await stockOf(variantId)).toBe(20);
    await changeOrderStatus(db, admin, orderNumber, 'delivered');
    expect(await stockOf(variantId)).toBe(17);
  });

  test('toggled by two admins at once, stock still moves once per change', async () => {
    const { orderNumber, variantId } = await orderOf(2, 10);
    await Promise.all(
      Array.from({ length: 10 }, () => changeOrderStatus(db, admin, orderNumber, 'cancelled')),
    );
    expect(await stockOf(variantId)).toBe(10);
    await Promise.all(
      Array.from({ length: 10 }, () => changeOrderStatus(db, admin, orderNumber, 'placed')),
    );
    expect(await stockOf(variantId)).toBe(8);
  });

  test('a cancelled order whose stock was sold since cannot be reopened', async () => {
    const { orderNumber, variantId } = await orderOf(2, 2);
    await changeOrderStatus(db, admin, orderNumber, 'cancelled');
    // Another customer bought one of the two returned.
    await setStock(db, variantId, 1);
    await expect(changeOrderStatus(db, admin, orderNumber, 'placed')).rejects.toMatchObject({
      code: 'OUT_OF_STOCK',
      message: expect.stringMatching(/^Only 1 of Peda .* \(500g\) left/),
    });
    expect((await orderRow(orderNumber)).status).toBe('cancelled');
    expect(await stockOf(variantId)).toBe(1);
  });

  test('Cash on Delivery is recorded as paid when it is delivered', async () => {
    const { orderNumber } = await orderOf(1);
    expect((await orderRow(orderNumber)).paymentStatus).toBe('pending');
    await changeOrderStatus(db, admin, orderNumber, 'delivered');
    expect((await orderRow(orderNumber)).paymentStatus).toBe('paid');
    await changeOrderStatus(db, admin, orderNumber, 'shipped');
    expect((await orderRow(orderNumber)).paymentStatus).toBe('pending');
  });

  test("the admin's cancel is the customer's: stock back, nothing owed, one 'Order Cancelled' step", async () => {
    const byCustomer = await orderOf(2, 20);
    const byAdmin = await orderOf(2, 20);
    await cancelOrder(db, byCustomer.userId, byCustomer.orderNumber);
    await changeOrderStatus(db, admin, byAdmin.orderNumber, 'cancelled');

    const outcome = async ({ orderNumber, variantId, userId }: typeof byAdmin) => {
      const order = await orderRow(orderNumber);
      const history = await db
        .select({ title: activityEvents.title, status: activityEvents.status })
        .from(activityEvents)
        .where(eq(activityEvents.userId, userId));
      return {
        status: order.status,
        paymentStatus: order.paymentStatus,
        stock: await stockOf(variantId),
        cancelled: history.filter((event) => event.status === 'cancelled'),
      };
    };
    const expected = {
      status: 'cancelled',
      paymentStatus: 'cancelled',
      stock: 20,
      cancelled: [{ title: 'Order Cancelled', status: 'cancelled' }],
    };
    expect(await outcome(byCustomer)).toEqual(expected);
    expect(await outcome(byAdmin)).toEqual(expected);
  });

  test('a cancelled unpaid order owes nothing, and owes again when reopened', async () => {
    const { orderNumber } = await orderOf(1);
    await changeOrderStatus(db, admin, orderNumber, 'cancelled');
    expect((await orderRow(orderNumber)).paymentStatus).toBe('cancelled');
    await changeOrderStatus(db, admin, orderNumber, 'confirmed');
    expect((await orderRow(orderNumber)).paymentStatus).toBe('pending');
  });
});

describe('listAdminOrders', () => {
  let named: { orderNumber: string; userId: string };

  beforeAll(async () => {
    named = await orderOf(1, 20, { fullName: 'Zubin Contractor' });
  });

  test('refuses anyone but the admin', async () => {
    await expect(listAdminOrders(db, customer)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  test('lists every customer’s orders, newest first, with the count', async () => {
    const list = await listAdminOrders(db, admin);
    expect(list.total).toBeGreaterThan(1);
    expect(list.orders[0]?.orderNumber).toBe(named.orderNumber);
    const times = list.orders.map((order) => order.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('finds an order by its number, the customer’s name or e-mail, in any case', async () => {
    for (const search of [named.orderNumber, 'zubin contr', `${named.userId}@EXAMPLE.com`]) {
      const list = await listAdminOrders(db, admin, { search });
      expect(list.orders.map((order) => order.orderNumber)).toEqual([named.orderNumber]);
      expect(list.total).toBe(1);
    }
    const none = await listAdminOrders(db, admin, { search: '100%_' });
    expect(none).toMatchObject({ orders: [], total: 0, page: 1, pageCount: 1 });
  });

  test('a packer searching a fragment of a customer’s e-mail finds nothing by it; the owner does', async () => {
    const packer: Actor = {
      id: await insertCustomer(db, 'Pooja (packer)', 'packer'),
      role: 'packer',
    };
    for (const search of [`${named.userId}@`, named.userId.slice(0, 8), `@EXAMPLE.com`]) {
      const packers = await listAdminOrders(db, packer, { search });
      expect(
        packers.orders.map((order) => order.orderNumber),
        search,
      ).not.toContain(named.orderNumber);
      const owners = await listAdminOrders(db, admin, { search });
      expect(
        owners.orders.map((order) => order.orderNumber),
        search,
      ).toContain(named.orderNumber);
    }
    // What the packer's list shows still finds it: the number and the name.
    for (const search of [named.orderNumber, 'zubin contr']) {
      const list = await listAdminOrders(db, packer, { search });
      expect(list.orders.map((order) => order.orderNumber)).toEqual([named.orderNumber]);
    }
  });

  test('filters by status', async () => {
    await changeOrderStatus(db, admin, named.orderNumber, 'packed');
    const list = await listAdminOrders(db, admin, { status: 'packed' });
    expect(list.orders.length).toBeGreaterThan(0);
    expect(list.orders.every((order) => order.status === 'packed')).toBe(true);
  });

  test(`goes ${ORDERS_PAGE_SIZE} a page; a page past the end shows the last one`, async () => {
    const before = await listAdminOrders(db, admin);
    const more = ORDERS_PAGE_SIZE + 1 - before.total;
    for (let made = 0; made < more; made += 1) await orderOf(1);
    const first = await listAdminOrders(db, admin);
    expect(first.orders).toHaveLength(ORDERS_PAGE_SIZE);
    expect(first.pageCount).toBe(Math.ceil(first.total / ORDERS_PAGE_SIZE));
    const last = await listAdminOrders(db, admin, { page: 99 });
    expect(last.page).toBe(first.pageCount);
    expect(last.orders.length).toBe(first.total - ORDERS_PAGE_SIZE * (first.pageCount - 1));
    const seen = new Set([...first.orders, ...last.orders].map((order) => order.orderNumber));
    expect(seen.size).toBe(first.orders.length + last.orders.length);
  });
});
