import { eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { cartLines, carts } from '#server/db/schema/cart.ts';
import { insertCustomer, insertWeighedSweet } from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { addToCart } from './change-cart.ts';
import { pruneVisitorCarts } from './prune-visitor-carts.ts';

let db: Db;
let variantId: string;

beforeEach(async () => {
  ({ db } = await createTestDatabase());
  variantId = (await insertWeighedSweet(db, 'Kaju Katli'))['500g'];
});

/** A cart with one line, last changed `hours` ago; a customer's when `userId` is given. */
async function cartLastTouched(hours: number, userId?: string) {
  const { cartId } = await addToCart(db, undefined, variantId, 2);
  await db
    .update(carts)
    .set({ userId, updatedAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(carts.id, cartId));
  return cartId;
}

const existing = async (ids: string[]) =>
  (await db.select({ id: carts.id }).from(carts).where(inArray(carts.id, ids))).map(
    (cart) => cart.id,
  );

test("visitors' carts untouched for 30 days go with their lines; newer and customers' stay", async () => {
  const abandoned = await cartLastTouched(31 * 24);
  const justOver = await cartLastTouched(30 * 24 + 1);
  const recent = await cartLastTouched(29 * 24);
  const customers = await cartLastTouched(400 * 24, await insertCustomer(db, 'Meera'));

  expect(await pruneVisitorCarts(db, 30)).toBe(2);
  expect(await existing([abandoned, justOver, recent, customers])).toEqual(
    expect.arrayContaining([recent, customers]),
  );
  expect(await existing([abandoned, justOver])).toEqual([]);
  const orphanLines = await db
    .select()
    .from(cartLines)
    .where(inArray(cartLines.cartId, [abandoned, justOver]));
  expect(orphanLines).toEqual([]);
  // Nothing more to prune the second time.
  expect(await pruneVisitorCarts(db, 30)).toBe(0);
});

test('the number of days is the setting', async () => {
  const weekOld = await cartLastTouched(8 * 24);
  expect(await pruneVisitorCarts(db, 30)).toBe(0);
  expect(await pruneVisitorCarts(db, 7)).toBe(1);
  expect(await existing([weekOld])).toEqual([]);
});

test('a large backlog is cleared in batches, all of it', async () => {
  await db.execute(
    sql`insert into carts (updated_at) select now() - interval '60 days' from generate_series(1, 2500)`,
  );
  expect(await pruneVisitorCarts(db, 30)).toBe(2500);
});
