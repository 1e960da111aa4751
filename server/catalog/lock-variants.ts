/** Every transaction that locks variants' rows takes them in id order, so none ever deadlock. */
import { asc } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { productVariants } from '#server/db/schema/catalog.ts';

/**
 * Locks the variants a query reads (joined to cart lines, order items or products), ordered by
 * variant id: placing, cancelling and merging carts take locks this way, so two of them wanting
 * the same variants queue instead of deadlocking. The stock read through the lock is the latest
 * committed, and it holds until the transaction ends.
 *
 * `FOR NO KEY UPDATE`, the lock an update of the stock takes anyway: it does not block the key
 * share that adding a cart line takes on its variant, so shoppers adding a sweet never wait for
 * an order being placed.
 */
export function lockVariantsInIdOrder<Query extends PgSelect>(query: Query) {
  return query.orderBy(asc(productVariants.id)).for('no key update', { of: productVariants });
}
