/** Visitors' carts nobody has touched for a while are deleted, lines and all. */
import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { carts } from '#server/db/schema/cart.ts';

/** Rows per statement, so a large clear-out never holds the table for long. */
const BATCH = 1000;

/** Deletes carts with no customer untouched for `days`; returns how many went. */
export async function pruneVisitorCarts(db: Db, days: number): Promise<number> {
  let pruned = 0;
  for (;;) {
    const stale = db
      .select({ id: carts.id })
      .from(carts)
      .where(
        and(isNull(carts.userId), lt(carts.updatedAt, sql`now() - make_interval(days => ${days})`)),
      )
      .limit(BATCH);
    // Their lines go with them (cart_lines.cart_id cascades).
    const deleted = await db
      .delete(carts)
      .where(and(inArray(carts.id, stale), isNull(carts.userId)))
      .returning({ id: carts.id });
    pruned += deleted.length;
    if (deleted.length < BATCH) return pruned;
  }
}
