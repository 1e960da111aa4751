/** Assorted boxes: the box types the owner offers and the sweets each may hold. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../schema-columns.ts';
import { products } from './catalog.ts';

/**
 * An assorted box the owner offers (core/assorted-box.ts). It is sold as a product of its own,
 * never listed in the catalogue (`is_active` false): its one variant is the box itself, whose
 * price is the box charge and whose stock is how many empty boxes the shop has; what goes in it
 * is taken from each chosen sweet's grams.
 */
export const boxTypes = pgTable(
  'box_types',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeGrams: integer('size_grams').notNull(),
    mostKinds: smallint('most_kinds').notNull(),
    stepGrams: integer('step_grams').notNull(),
    /** Offered to customers; a box switched off stays on the orders that hold it. */
    onSale: boolean('on_sale').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('box_types_size_check', sql`${table.sizeGrams} > 0`),
    check('box_types_kinds_check', sql`${table.mostKinds} >= 2`),
    check(
      'box_types_step_check',
      sql`${table.stepGrams} > 0 and ${table.sizeGrams} % ${table.stepGrams} = 0`,
    ),
  ],
);

/** The sweets that may go in a box type. */
export const boxTypeSweets = pgTable(
  'box_type_sweets',
  {
    boxProductId: uuid('box_product_id')
      .notNull()
      .references(() => boxTypes.productId, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.boxProductId, table.productId] }),
    index('box_type_sweets_product_idx').on(table.productId),
  ],
);
