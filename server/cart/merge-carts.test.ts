import { randomUUID } from 'node:crypto';
import { beforeAll, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { insertWeighedSweet } from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { addToCart, setCartPromoCode } from './change-cart.ts';
import { loadCart } from './load-cart.ts';
import { mergeCartIntoCustomers } from './merge-carts.ts';

let db: Db;
let kaju: string;
let samosa: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  kaju = (await insertWeighedSweet(db, 'Kaju Katli', { stock: 5 }))['500g'];
  samosa = (await insertWeighedSweet(db, 'Samosa', { pricePaise: 18000 }))['500g'];
});

async function customer() {
  const id = randomUUID();
  await db.insert(users).values({ id, name: 'Meera', email: `${id}@example.com` });
  return id;
}

const quantities = async (cartId: string | undefined) =>
  Object.fromEntries(
    (await loadCart(db, cartId)).lines.map((line) => [line.variantId, line.quantity]),
  );

test("a customer's first sign-in keeps the browser's cart as their own", async () => {
  const userId = await customer();
  const browser = await addToCart(db, undefined, kaju, 2);
  expect(await mergeCartIntoCustomers(db, browser.cartId, userId)).toBe(browser.cartId);
  expect(await quantities(browser.cartId)).toEqual({ [kaju]: 2 });
});

test('a later sign-in adds the browser cart to theirs, capped at stock, and keeps the promo', async () => {
  const userId = await customer();
  const own = await addToCart(db, undefined, kaju, 4);
  await mergeCartIntoCustomers(db, own.cartId, userId);

  const browser = await addToCart(db, undefined, kaju, 3);
  await addToCart(db, browser.cartId, samosa, 1);
  await setCartPromoCode(db, browser.cartId, 'DIWALI25');
  expect(await mergeCartIntoCustomers(db, browser.cartId, userId)).toBe(own.cartId);
  expect(await quantities(own.cartId)).toEqual({ [kaju]: 5, [samosa]: 1 });
  expect((await loadCart(db, own.cartId)).enteredPromoCode).toBe('DIWALI25');
  expect(await quantities(browser.cartId)).toEqual({});
});

test("another customer's cart is never merged into mine", async () => {
  const me = await customer();
  const someoneElse = await customer();
  const theirs = await addToCart(db, undefined, samosa, 1);
  await mergeCartIntoCustomers(db, theirs.cartId, someoneElse);
  expect(await mergeCartIntoCustomers(db, theirs.cartId, me)).toBeUndefined();
  expect(await quantities(theirs.cartId)).toEqual({ [samosa]: 1 });
});
