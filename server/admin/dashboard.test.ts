import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { OrderStatus } from '#core/order-status.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { productVariants } from '#server/db/schema/catalog.ts';
import { orders } from '#server/db/schema/orders.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { buildProduct, insertCustomer, insertProduct } from '#tests/support/factories.ts';
import { checkout, customerWithCart } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import type { Actor } from '#server/staff/assert-may.ts';
import { loadAdminDashboard } from './dashboard.ts';

let db: Db;
let admin: Actor;
let customer: Actor;
let placedTotalPaise: number;
const numbers: Record<string, string> = {};

/** Mid-January: this month is January 2031, last month December 2030, across the year. */
const NOW = new Date('2031-01-15T12:00:00+05:30');

/** An order straight in the database, placed at a chosen time. */
async function insertOrder(
  userId: string,
  totalPaise: number,
  createdAt: string,
  status: OrderStatus = 'placed',
) {
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      customerName: 'Asha Verma',
      customerPhone: '9876543210',
      customerEmail: 'asha@example.com',
      shippingAddress: '14 Lajpat Nagar II',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110024',
      subtotalPaise: totalPaise,
      shippingPaise: 0,
      totalPaise,
      paymentMethod: 'cod',
      status,
      idempotencyKey: randomUUID(),
      createdAt: new Date(createdAt),
    })
    .returning({ orderNumber: orders.orderNumber });
  return order?.orderNumber ?? '';
}

async function joinedAt(createdAt: string, count: number) {
  const ids = await Promise.all(Array.from({ length: count }, () => insertCustomer(db)));
  await db
    .update(users)
    .set({ createdAt: new Date(createdAt) })
    .where(inArray(users.id, ids));
}

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  admin = { id: await insertCustomer(db, 'Meera (admin)', 'owner'), role: 'owner' };
  customer = { id: await insertCustomer(db, 'Asha Verma'), role: 'customer' };

  // One order placed the way the storefront places it, today: counted in the totals only.
  const { variants } = await insertProduct(db, buildProduct({ name: 'Kaju Katli' }));
  const { userId } = await customerWithCart(db, [[variants[1]?.id ?? '', 1]]);
  placedTotalPaise = (await placeOrder(db, userId, checkout())).totalPaise;

  // January 2031: 3 orders, one cancelled; ₹3,000 taken. The first is 1 Jan in India only.
  numbers.a = await insertOrder(customer.id, 100000, '2031-01-01T00:10:00+05:30');
  numbers.b = await insertOrder(customer.id, 50000, '2031-01-10T10:00:00+05:30', 'cancelled');
  numbers.c = await insertOrder(customer.id, 200000, '2031-01-15T09:00:00+05:30', 'shipped');
  // December 2030: 2 orders, ₹2,500. The first is still 31 Dec in India.
  numbers.d = await insertOrder(customer.id, 200000, '2030-12-31T23:50:00+05:30', 'delivered');
  numbers.e = await insertOrder(customer.id, 50000, '2030-12-05T10:00:00+05:30', 'delivered');
  // November 2030: 1 order, ₹700.
  numbers.f = await insertOrder(customer.id, 70000, '2030-11-30T10:00:00+05:30', 'delivered');

  // Customers: 3 joined in January 2031 (one at 00:15 on the 1st in India), 2 in December.
  await joinedAt('2031-01-10T10:00:00+05:30', 2);
  await joinedAt('2031-01-01T00:15:00+05:30', 1);
  await joinedAt('2030-12-31T23:45:00+05:30', 2);
  // Neither an unverified sign-up nor another admin is a customer.
  await db.insert(users).values({
    id: randomUUID(),
    name: 'Not Yet Verified',
    email: 'unverified@example.com',
    createdAt: new Date('2031-01-05T10:00:00+05:30'),
  });
  await insertCustomer(db, 'Second admin', 'owner');

  // Low stock: only the variants on sale under 10 (Besan Ladoo's 250g is retired). A sweet's
  // weights share its grams: Soan Papdi's 4.5 kg make eighteen 250g, nine 500g and four 1kg.
  await insertProduct(db, buildProduct({ name: 'Soan Papdi' }), [
    { weight: '250g', pricePaise: 15000, stockQuantity: 0, isDefault: false },
    { weight: '500g', pricePaise: 30000, stockQuantity: 9, isDefault: true },
    { weight: '1kg', pricePaise: 60000, stockQuantity: 0, isDefault: false },
  ]);
  await insertProduct(db, buildProduct({ name: 'Diwali Hamper' }), [
    { weight: 'box', pricePaise: 150000, stockQuantity: 0, isDefault: true },
  ]);
  const besanLadoo = await insertProduct(db, buildProduct({ name: 'Besan Ladoo' }), [
    { weight: '250g', pricePaise: 15000, stockQuantity: 0, isDefault: false },
    { weight: '500g', pricePaise: 30000, stockQuantity: 4, isDefault: true },
  ]);
  await db
    .update(productVariants)
    .set({ retiredAt: new Date() })
    .where(
      and(eq(productVariants.productId, besanLadoo.product.id), eq(productVariants.weight, '250g')),
    );
  await insertProduct(db, buildProduct({ name: 'Old Barfi', isActive: false }), [
    { weight: '500g', pricePaise: 30000, stockQuantity: 1, isDefault: true },
  ]);
});

describe('the admin dashboard', () => {
  test('a customer is refused', async () => {
    await expect(loadAdminDashboard(db, customer, NOW)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  test('figures count everything; captions compare January with December of the year before', async () => {
    const dashboard = await loadAdminDashboard(db, admin, NOW);
    expect(dashboard.totalOrders).toEqual({ value: 7, caption: '+50.0% from last month' });
    // The cancelled ₹500 is not revenue, this month or ever.
    expect(dashboard.totalRevenuePaise).toEqual({
      value: 100000 + 200000 + 200000 + 50000 + 70000 + placedTotalPaise,
      caption: '+20.0% from last month',
    });
    // Asha, the storefront's customer, and the 5 who joined in the two months.
    expect(dashboard.totalCustomers).toEqual({ value: 7, caption: '+50.0% from last month' });
  });

  test('in December the comparison is with November; before there were orders, it says so', async () => {
    const december = await loadAdminDashboard(db, admin, new Date('2030-12-20T12:00:00+05:30'));
    expect(december.totalOrders.caption).toBe('+100.0% from last month');
    expect(december.totalRevenuePaise.caption).toBe('+257.1% from last month');
    expect(december.totalCustomers.caption).toBe('No new customers last month');

    const november = await loadAdminDashboard(db, admin, new Date('2030-11-15T12:00:00+05:30'));
    expect(november.totalOrders.caption).toBe('No orders last month');
    expect(november.totalRevenuePaise.caption).toBe('No revenue last month');
  });

  test('low stock lists the variants on sale under 10, lowest first, then by name', async () => {
    const { lowStock } = await loadAdminDashboard(db, admin, NOW);
    expect(
      lowStock.map(({ productName, weight, stockQuantity }) => [
        productName,
        weight,
        stockQuantity,
      ]),
    ).toEqual([
      ['Diwali Hamper', 'box', 0],
      ['Besan Ladoo', '500g', 4],
      ['Soan Papdi', '1kg', 4],
      ['Soan Papdi', '500g', 9],
    ]);
    expect(lowStock[0]?.productId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('the 5 newest orders, newest first', async () => {
    const { recentOrders } = await loadAdminDashboard(db, admin, NOW);
    expect(recentOrders.map((order) => order.orderNumber)).toEqual([
      numbers.c,
      numbers.b,
      numbers.a,
      numbers.d,
      numbers.e,
    ]);
    expect(recentOrders[0]).toEqual({
      orderNumber: numbers.c,
      customerName: 'Asha Verma',
      createdAt: new Date('2031-01-15T09:00:00+05:30'),
      status: 'shipped',
      totalPaise: 200000,
    });
  });

  test('30 Indian days of sales, oldest first, zeros where nothing sold, cancelled left out', async () => {
    const { dailySales } = await loadAdminDashboard(db, admin, NOW);
    expect(dailySales).toHaveLength(30);
    expect(dailySales[0]?.day).toBe('2030-12-17');
    expect(dailySales.at(-1)?.day).toBe('2031-01-15');
    expect(dailySales.filter((day) => day.orders > 0)).toEqual([
      { day: '2030-12-31', revenuePaise: 200000, orders: 1 },
      { day: '2031-01-01', revenuePaise: 100000, orders: 1 },
      { day: '2031-01-15', revenuePaise: 200000, orders: 1 },
    ]);
    expect(dailySales.find((day) => day.day === '2031-01-10')).toEqual({
      day: '2031-01-10',
      revenuePaise: 0,
      orders: 0,
    });
  });

  test('a month without sales still has its 30 days, all zero', async () => {
    const { dailySales } = await loadAdminDashboard(
      db,
      admin,
      new Date('2031-03-01T12:00:00+05:30'),
    );
    expect(dailySales).toHaveLength(30);
    expect(dailySales.every((day) => day.orders === 0 && day.revenuePaise === 0)).toBe(true);
  });
});
