/** What a customer keeps with their account: profile, addresses, history and wishlist. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { activityTypes, type ActivityType } from '#core/activity.ts';
import { createdAt, updatedAt, isOneOf } from '../schema-columns.ts';
import { users } from './auth.ts';
import { products } from './catalog.ts';

/** What the customer tells about themselves; the name falls back to the sign-up name. */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  pincode: text('pincode').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fullAddress: text('full_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('addresses_user_idx').on(table.userId, table.createdAt),
    // Exactly one default per customer is kept by the service; never two, by the database.
    uniqueIndex('addresses_one_default_idx')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/** The customer's history: written when their profile, addresses, orders or payments change. */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<ActivityType>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    check('activity_events_type_check', isOneOf(table.type, activityTypes)),
    index('activity_events_user_idx').on(table.userId, table.createdAt),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    index('wishlist_items_product_idx').on(table.productId),
  ],
);
