import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { CheckoutInput } from '#core/checkout-input.ts';
import { listActivity } from '#server/accounts/activity.ts';
import { setCartPromoCode } from '#server/cart/change-cart.ts';
import { loadCart } from '#server/cart/load-cart.ts';
import { openPostgres, type Db } from '#server/db/client.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { orderItems, orders, orderStatusHistory } from '#server/db/schema/orders.ts';
import { promoCodes } from '#server/db/schema/promo.ts';
import {
  boxVariant,
  buildProduct,
  insertCustomer,
  insertProduct,
  weighedVariants,
} from '#tests/support/factories.ts';
import { moment } from '#tests/support/moment.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import {
  checkout,
  customerWithCart as customerWithCartIn,
  ordersOf,
  refusal,
  stockOf,
} from '#tests/support/orders.ts';
import { placeOrder } from './place-order.ts';

const customerWithCart = (lines: Array<[string, number]>) => customerWithCartIn(db, lines);

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ db } = database);
  await db.insert(promoCodes).values({ code: 'DIWALI25', percentOff: 25 });
});

/** Transactions of this test's database now waiting for a lock another one holds. */
async function transactionsWaitingForLocks() {
  const [waiting] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sql`pg_stat_activity`)
    .where(sql`wait_event_type = 'Lock' and datname = current_database()`);
  return waiting?.count;
}

async function sweet(name: string, pricePaise = 45000, stock = 40) {
  const { variants } = await insertProduct(
    db,
    buildProduct({ name }),
    weighedVariants(pricePaise, stock),
  );
  const byWeight = (weight: string) => variants.find((variant) => variant.weight === weight)?.id;
  return { g250: byWeight('250g') ?? '', g500: byWeight('500g') ?? '', kg1: byWeight('1kg') ?? '' };
}

describe('placing an order', () => {
  test('the order is priced from the database, takes the stock and empties the cart', async () => {
    const kaju = await sweet('Kaju Katli');
    const { userId, cartId } = await customerWithCart([
      [kaju.g250, 2],
      [kaju.g500, 1],
    ]);
    await setCartPromoCode(db, cartId, 'DIWALI25');

    const placed = await placeOrder(db, userId, checkout({ giftMessage: 'Happy Diwali!' }));

    expect(placed.created).toBe(true);
    expect(placed.orderNumber).toMatch(/^HW-\d{6}$/);
    const [order] = await ordersOf(db, userId);
    // 2 × ₹225 + ₹450 = ₹900: free shipping, 25% off = ₹225.
    expect(order).toMatchObject({
      orderNumber: placed.orderNumber,
      subtotalPaise: 90000,
      shippingPaise: 0,
      discountPaise: 22500,
      totalPaise: 67500,
      promoCode: 'DIWALI25',
      status: 'placed',
      paymentStatus: 'pending',
      paymentMethod: 'cod',
      giftMessage: 'Happy Diwali!',
      customerName: 'Asha Verma',
      state: 'Delhi',
    });
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    expect(
      items.map(({ productName, weight, quantity, unitPricePaise, totalPricePaise }) => ({
        productName,
        weight,
        quantity,
        unitPricePaise,
        totalPricePaise,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          productName: 'Kaju Katli',
          weight: '250g',
          quantity: 2,
          unitPricePaise: 22500,
          totalPricePaise: 45000,
        },
        {
          productName: 'Kaju Katli',
          weight: '500g',
          quantity: 1,
          unitPricePaise: 45000,
          totalPricePaise: 45000,
        },
      ]),
    );
    expect(
      items.every((item) => item.variantId === kaju.g250 || item.variantId === kaju.g500),
    ).toBe(true);
    // Both weights take from Kaju Katli's 20 kg: 1 kg of it went, 19 kg are left.
    expect(await stockOf(db, kaju.g250)).toBe(76);
    expect(await stockOf(db, kaju.g500)).toBe(38);
    const cart = await loadCart(db, cartId);
    expect(cart.lines).toEqual([]);
    expect(cart.enteredPromoCode).toBeNull();
    const history = await db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, placed.id));
    expect(history.map((entry) => entry.status)).toEqual(['placed']);
    const [activity] = await listActivity(db, userId, { type: 'order' });
    expect(activity).toMatchObject({
      title: 'Order Placed',
      description: `Order ${placed.orderNumber} for ₹675.00 was placed.`,
      status: 'placed',
      metadata: { orderNumber: placed.orderNumber },
    });
  });

  test('orders are numbered one after another', async () => {
    const ladoo = await sweet('Motichoor Ladoo', 32000);
    const first = await customerWithCart([[ladoo.g500, 1]]);
    const second = await customerWithCart([[ladoo.g500, 1]]);
    const a = await placeOrder(db, first.userId, checkout());
    const b = await placeOrder(db, second.userId, checkout());
    expect(Number(b.orderNumber.slice(3))).toBe(Number(a.orderNumber.slice(3)) + 1);
    // ₹320 pays ₹50 shipping; an empty gift message is stored as none.
    const [order] = await ordersOf(db, first.userId);
    expect(order).toMatchObject({ shippingPaise: 5000, totalPaise: 37000, giftMessage: null });
  });

  test('an empty cart, or no cart at all, is refused', async () => {
    const noCart = await insertCustomer(db);
    expect(await refusal(placeOrder(db, noCart, checkout()))).toMatchObject({
      code: 'CART_EMPTY',
      message: 'Please add items to your cart before checkout.',
    });
    expect(await ordersOf(db, noCart)).toEqual([]);
  });

  test('a line beyond the stock refuses the whole order, naming the product and what is left', async () => {
    const box = await insertProduct(
      db,
      buildProduct({ name: 'Diwali Hamper' }),
      boxVariant(150000, 3),
    );
    const barfi = await sweet('Kesar Barfi');
    const boxId = box.variants[0]?.id ?? '';
    const { userId, cartId } = await customerWithCart([
      [barfi.g500, 2],
      [boxId, 3],
    ]);
    await db.update(productVariants).set({ stockQuantity: 2 }).where(eq(productVariants.id, boxId));

    const error = await refusal(placeOrder(db, userId, checkout()));
    expect(error).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Only 2 of Diwali Hamper left. Please lower the quantity in your cart.',
    });
    expect(await ordersOf(db, userId)).toEqual([]);
    expect(await stockOf(db, barfi.g500)).toBe(40);
    expect(await stockOf(db, boxId)).toBe(2);
    expect((await loadCart(db, cartId)).lines).toHaveLength(2);

    await db.update(productVariants).set({ stockQuantity: 0 }).where(eq(productVariants.id, boxId));
    expect((await refusal(placeOrder(db, userId, checkout()))).message).toBe(
      'Diwali Hamper is out of stock. Please remove it from your cart.',
    );
  });

  test('a product taken off sale since it was added is refused by name', async () => {
    const peda = await insertProduct(db, buildProduct({ name: 'Mathura Peda' }));
    const variantId = peda.variants[1]?.id ?? '';
    const { userId } = await customerWithCart([[variantId, 1]]);
    await db.update(products).set({ isActive: false }).where(eq(products.id, peda.product.id));
    expect((await refusal(placeOrder(db, userId, checkout()))).message).toBe(
      'Mathura Peda (500g) is no longer sold. Please remove it from your cart.',
    );
  });
});

describe('never a cheaper order', () => {
  test('price-like fields sent with the checkout are ignored', async () => {
    const almonds = await sweet('Almonds', 80000);
    const { userId } = await customerWithCart([[almonds.g500, 1]]);
    const tampered = {
      ...checkout(),
      subtotalPaise: 100,
      totalPaise: 100,
      discountPaise: 79900,
      shippingPaise: 0,
      unitPricePaise: 1,
      promoCode: 'DIWALI25',
    } as CheckoutInput;
    await placeOrder(db, userId, tampered);
    const [order] = await ordersOf(db, userId);
    expect(order).toMatchObject({
      subtotalPaise: 80000,
      discountPaise: 0,
      totalPaise: 80000,
      promoCode: null,
    });
  });

  test('the price at the moment of ordering counts, not the one seen when adding', async () => {
    const pista = await sweet('Pista Roll', 50000);
    const { userId } = await customerWithCart([[pista.g500, 1]]);
    await db
      .update(productVariants)
      .set({ pricePaise: 60000 })
      .where(eq(productVariants.id, pista.g500));
    await placeOrder(db, userId, checkout());
    const [order] = await ordersOf(db, userId);
    expect(order?.subtotalPaise).toBe(60000);
  });

  test('a price changed while the order waits for the sweet: the order takes the new price', async () => {
    const pista = await sweet('Kesar Pista Roll', 50000);
    const { userId } = await customerWithCart([[pista.g500, 2]]);
    // The admin's price change holds the sweet's row when the checkout arrives.
    const admin = openPostgres(database.connectionString, 2);
    try {
      const changed = moment();
      const committing = moment();
      const priceChange = admin.db.transaction(async (tx) => {
        await tx
          .update(productVariants)
          .set({ pricePaise: 55000 })
          .where(eq(productVariants.id, pista.g500));
        changed.reach();
        await committing.reached;
      });
      await changed.reached;
      const placing = placeOrder(db, userId, checkout());
      // The checkout waits for the sweet's row.
      await expect.poll(transactionsWaitingForLocks).toBe(1);
      committing.reach();
      await priceChange;
      await placing;
    } finally {
      await admin.close();
    }
    const [order] = await ordersOf(db, userId);
    expect(order?.subtotalPaise).toBe(110000);
    const items = await db
      .select({ unitPricePaise: orderItems.unitPricePaise, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? ''));
    expect(items).toEqual([{ unitPricePaise: 55000, quantity: 2 }]);
    expect(await ordersOf(db, userId)).toHaveLength(1);
    expect(await stockOf(db, pista.g500)).toBe(38);
  });

  test('a promo code switched off since it was applied gives no discount', async () => {
    await db.insert(promoCodes).values({ code: 'HOLI10', percentOff: 10 });
    const gujiya = await sweet('Gujiya', 70000);
    const { userId, cartId } = await customerWithCart([[gujiya.g500, 1]]);
    await setCartPromoCode(db, cartId, 'HOLI10');
    await db.update(promoCodes).set({ isActive: false }).where(eq(promoCodes.code, 'HOLI10'));
    await placeOrder(db, userId, checkout());
    const [order] = await ordersOf(db, userId);
    expect(order).toMatchObject({ discountPaise: 0, promoCode: null, totalPaise: 70000 });
  });

  test("a customer's order takes only their own cart, never anyone else's", async () => {
    const jalebi = await sweet('Jalebi', 20000);
    const asha = await customerWithCart([[jalebi.g500, 2]]);
    const bilal = await insertCustomer(db, 'Bilal');
    expect((await refusal(placeOrder(db, bilal, checkout()))).code).toBe('CART_EMPTY');
    expect((await loadCart(db, asha.cartId)).lines).toHaveLength(1);
    expect(await stockOf(db, jalebi.g500)).toBe(40);
  });

  test("another customer's checkout key opens nothing", async () => {
    const soan = await sweet('Soan Papdi', 20000);
    const asha = await customerWithCart([[soan.g500, 1]]);
    const bilal = await customerWithCart([[soan.g500, 1]]);
    const input = checkout();
    await placeOrder(db, asha.userId, input);
    const error = await refusal(placeOrder(db, bilal.userId, { ...input, fullName: 'Bilal' }));
    expect(error.code).toBe('CONFLICT');
    expect(await ordersOf(db, bilal.userId)).toEqual([]);
  });
});

describe('safe under pressure', () => {
  test('50 customers racing for 10 boxes: exactly 10 orders, stock 0, never below', async () => {
    const hamper = await insertProduct(
      db,
      buildProduct({ name: 'Festival Box' }),
      boxVariant(120000, 10),
    );
    const variantId = hamper.variants[0]?.id ?? '';
    const customers = await Promise.all(
      Array.from({ length: 50 }, () => customerWithCart([[variantId, 1]])),
    );
    // Carts were filled while stock lasted; the race is at checkout.
    const results = await Promise.allSettled(
      customers.map(({ userId }) => placeOrder(db, userId, checkout())),
    );
    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const result of refused) {
      expect(result.reason).toMatchObject({
        code: 'OUT_OF_STOCK',
        message: 'Festival Box is out of stock. Please remove it from your cart.',
      });
    }
    expect(await stockOf(db, variantId)).toBe(0);
    const [sold] = await db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
      .from(orderItems)
      .where(eq(orderItems.variantId, variantId));
    expect(sold?.units).toBe(10);
  });

  test('the same checkout submitted 20 times at once makes one order', async () => {
    const rasmalai = await sweet('Rasmalai', 30000);
    const { userId } = await customerWithCart([[rasmalai.g500, 2]]);
    const input = checkout();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(db, userId, input)),
    );
    expect(new Set(results.map((result) => result.orderNumber)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await ordersOf(db, userId)).toHaveLength(1);
    expect(await stockOf(db, rasmalai.g500)).toBe(38);
    // A later retry of the same form (back button, resubmit) still answers with that order.
    const again = await placeOrder(db, userId, input);
    expect(again).toMatchObject({ orderNumber: results[0]?.orderNumber, created: false });
  });

  test('an order held up half-way does not hold up the next order for the same sweet', async () => {
    const barfi = await sweet('Coconut Barfi', 30000);
    const first = await customerWithCart([[barfi.g500, 1]]);
    const second = await customerWithCart([[barfi.g500, 1]]);
    // The first order's row in orders waits for a lock another connection holds.
    await db.execute(sql`
      create function hold_slow_order() returns trigger language plpgsql as $$
      begin
        if new.customer_name = 'Slow Customer' then perform pg_advisory_xact_lock(7001); end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger hold_slow_order before insert on orders
      for each row execute function hold_slow_order()`);
    const holder = openPostgres(database.connectionString, 1);
    try {
      const holding = moment();
      const released = moment();
      const hold = holder.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7001)`);
        holding.reach();
        await released.reached;
      });
      await holding.reached;
      const slow = placeOrder(db, first.userId, checkout({ fullName: 'Slow Customer' }));
      await expect.poll(transactionsWaitingForLocks).toBe(1);
      // The second order goes through while the first is still held up.
      await placeOrder(db, second.userId, checkout());
      expect(await ordersOf(db, first.userId)).toEqual([]);
      released.reach();
      await hold;
      await slow;
    } finally {
      await holder.close();
      await db.execute(sql`drop trigger hold_slow_order on orders`);
      await db.execute(sql`drop function hold_slow_order()`);
    }
    expect(await ordersOf(db, first.userId)).toHaveLength(1);
    expect(await ordersOf(db, second.userId)).toHaveLength(1);
    expect(await stockOf(db, barfi.g500)).toBe(38);
  });

  test('a failure half-way leaves no order, the stock and the cart as they were', async () => {
    const kalakand = await sweet('Kalakand', 40000);
    const { userId, cartId } = await customerWithCart([[kalakand.g500, 3]]);
    await db.execute(sql`
      create function refuse_order_items() returns trigger language plpgsql as $$
      begin raise exception 'order_items is unavailable'; end $$`);
    await db.execute(sql`
      create trigger refuse_order_items before insert on order_items
      for each row execute function refuse_order_items()`);
    try {
      await expect(placeOrder(db, userId, checkout())).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger refuse_order_items on order_items`);
      await db.execute(sql`drop function refuse_order_items()`);
    }
    expect(await ordersOf(db, userId)).toEqual([]);
    expect(await stockOf(db, kalakand.g500)).toBe(40);
    const cart = await loadCart(db, cartId);
    expect(cart.lines.map((line) => line.quantity)).toEqual([3]);
    expect(await listActivity(db, userId)).toEqual([]);
    const [history] = await db
      .select({ entries: count() })
      .from(orderStatusHistory)
      .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
      .where(and(eq(orders.userId, userId)));
    expect(history?.entries).toBe(0);
  });
});
