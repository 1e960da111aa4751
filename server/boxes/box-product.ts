/** Which products are assorted boxes (box-types.ts): each is kept out of the catalogue's own lists. */
import { notExists, sql } from 'drizzle-orm';
import { boxTypes, products } from '#server/db/schema.ts';

/**
 * The product is no assorted box: a box is changed only on the owner's Boxes page, never as a
 * catalogue product (switched on, it would be listed at its box charge).
 */
export const notABox = () =>
  notExists(sql`(select 1 from ${boxTypes} where ${boxTypes.productId} = ${products.id})`);
