import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { listActivity } from '#server/accounts/activity.ts';
import type { Db } from '#server/db/client.ts';
import { productVariants } from '#server/db/schema/catalog.ts';
import { orders } from '#server/db/schema/orders.ts';
import { buildProduct, insertCustomer, insertProduct } from '#tests/support/factories.ts';
import { checkout, customerWithCart } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { cancelOrder } from './cancel-order.ts';
import { getOrderForViewer } from './get-order.ts';
import { placeOrder } from './place-order.ts';

let db: Db;
let variantId: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  const { variants } = await insertProduct(db, buildProduct({ name: 'Kaju Katli' }));
  variantId = variants[1]?.id ?? '';
});

async function stock() {
  const [variant] = await db
    .select({ stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return variant?.stock;
}

async function placedOrder(quantity = 2) {
  const { userId } = await customerWithCart(db, [[variantId, quantity]]);
  const order = await placeOrder(db, userId, checkout());
  return { userId, orderNumber: order.orderNumber };
}

describe('a customer cancelling their order', () => {
  test('while placed: the stock comes back, the status and its timeline say cancelled', async () => {
    const before = await stock();
    const { userId, orderNumber } = await placedOrder(3);
    expect(await stock()).toBe((before ?? 0) - 3);

    await cancelOrder(db, userId, orderNumber);

    expect(await stock()).toBe(before);
    const order = await getOrderForViewer(db, orderNumber, { id: userId, role: 'customer' });
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect(order?.history.map((entry) => entry.status)).toEqual(['placed', 'cancelled']);
    const [latest] = await listActivity(db, userId, { type: 'order' });
    expect(latest).toMatchObject({
      title: 'Order Cancelled',
      description: `Order ${orderNumber} was cancelled and its items returned to stock.`,
      status: 'cancelled',
    });
  });

  test('once cancelled, or once the shop has confirmed it, it cannot be cancelled again', async () => {
    const first = await placedOrder();
    await cancelOrder(db, first.userId, first.orderNumber);
    const afterCancel = await stock();
    await expect(cancelOrder(db, first.userId, first.orderNumber)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This order is already cancelled and can no longer be cancelled.',
    });
    expect(await stock()).toBe(afterCancel);

    const second = await placedOrder();
    await db
      .update(orders)
      .set({ status: 'confirmed' })
      .where(eq(orders.orderNumber, second.orderNumber));
    await expect(cancelOrder(db, second.userId, second.orderNumber)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This order is already confirmed and can no longer be cancelled.',
    });
  });
});

describe("another customer's order", () => {
  test('cannot be seen or cancelled by anyone but its owner; an admin can see it', async () => {
    const asha = await placedOrder();
    const bilal = await insertCustomer(db, 'Bilal');
    const admin = await insertCustomer(db, 'Shop Owner', 'owner');

    expect(
      await getOrderForViewer(db, asha.orderNumber, { id: bilal, role: 'customer' }),
    ).toBeUndefined();
    await expect(cancelOrder(db, bilal, asha.orderNumber)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const seenByOwner = await getOrderForViewer(db, asha.orderNumber, {
      id: asha.userId,
      role: 'customer',
    });
    expect(seenByOwner).toMatchObject({ status: 'placed', isOwn: true });
    const seenByAdmin = await getOrderForViewer(db, asha.orderNumber, {
      id: admin,
      role: 'owner',
    });
    expect(seenByAdmin).toMatchObject({ orderNumber: asha.orderNumber, isOwn: false });
    expect(seenByAdmin?.items).toHaveLength(1);
  });

  test('an unknown order number is simply not found', async () => {
    const someone = await insertCustomer(db);
    expect(
      await getOrderForViewer(db, 'HW-999999', { id: someone, role: 'customer' }),
    ).toBeUndefined();
  });
});
