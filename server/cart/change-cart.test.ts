import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { POOL_SIZE, type Db } from '#server/db/client.ts';
import { lockVariantsInIdOrder } from '#server/catalog/lock-variants.ts';
import { carts } from '#server/db/schema/cart.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { promoCodes } from '#server/db/schema/promo.ts';
import {
  boxVariant,
  buildProduct,
  insertProduct,
  insertWeighedSweet,
  weighedVariants,
} from '#tests/support/factories.ts';
import { countVisitorWrite } from '#server/limits/visitor-writes.ts';
import { moment } from '#tests/support/moment.ts';
import { setStock as setStockOf } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { addToCart, removeCartLine, setCartLineQuantity, setCartPromoCode } from './change-cart.ts';
import { countCartLines, loadCart } from './load-cart.ts';

let db: Db;
let kaju500g: string;
let kaju1kg: string;
let samosa500g: string;
let lastBox: string;
let soldOut: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  const kaju = await insertWeighedSweet(db, 'Kaju Katli');
  kaju500g = kaju['500g'];
  kaju1kg = kaju['1kg'];
  samosa500g = (await insertWeighedSweet(db, 'Samosa', { pricePaise: 18000 }))['500g'];
  const box = await insertProduct(db, buildProduct({ name: 'Last Box' }), boxVariant(90000, 3));
  lastBox = box.variants[0]?.id ?? '';
  const gone = await insertProduct(
    db,
    buildProduct({ name: 'Rasgulla' }),
    weighedVariants(28000, 0),
  );
  soldOut = gone.variants[1]?.id ?? '';
  await db.insert(promoCodes).values({ code: 'DIWALI25', percentOff: 25 });
});

const setStock = (variantId: string, stockQuantity: number) =>
  setStockOf(db, variantId, stockQuantity);

const quantities = async (cartId: string) =>
  Object.fromEntries(
    (await loadCart(db, cartId)).lines.map((line) => [line.variantId, line.quantity]),
  );

describe('adding to the cart', () => {
  test('the first add makes a cart; adding the same variant again raises its quantity', async () => {
    const first = await addToCart(db, undefined, kaju500g, 1);
    expect(first).toMatchObject({ productName: 'Kaju Katli', quantity: 1 });
    const again = await addToCart(db, first.cartId, kaju500g, 1);
    expect(again).toMatchObject({ cartId: first.cartId, quantity: 2 });
    await addToCart(db, first.cartId, kaju1kg, 3);
    expect(await quantities(first.cartId)).toEqual({ [kaju500g]: 2, [kaju1kg]: 3 });
    expect(await countCartLines(db, first.cartId)).toBe(2);
  });

  test('an unknown cart id starts a new cart rather than failing', async () => {
    const change = await addToCart(db, '00000000-0000-0000-0000-000000000000', samosa500g, 1);
    expect(change.cartId).not.toBe('00000000-0000-0000-0000-000000000000');
  });

  test('quantities are capped at the stock, saying so', async () => {
    const { cartId } = await addToCart(db, undefined, lastBox, 2);
    const capped = await addToCart(db, cartId, lastBox, 5);
    expect(capped.quantity).toBe(3);
    expect(capped.notice).toBe('Only 3 of Last Box in stock: your cart now has 3.');
    await expect(addToCart(db, cartId, lastBox, 1)).rejects.toThrow(
      'Only 3 of Last Box in stock, and all of them are already in your cart.',
    );
  });

  test('an out-of-stock variant is refused with its name', async () => {
    await expect(addToCart(db, undefined, soldOut, 1)).rejects.toThrow(
      'Rasgulla (500g) is out of stock.',
    );
  });

  test('adds to the same cart at once (a double click, two tabs) each count', async () => {
    const { cartId } = await addToCart(db, undefined, samosa500g, 1);
    await Promise.all(Array.from({ length: 6 }, () => addToCart(db, cartId, samosa500g, 1)));
    expect(await quantities(cartId)).toEqual({ [samosa500g]: 7 });
  });

  test('adds at once never take a line beyond the stock', async () => {
    const { cartId } = await addToCart(db, undefined, kaju1kg, 1);
    await setStock(kaju1kg, 4);
    const adds = await Promise.allSettled(
      Array.from({ length: 6 }, () => addToCart(db, cartId, kaju1kg, 1)),
    );
    expect(await quantities(cartId)).toEqual({ [kaju1kg]: 4 });
    expect(adds.filter((add) => add.status === 'rejected')).toHaveLength(3);
    await setStock(kaju1kg, 50);
  });

  test('a cart holding more than the stock left is refused, and keeps what it holds', async () => {
    const { cartId } = await addToCart(db, undefined, samosa500g, 5);
    await setStock(samosa500g, 2);
    await expect(addToCart(db, cartId, samosa500g, 1)).rejects.toThrow(
      'Only 2 of Samosa (500g) in stock, and all of them are already in your cart.',
    );
    expect(await quantities(cartId)).toEqual({ [samosa500g]: 5 });
    await setStock(samosa500g, 50);
  });

  test('a cart the browser already has is refused a sold-out or switched-off sweet by name', async () => {
    const { cartId } = await addToCart(db, undefined, kaju500g, 1);
    await expect(addToCart(db, cartId, soldOut, 1)).rejects.toThrow(
      'Rasgulla (500g) is out of stock.',
    );
    const retired = await insertWeighedSweet(db, 'Milk Cake');
    await db.update(products).set({ isActive: false }).where(eq(products.name, 'Milk Cake'));
    await expect(addToCart(db, cartId, retired['500g'], 1)).rejects.toThrow(
      'That product is no longer available.',
    );
    expect(await quantities(cartId)).toEqual({ [kaju500g]: 1 });
  });
});

test('adds waiting for their cart (an order being placed from it) leave the pages their connections', async () => {
  const { cartId } = await addToCart(db, undefined, kaju500g, 1);
  const locked = moment();
  const release = moment();
  // The order being placed holds the cart, as place-order.ts does from reading it to emptying it.
  const order = db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${carts} where ${carts.id} = ${cartId} for update`);
    locked.reach();
    await release.reached;
  });
  await locked.reached;
  const adds = Array.from({ length: POOL_SIZE + 5 }, () => addToCart(db, cartId, kaju500g, 1));
  // A page's read still finds a connection while every one of those adds waits.
  await expect(countCartLines(db, cartId)).resolves.toBe(1);
  release.reach();
  await order;
  await Promise.all(adds);
  expect(await quantities(cartId)).toEqual({ [kaju500g]: POOL_SIZE + 6 });
});

test('adding a sweet never waits for an order that holds its stock row', async () => {
  await db.transaction(async (tx) => {
    // An order being placed holds the variant, as place-order.ts does while it takes stock.
    await lockVariantsInIdOrder(
      tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(eq(productVariants.id, kaju500g))
        .$dynamic(),
    );
    const added = await addToCart(db, undefined, kaju500g, 1);
    expect(added.quantity).toBe(1);
  });
});

test("a new visitor's add takes the address's counter last, so one from the same address waits only for a commit", async () => {
  const visitor = { address: '203.0.113.9', perMinute: 100 };
  const counted = moment();
  const release = moment();
  // Another visitor from the same address (one mobile network), about to commit a new cart.
  const other = db.transaction(async (tx) => {
    await countVisitorWrite(tx, 'cart', visitor);
    counted.reach();
    await release.reached;
  });
  await counted.reached;
  const adding = addToCart(db, undefined, kaju500g, 1, visitor);
  // It waits for the counter with its cart and line already written: nothing is left to do after.
  await expect.poll(() => waitsForCounterHavingWritten('cart_lines')).toBe(true);
  release.reach();
  await other;
  expect((await adding).quantity).toBe(1);
});

/** A transaction waiting on the counter's row lock while holding a write lock on `table`. */
async function waitsForCounterHavingWritten(table: string) {
  const [row] = await db
    .select({
      found: sql<boolean>`exists (
        select 1 from pg_stat_activity activity
        join pg_locks held on held.pid = activity.pid
        where activity.wait_event_type = 'Lock' and activity.query like '%rate_limits%'
          and held.granted and held.mode = 'RowExclusiveLock'
          and held.relation = ${table}::regclass)`,
    })
    .from(sql`(select 1) as one`);
  return row?.found;
}

describe('changing a line', () => {
  test('setting a quantity changes it; 0 or less removes the line', async () => {
    const { cartId } = await addToCart(db, undefined, kaju500g, 1);
    await addToCart(db, cartId, samosa500g, 1);
    await setCartLineQuantity(db, cartId, kaju500g, 4);
    expect(await quantities(cartId)).toEqual({ [kaju500g]: 4, [samosa500g]: 1 });
    await setCartLineQuantity(db, cartId, kaju500g, 0);
    await setCartLineQuantity(db, cartId, samosa500g, -1);
    expect(await quantities(cartId)).toEqual({});
  });

  test('a quantity above the stock is capped', async () => {
    const { cartId } = await addToCart(db, undefined, lastBox, 1);
    expect(await setCartLineQuantity(db, cartId, lastBox, 10)).toMatchObject({ quantity: 3 });
  });

  test('Remove deletes the line', async () => {
    const { cartId } = await addToCart(db, undefined, kaju500g, 2);
    await removeCartLine(db, cartId, kaju500g);
    expect(await countCartLines(db, cartId)).toBe(0);
  });

  test("another browser's cart cannot be touched through this one", async () => {
    const mine = await addToCart(db, undefined, kaju500g, 2);
    const theirs = await addToCart(db, undefined, samosa500g, 1);
    await setCartLineQuantity(db, theirs.cartId, kaju500g, 9).catch(() => undefined);
    await removeCartLine(db, theirs.cartId, kaju500g);
    expect(await quantities(mine.cartId)).toEqual({ [kaju500g]: 2 });
  });
});

describe('pricing the cart', () => {
  test('prices come from the database, with DIWALI25 only when typed exactly', async () => {
    const { cartId } = await addToCart(db, undefined, kaju500g, 1);
    expect((await loadCart(db, cartId)).totals).toEqual({
      subtotal: 45000,
      shipping: 5000,
      discount: 0,
      total: 50000,
      promoCode: null,
    });
    await setCartPromoCode(db, cartId, 'diwali25');
    expect((await loadCart(db, cartId)).totals.discount).toBe(0);
    await setCartPromoCode(db, cartId, 'DIWALI25');
    const cart = await loadCart(db, cartId);
    expect(cart.enteredPromoCode).toBe('DIWALI25');
    expect(cart.totals).toMatchObject({ discount: 11250, total: 38750, promoCode: 'DIWALI25' });
  });

  test('a missing cart is an empty cart', async () => {
    const cart = await loadCart(db, undefined);
    expect(cart.lines).toEqual([]);
    expect(cart.totals.subtotal).toBe(0);
  });
});
