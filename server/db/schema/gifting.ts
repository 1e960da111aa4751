/**
 * Orders to several people: each recipient's parcel and what it holds, and the list a customer
 * is writing before the order.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../schema-columns.ts';
import { users } from './auth.ts';
import { deliverySlots } from './delivery.ts';
import { orders, orderItems } from './orders.ts';

/**
 * An order to several people: each recipient's parcel, with its address, note, delivery slot and
 * whether it has been delivered. `position` is the row's number in the buyer's list.
 */
export const orderRecipients = pgTable(
  'order_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    giftMessage: text('gift_message'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliverySlotId: uuid('delivery_slot_id').references(() => deliverySlots.id, {
      onDelete: 'set null',
    }),
    deliverySlot: text('delivery_slot'),
    /** When the rider handed it over; the order is delivered once every parcel is. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveredBy: text('delivered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('order_recipients_position_idx').on(table.orderId, table.position),
    index('order_recipients_delivery_idx').on(table.deliveryDate, table.deliverySlotId),
    index('order_recipients_slot_idx').on(table.deliverySlotId),
    index('order_recipients_delivered_by_idx').on(table.deliveredBy),
  ],
);

/** What each recipient's parcel holds: how many of which of the order's items. */
export const orderRecipientItems = pgTable(
  'order_recipient_items',
  {
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => orderRecipients.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.recipientId, table.orderItemId] }),
    check('order_recipient_items_quantity_check', sql`${table.quantity} > 0`),
    index('order_recipient_items_item_idx').on(table.orderItemId),
  ],
);

/**
 * A customer's list of people to send their cart to, as typed or uploaded: kept as written, so a
 * row with a mistake is shown with its message and fixed, never lost. Checked when shown and
 * again when the order is placed (core/gift-recipients.ts); cleared once the order is in.
 */
export const giftRecipients = pgTable(
  'gift_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    pincode: text('pincode').notNull().default(''),
    giftMessage: text('gift_message').notNull().default(''),
    /** Boxes of each of the cart's weights, by variant id, as typed ('2'). */
    quantities: jsonb('quantities')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The chosen day and slot ('2026-11-26_<slot id>'); empty for the earliest with room. */
    deliverySlot: text('delivery_slot').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('gift_recipients_user_idx').on(table.userId, table.position)],
);
