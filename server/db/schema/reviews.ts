/** Buyers' reviews of products, with every version of each. */
import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  reviewStatuses,
  reviewVersionKinds,
  type ReviewStatus,
  type ReviewVersionKind,
} from '#core/reviews.ts';
import { createdAt, updatedAt, isOneOf } from '../schema-columns.ts';
import { users } from './auth.ts';
import { products, productVariants } from './catalog.ts';
import { orders } from './orders.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The buyer who wrote it; null for the sample shop's reviews and once the account is closed. */
    userId: text('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The delivered order that made its writer a buyer of the product. */
    orderId: uuid('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    /** The 800 px copy of the buyer's photo, kept as product photos are (productImages). */
    photoUrl: text('photo_url'),
    /** The sample shop's reviews were published when seeded; a buyer's waits as the owner says. */
    status: text('status').$type<ReviewStatus>().notNull().default('published'),
    /** The shop's public answer, shown under the review; empty for none. */
    reply: text('reply').notNull().default(''),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Set when its writer deleted it: kept, with its versions, for the owner's history. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('reviews_status_check', isOneOf(table.status, reviewStatuses)),
    index('reviews_product_idx').on(table.productId, table.createdAt),
    // One review a product a buyer: the one they change or delete.
    uniqueIndex('reviews_one_per_buyer_idx')
      .on(table.productId, table.userId)
      .where(sql`${table.userId} is not null and ${table.deletedAt} is null`),
    index('reviews_status_idx').on(table.status, table.createdAt),
  ],
);

/** Every version of a buyer's review as they wrote, changed or deleted it, for the owner. */
export const reviewVersions = pgTable(
  'review_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReviewVersionKind>().notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    photoUrl: text('photo_url'),
    createdAt: createdAt(),
  },
  (table) => [
    check('review_versions_kind_check', isOneOf(table.kind, reviewVersionKinds)),
    index('review_versions_review_idx').on(table.reviewId, table.createdAt),
  ],
);

/**
 * A product's variants and reviews, for the product page's one query (catalog/get-product.ts).
 * Kept here, beside the reviews, so the catalogue's tables import nothing of the reviews'.
 */
export const productRelations = relations(products, ({ many }) => ({
  variants: many(productVariants),
  reviews: many(reviews),
}));

export const reviewRelations = relations(reviews, ({ one }) => ({
  product: one(products, { fields: [reviews.productId], references: [products.id] }),
}));
