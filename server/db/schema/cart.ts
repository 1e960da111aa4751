/** Carts and their lines. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BoxShare } from '#core/assorted-box.ts';
import { createdAt, updatedAt } from '../schema-columns.ts';
import { users } from './auth.ts';
import { productVariants } from './catalog.ts';

/** A cart per browser (its id in an HttpOnly cookie); merged into the customer's at sign-in. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Set once the cart belongs to a signed-in customer: their one cart across browsers. */
    userId: text('user_id')
      .unique()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /** The code as the customer typed it; whether it still gives a discount is checked each time. */
    promoCode: text('promo_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Visitors' carts left untouched are pruned (server/cart/prune-visitor-carts.ts).
  (table) => [
    index('carts_visitor_updated_idx')
      .on(table.updatedAt)
      .where(sql`${table.userId} is null`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** An assorted box's shares, by sweet (core/assorted-box.ts); null for any other line. */
    boxShares: jsonb('box_shares').$type<BoxShare[]>(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.cartId, table.variantId] }),
    check('cart_lines_quantity_check', sql`${table.quantity} > 0`),
    index('cart_lines_variant_idx').on(table.variantId),
  ],
);
