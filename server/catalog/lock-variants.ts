/** Every transaction that locks variants' rows takes them in id order, so none ever deadlock. */
import { asc } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { productVariants } from '#server/db/schema.ts';

/**
 * Locks the variants a query reads (joined to cart lines, order items or products), ordered by
 * variant id: placing, cancelling, merging carts and changing a cart all take locks this way, so
 * two of them wanting the same variants queue instead of deadlocking. The stock read through the
 * lock is the latest committed, and it holds until the transaction ends.
 */
export function lockVariantsInIdOrder<Query extends PgSelect>(query: Query) {
  return query.orderBy(asc(productVariants.id)).for('update', { of: productVariants });
}
