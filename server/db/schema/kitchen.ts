/**
 * The kitchen: the batches each sweet is made in, each good until its best-before day; which
 * batch each sale's grams came from (and went back to, on a cancel); and the grams written off.
 * A sweet's stock (sweet_stock.grams) is the grams left of its batches still in the stock.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { WRITE_OFF_REASONS, type WriteOffReason } from '#core/kitchen-batches.ts';
import { createdAt, isOneOf } from '../schema-columns.ts';
import { users } from './auth.ts';
import { products } from './catalog.ts';
import { counterBills } from './counter.ts';
import { orders } from './orders.ts';

/** A batch of one sweet, as the kitchen made it. Never deleted: a mistake is a correction. */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    gramsMade: integer('grams_made').notNull(),
    /** What sales, write-offs and the midnight have not taken. */
    gramsLeft: integer('grams_left').notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
    /** The India day it leaves the stock at the start of (made + shelf life); null: it keeps. */
    bestBeforeDay: date('best_before_day', { mode: 'string' }),
    /** Its ingredients' cost, when the kitchen gives it. */
    costPaise: integer('cost_paise'),
    madeBy: text('made_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When its best-before came and its grams left the stock (the midnight job): they stay in
     * `gramsLeft`, never sold, until written off.
     */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('batches_product_idx').on(table.productId, table.bestBeforeDay),
    index('batches_made_by_idx').on(table.madeBy),
    check('batches_grams_check', sql`${table.gramsLeft} between 0 and ${table.gramsMade}`),
    check('batches_cost_check', sql`${table.costPaise} >= 0`),
  ],
);

/**
 * Grams a sale took of a batch (positive), or a cancel gave back to it (negative): an order's,
 * its boxes' shares included, or a counter bill's.
 */
export const batchTakes = pgTable(
  'batch_takes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    grams: integer('grams').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    counterBillId: uuid('counter_bill_id').references(() => counterBills.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index('batch_takes_batch_idx').on(table.batchId),
    index('batch_takes_order_idx').on(table.orderId),
    index('batch_takes_counter_bill_idx').on(table.counterBillId),
    check('batch_takes_grams_check', sql`${table.grams} <> 0`),
  ],
);

/** Grams of a batch written off, and why. */
export const batchWriteOffs = pgTable(
  'batch_write_offs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    grams: integer('grams').notNull(),
    reason: text('reason').$type<WriteOffReason>().notNull(),
    writtenOffBy: text('written_off_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('batch_write_offs_batch_idx').on(table.batchId),
    index('batch_write_offs_by_idx').on(table.writtenOffBy),
    check('batch_write_offs_grams_check', sql`${table.grams} > 0`),
    check('batch_write_offs_reason_check', isOneOf(table.reason, WRITE_OFF_REASONS)),
  ],
);

/** How the kitchen makes a sweet: its usual batch, which the production sheet rounds up to. */
export const kitchenSweets = pgTable(
  'kitchen_sweets',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    batchGrams: integer('batch_grams').notNull(),
  },
  (table) => [check('kitchen_sweets_batch_grams_check', sql`${table.batchGrams} > 0`)],
);

/** Days the owner marks as festivals: the sheet reads last year's same days for them. */
export const festivalDays = pgTable('festival_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});
