/** Delivery: zones, slots and the places taken in them, closed days and festival cut-offs. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { deliveryKinds, MOST_BUSINESS_DAYS, type DeliveryKind } from '#core/delivery-dates.ts';
import { createdAt, updatedAt, isOneOf, isClock } from '../schema-columns.ts';

/**
 * Delivery zones (core/delivery-zones.ts has the rules). `pincodes` is what the owner wrote:
 * pincodes, ranges and prefixes; where zones overlap the narrowest entry wins, then `position`.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    pincodes: text('pincodes').notNull(),
    perishables: boolean('perishables').notNull(),
    cashOnDelivery: boolean('cash_on_delivery').notNull(),
    deliveryKind: text('delivery_kind').$type<DeliveryKind>().notNull(),
    /** Business days, for 'business-days' zones: 'Delivery in 2-3 business days'. */
    fewestDays: smallint('fewest_days').notNull().default(0),
    mostDays: smallint('most_days').notNull().default(0),
    /** The customer chooses a delivery date and slot (the shop's own riders). */
    slots: boolean('slots').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('delivery_zones_kind_check', isOneOf(table.deliveryKind, deliveryKinds)),
    check(
      'delivery_zones_days_check',
      sql`${table.fewestDays} between 0 and ${sql.raw(String(MOST_BUSINESS_DAYS))} and ${table.mostDays} between ${table.fewestDays} and ${sql.raw(String(MOST_BUSINESS_DAYS))}`,
    ),
  ],
);

/**
 * Delivery slots of the zones whose customers choose one (core/delivery-slots.ts): India's times
 * of day, 'HH:MM', and how many orders each can take a day.
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'delivery_slots_times_check',
      sql`${isClock(table.startsAt)} and ${isClock(table.endsAt)} and ${table.endsAt} > ${table.startsAt}`,
    ),
    check('delivery_slots_capacity_check', sql`${table.capacity} between 0 and 100000`),
    uniqueIndex('delivery_slots_times_idx').on(table.startsAt, table.endsAt),
  ],
);

/**
 * Orders placed in each slot on each day: raised inside the order's transaction only while below
 * the slot's capacity, so no race fills a slot past it; a cancelled order gives its place back.
 */
export const deliverySlotDays = pgTable(
  'delivery_slot_days',
  {
    slotId: uuid('slot_id')
      .notNull()
      .references(() => deliverySlots.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.slotId, table.day] }),
    check('delivery_slot_days_taken_check', sql`${table.taken} >= 0`),
  ],
);

/** Days the shop delivers nothing (a festival, a holiday), with the owner's note. */
export const deliveryClosedDates = pgTable('delivery_closed_dates', {
  day: date('day', { mode: 'string' }).primaryKey(),
  note: text('note').notNull().default(''),
});

/** Festival cut-offs: orders for delivery on `day` close at `closes_at`. */
export const deliveryCutoffs = pgTable('delivery_cutoffs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
});
