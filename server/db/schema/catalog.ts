/**
 * The catalogue: products and their variants, a sweet's stock in grams, uploaded product images
 * and the customers waiting for a sold-out variant.
 */
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { productCategories, type ProductCategory } from '#core/catalogue.ts';
import { MOST_SHELF_LIFE_DAYS } from '#core/freshness.ts';
import type { QuantityTier } from '#core/quantity-tiers.ts';
import { createdAt, updatedAt, isOneOf } from '../schema-columns.ts';
import { users } from './auth.ts';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').$type<ProductCategory>().notNull(),
    imageUrl: text('image_url').notNull(),
    ingredients: text('ingredients').notNull().default(''),
    /** How many days it keeps (0: not said); best-before dates count from delivery. */
    shelfLifeDays: smallint('shelf_life_days').notNull().default(0),
    /** How to keep it, shown after the shelf life: 'Keep refrigerated'. */
    storageNote: text('storage_note').notNull().default(''),
    /** The mean stars of its published reviews (core/reviews.ts: averageRating); 0 for none. */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    /** How many published reviews it has: kept with the rating, in the same transaction. */
    reviewCount: integer('review_count').notNull().default(0),
    occasions: text('occasions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hsnCode: text('hsn_code').notNull(),
    gstRatePercent: smallint('gst_rate').notNull().default(5),
    /** Goes only to delivery zones that take perishables (milk sweets). */
    perishable: boolean('perishable').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Part of the sample shop a fresh shop starts with: removed with it (remove-sample-shop.ts). */
    sample: boolean('sample').notNull().default(false),
    /**
     * The short code the counter finds it by, and its weighing scale prints in a label's
     * barcode (core/counter-scale-barcode.ts); null until the owner gives one.
     */
    counterCode: text('counter_code').unique(),
    /** Business prices (core/quantity-tiers.ts), as the admin's form checked them. */
    quantityTiers: jsonb('quantity_tiers')
      .$type<QuantityTier[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('products_category_check', isOneOf(table.category, productCategories)),
    check('products_rating_check', sql`${table.rating} between 0 and 5`),
    check('products_gst_rate_check', sql`${table.gstRatePercent} between 0 and 40`),
    check(
      'products_shelf_life_check',
      sql`${table.shelfLifeDays} between 0 and ${sql.raw(String(MOST_SHELF_LIFE_DAYS))}`,
    ),
    index('products_category_idx').on(table.category),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    weight: text('weight').notNull(),
    pricePaise: integer('price_paise').notNull(),
    /**
     * How many of it the shop can sell. A weight's is how many of it its sweet's grams make
     * (sweetStock), rewritten with them; any other variant's is its own count.
     */
    stockQuantity: integer('stock_quantity').notNull().default(0),
    /** Grams one of it is ('250g': 250), from its weight; null for a variant that is no weight. */
    grams: integer('grams'),
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * Set when the admin removed a variant that past orders refer to: kept for those orders,
     * never sold, listed or added to a cart again. Null while on sale.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('product_variants_price_check', sql`${table.pricePaise} >= 0`),
    check('product_variants_stock_check', sql`${table.stockQuantity} >= 0`),
    check('product_variants_grams_check', sql`${table.grams} > 0`),
    check(
      'product_variants_retired_not_default_check',
      sql`${table.retiredAt} is null or not ${table.isDefault}`,
    ),
    // One row per weight as the admin's form compares them ('500 G' is '500g'), retired rows
    // included: adding a retired weight again brings that row back (server/admin/save-product.ts).
    uniqueIndex('product_variants_product_weight_idx').on(
      table.productId,
      sql`lower(regexp_replace(${table.weight}, '\\s', '', 'g'))`,
    ),
    // At most one default variant per product: the one a catalogue card shows and adds.
    uniqueIndex('product_variants_one_default_idx')
      .on(table.productId)
      .where(sql`${table.isDefault}`),
  ],
);

export const productVariantRelations = relations(productVariants, ({ one }) => ({
  product: one(products, { fields: [productVariants.productId], references: [products.id] }),
}));

/**
 * A sweet's stock in grams, one row per product sold by weight: its weights and the assorted
 * boxes holding it all take from it (core/sweet-stock.ts). Locked after the sweet's variants.
 */
export const sweetStock = pgTable(
  'sweet_stock',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    grams: integer('grams').notNull().default(0),
  },
  (table) => [check('sweet_stock_grams_check', sql`${table.grams} >= 0`)],
);

/** Raw bytes: node-postgres reads bytea as a Buffer, which is a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Uploaded product images, resized to WebP, kept in the database so every server on one
 * PostgreSQL serves them (server/catalog/product-images.ts). Two rows per upload: 400 and 800.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the uploaded file: the same upload is stored once, and its URL never changes. */
    contentHash: text('content_hash').notNull(),
    /** The size asked for in the URL (…-400.webp, …-800.webp); `width` is what it really is. */
    size: smallint('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('product_images_size_check', sql`${table.size} in (400, 800)`),
    uniqueIndex('product_images_hash_size_idx').on(table.contentHash, table.size),
  ],
);

/**
 * 'Notify me when available': a customer (or a visitor, by e-mail) waiting for a sold-out
 * variant. When its stock comes back, each waiting request gets one e-mail and is marked
 * notified in the same transaction, so a second restock sends nothing more.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    // Asking twice is one request.
    uniqueIndex('stock_alerts_waiting_idx')
      .on(table.variantId, sql`lower(${table.email})`)
      .where(sql`${table.notifiedAt} is null`),
    index('stock_alerts_variant_idx').on(table.variantId),
    index('stock_alerts_user_idx').on(table.userId),
  ],
);
