import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { carts } from '#server/db/schema/cart.ts';
import { orders } from '#server/db/schema/orders.ts';
import { addToCart } from '#server/cart/change-cart.ts';
import { buildProduct, insertCustomer, insertProduct } from '#tests/support/factories.ts';
import { checkout } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { cancelOrder } from './cancel-order.ts';
import { customerOrderFigures, listCustomerOrders, listCustomerPayments } from './list-orders.ts';
import { placeOrder } from './place-order.ts';

let db: Db;
let kaju: string;
let samosa: string;
let asha: string;
const numbers: string[] = [];

/** Fills the customer's own cart and orders it. */
async function order(userId: string, lines: Array<[string, number]>) {
  let cartId: string | undefined;
  const [own] = await db.select().from(carts).where(eq(carts.userId, userId));
  cartId = own?.id;
  for (const [variantId, quantity] of lines) {
    ({ cartId } = await addToCart(db, cartId, variantId, quantity));
  }
  if (!own && cartId) await db.update(carts).set({ userId }).where(eq(carts.id, cartId));
  const placed = await placeOrder(db, userId, checkout());
  return placed.orderNumber;
}

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  kaju = (await insertProduct(db, buildProduct({ name: 'Kaju Katli' }))).variants[1]?.id ?? '';
  samosa = (await insertProduct(db, buildProduct({ name: 'Samosa' }))).variants[1]?.id ?? '';
  asha = await insertCustomer(db, 'Asha');
  // Three orders, oldest first: Kaju ₹400 + ₹50 shipping; Samosa ×2 ₹800; Kaju + Samosa ₹800.
  numbers.push(await order(asha, [[kaju, 1]]));
  numbers.push(await order(asha, [[samosa, 2]]));
  numbers.push(
    await order(asha, [
      [kaju, 1],
      [samosa, 1],
    ]),
  );
  await db
    .update(orders)
    .set({ status: 'shipped' })
    .where(eq(orders.orderNumber, numbers[1] ?? ''));
  await db
    .update(orders)
    .set({ status: 'delivered', paymentStatus: 'paid' })
    .where(eq(orders.orderNumber, numbers[0] ?? ''));
});

describe('My Orders and the dashboard list', () => {
  test('newest first, each with its items', async () => {
    const list = await listCustomerOrders(db, asha);
    expect(list.map((entry) => entry.orderNumber)).toEqual([...numbers].reverse());
    expect(list[0]?.items.map((item) => [item.productName, item.quantity])).toEqual([
      ['Kaju Katli', 1],
      ['Samosa', 1],
    ]);
  });

  test('search by order number or product, and filter by status', async () => {
    const bySamosa = await listCustomerOrders(db, asha, { search: 'samo' });
    expect(bySamosa.map((entry) => entry.orderNumber)).toEqual([numbers[2], numbers[1]]);
    const byNumber = await listCustomerOrders(db, asha, { search: numbers[0] });
    expect(byNumber.map((entry) => entry.orderNumber)).toEqual([numbers[0]]);
    const shipped = await listCustomerOrders(db, asha, { status: 'shipped' });
    expect(shipped.map((entry) => entry.orderNumber)).toEqual([numbers[1]]);
    expect(await listCustomerOrders(db, asha, { search: '100%_' })).toEqual([]);
    expect(await listCustomerOrders(db, asha, { limit: 2 })).toHaveLength(2);
  });

  test('nobody else sees them', async () => {
    const bilal = await insertCustomer(db, 'Bilal');
    expect(await listCustomerOrders(db, bilal)).toEqual([]);
    expect(await customerOrderFigures(db, bilal)).toEqual({
      totalOrders: 0,
      pendingOrders: 0,
      totalSpentPaise: 0,
    });
    expect((await listCustomerPayments(db, bilal)).payments).toEqual([]);
  });
});

describe('figures', () => {
  test('pending counts confirmed, packed and shipped; cancelled orders are not money spent', async () => {
    const ravi = await insertCustomer(db, 'Ravi');
    const kept = await order(ravi, [[samosa, 2]]);
    const dropped = await order(ravi, [[kaju, 2]]);
    await cancelOrder(db, ravi, dropped);
    await db.update(orders).set({ status: 'packed' }).where(eq(orders.orderNumber, kept));
    expect(await customerOrderFigures(db, ravi)).toEqual({
      totalOrders: 2,
      pendingOrders: 1,
      totalSpentPaise: 80000,
    });
    expect(await customerOrderFigures(db, asha)).toEqual({
      totalOrders: 3,
      pendingOrders: 1,
      totalSpentPaise: 45000 + 80000 + 80000,
    });
  });

  test('payments: paid total, transactions, pending; searchable by number or method', async () => {
    const { payments, figures } = await listCustomerPayments(db, asha);
    expect(figures).toEqual({ totalPaidPaise: 45000, transactions: 3, pendingPayments: 2 });
    expect(payments.map((payment) => payment.orderNumber)).toEqual([...numbers].reverse());
    expect(
      (await listCustomerPayments(db, asha, 'cash on')).payments.map(
        (payment) => payment.paymentMethod,
      ),
    ).toEqual(['cod', 'cod', 'cod']);
    expect((await listCustomerPayments(db, asha, 'stripe')).payments).toEqual([]);
  });
});
