/** The shop's tables. Money columns are integer paise; every foreign key has an index. */
import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { activityTypes, type ActivityType } from '#core/activity.ts';
import type { BoxContent, BoxShare } from '#core/assorted-box.ts';
import type { AuditKind, AuditValues } from '#core/audit.ts';
import { DEFAULT_COD_LIMIT, LEGAL_CASH_LIMIT } from '#core/cash-on-delivery.ts';
import { productCategories, type ProductCategory } from '#core/catalogue.ts';
import { deliveryKinds, MOST_BUSINESS_DAYS, type DeliveryKind } from '#core/delivery-dates.ts';
import { DEFAULT_SAME_DAY_CUTOFF } from '#core/delivery-slots.ts';
import { MOST_SHELF_LIFE_DAYS } from '#core/freshness.ts';
import { orderStatuses, type OrderStatus } from '#core/order-status.ts';
import type { QuantityTier } from '#core/quantity-tiers.ts';
import {
  reviewModerations,
  reviewStatuses,
  reviewVersionKinds,
  type ReviewModeration,
  type ReviewStatus,
  type ReviewVersionKind,
} from '#core/reviews.ts';
import { STAFF_ROLES, type Role, type StaffRole } from '#core/staff-roles.ts';
import {
  awaitingOnlinePayment,
  paymentMethods,
  paymentStatuses,
  type PaymentMethod,
  type PaymentStatus,
} from '#core/payment.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The column holds one of core's values. Written out as literals (not parameters), so adding a
 * status or category in core is the one change, and `npm run db:generate` makes the migration.
 */
function isOneOf(column: AnyPgColumn, values: readonly string[]) {
  const list = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  return sql`${column} in (${list})`.inlineParams();
}

/**
 * core's `awaitsOnlinePayment` as a condition on orders: the unpaid-order job's search and the
 * index it reads, so both ask exactly the rule the pages show 'Pay now' by.
 */
export function awaitsOnlinePaymentSql(order: {
  status: AnyPgColumn;
  paymentMethod: AnyPgColumn;
  paymentStatus: AnyPgColumn;
}) {
  const { status, paymentStatuses, offlineMethod } = awaitingOnlinePayment;
  return sql`${order.status} = ${status} and ${order.paymentMethod} <> ${offlineMethod} and ${isOneOf(order.paymentStatus, paymentStatuses)}`.inlineParams();
}

/** An India time of day, 'HH:MM' on the 24-hour clock (core/delivery-slots.ts). */
function isClock(column: AnyPgColumn) {
  return sql`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;
}

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

/** Raw bytes: node-postgres reads bytea as a Buffer, which is a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Uploaded product images, resized to WebP, kept in the database so every server on one
 * PostgreSQL serves them (server/catalog/product-images.ts). Two rows per upload: 400 and 800.
 */
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

/** One row (id 1): the shop's own details, shown in the footer, e-mails and invoices. */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: smallint('id').primaryKey().default(1),
    storeName: text('store_name').notNull(),
    storeDescription: text('store_description').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull().default(''),
    state: text('state').notNull().default(''),
    gstin: text('gstin').notNull().default(''),
    fssaiLicenceNumber: text('fssai_licence_number').notNull().default(''),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    orderNotifications: boolean('order_notifications').notNull().default(true),
    lowStockAlerts: boolean('low_stock_alerts').notNull().default(true),
    maintenanceMode: boolean('maintenance_mode').notNull().default(false),
    /** Cash on Delivery is offered up to this order total (core/cash-on-delivery.ts). */
    codLimitPaise: integer('cod_limit_paise').notNull().default(DEFAULT_COD_LIMIT),
    /** India's time of day after which today's slots cannot be chosen ('12:00'). */
    sameDayCutoff: text('same_day_cutoff').notNull().default(DEFAULT_SAME_DAY_CUTOFF),
    /** Orders to several people may be paid in cash on delivery (each zone's rule still holds). */
    giftOrderCashOnDelivery: boolean('gift_order_cash_on_delivery').notNull().default(false),
    /** Whether buyers' reviews wait for the owner's approval (core/reviews.ts). */
    reviewModeration: text('review_moderation')
      .$type<ReviewModeration>()
      .notNull()
      .default('approve-first'),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('store_settings_single_row', sql`${table.id} = 1`),
    check(
      'store_settings_review_moderation_check',
      isOneOf(table.reviewModeration, reviewModerations),
    ),
    check(
      'store_settings_cod_limit_check',
      sql`${table.codLimitPaise} between 0 and ${LEGAL_CASH_LIMIT - 1}`.inlineParams(),
    ),
    check('store_settings_same_day_cutoff_check', isClock(table.sameDayCutoff)),
  ],
);

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

/**
 * Promo codes (core/promo.ts has the rule). The code is the key, exactly as typed, and is kept on
 * past orders, so it never changes. Validity days are India's calendar days, both included;
 * `times_used` counts placed orders that took the discount, raised inside the order's
 * transaction with this row locked, so no race passes `usage_limit`.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    code: text('code').primaryKey(),
    percentOff: smallint('percent_off').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    minSubtotalPaise: integer('min_subtotal_paise'),
    usageLimit: integer('usage_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('promo_codes_percent_check', sql`${table.percentOff} between 1 and 100`),
    check('promo_codes_usage_limit_check', sql`${table.usageLimit} >= 1`),
    check('promo_codes_min_subtotal_check', sql`${table.minSubtotalPaise} >= 0`),
    check('promo_codes_dates_check', sql`${table.endsOn} >= ${table.startsOn}`),
    check('promo_codes_times_used_check', sql`${table.timesUsed} >= 0`),
  ],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

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

export const productRelations = relations(products, ({ many }) => ({
  variants: many(productVariants),
  reviews: many(reviews),
}));

export const productVariantRelations = relations(productVariants, ({ one }) => ({
  product: one(products, { fields: [productVariants.productId], references: [products.id] }),
}));

export const reviewRelations = relations(reviews, ({ one }) => ({
  product: one(products, { fields: [reviews.productId], references: [products.id] }),
}));

// Accounts: the tables better-auth keeps (its field names, our column names) plus the shop role.
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').$type<Role>().notNull().default('customer'),
    /** better-auth's two-factor plugin: a verified authenticator app is asked at each sign-in. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'users_role_check',
      sql`${table.role} in ('customer', ${sql.raw(STAFF_ROLES.map((role) => `'${role}'`).join(', '))})`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_idx').on(table.userId)],
);

/** What better-auth joins in one statement: a session with its user, a user with its accounts. */
export const userRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  accounts: many(accounts),
}));

/** better-auth's two-factor plugin: the authenticator's secret and backup codes, encrypted. */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** False from setting up until the first code is checked. */
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('two_factors_user_idx').on(table.userId)],
);

/**
 * The owner's invitations to join the staff: the link carries a token whose SHA-256 is kept here,
 * good until `expiresAt` unless revoked or already used.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('staff_invitations_email_idx').on(sql`lower(${table.email})`),
    index('staff_invitations_invited_by_idx').on(table.invitedBy),
  ],
);

/**
 * Every staff write, with who, when, from where, what and the values before and after; written
 * in the change's own transaction. Append-only: a trigger refuses any update or delete
 * (migration 0017), and no account is referenced, so an entry outlives the person's account.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').$type<Role>().notNull(),
    address: text('address'),
    kind: text('kind').$type<AuditKind>().notNull(),
    subject: text('subject').notNull(),
    before: jsonb('before').$type<AuditValues>(),
    after: jsonb('after').$type<AuditValues>(),
  },
  (table) => [
    index('audit_entries_at_idx').on(table.at),
    index('audit_entries_actor_idx').on(table.actorId, table.at),
    index('audit_entries_kind_idx').on(table.kind, table.at),
  ],
);

export const sessionRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const accountRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}));

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('verifications_identifier_idx').on(table.identifier),
    index('verifications_expires_idx').on(table.expiresAt),
  ],
);

/**
 * Counted requests (sign-in failures, visitors' writes, better-auth's own limits) per key, kept
 * here so limits hold across servers. `last_request` is the window's start, in epoch ms.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull().unique(),
    count: integer('count').notNull(),
    lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
  },
  (table) => [index('rate_limits_last_request_idx').on(table.lastRequest)],
);

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

/** Numbers the orders: HW-000001, HW-000002, … (gaps only where a placement rolled back). */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number')
      .notNull()
      .unique()
      .default(sql`('HW-' || lpad(nextval('order_number_seq')::text, 6, '0'))`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email').notNull(),
    /**
     * Where the order goes; for an order to several people (`recipientCount` > 0), the buyer's
     * own address, each parcel's being in order_recipients.
     */
    shippingAddress: text('shipping_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    giftMessage: text('gift_message'),
    /** India's calendar day and slot chosen at checkout, for zones with slots. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliverySlotId: uuid('delivery_slot_id').references(() => deliverySlots.id, {
      onDelete: 'set null',
    }),
    /** The slot as the customer chose it ('6–9 pm'), kept if the slot later changes. */
    deliverySlot: text('delivery_slot'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    promoCode: text('promo_code'),
    /** A business buyer's name and GSTIN, for the B2B tax invoice; null for a person's order. */
    businessName: text('business_name'),
    buyerGstin: text('buyer_gstin'),
    /** The business buyer's billing address, whose state is the place of supply. */
    billingAddress: text('billing_address'),
    billingCity: text('billing_city'),
    billingState: text('billing_state'),
    billingPincode: text('billing_pincode'),
    /** The parcels of an order to several people; 0 for an order to its own address. */
    recipientCount: integer('recipient_count').notNull().default(0),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('placed'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    /** The checkout form's one-time key: the same submission twice is the same order. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The provider's side of an online payment: Razorpay's order id or Stripe's session id. */
    paymentReference: text('payment_reference').unique(),
    /** The provider's payment that paid it: Razorpay's payment id or Stripe's payment intent. */
    paymentId: text('payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The provider's refund, once a paid order that was cancelled has been refunded. */
    refundId: text('refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('orders_status_check', isOneOf(table.status, orderStatuses)),
    check('orders_payment_status_check', isOneOf(table.paymentStatus, paymentStatuses)),
    check('orders_payment_method_check', isOneOf(table.paymentMethod, paymentMethods)),
    check(
      'orders_money_check',
      sql`${table.subtotalPaise} >= 0 and ${table.shippingPaise} >= 0 and ${table.discountPaise} >= 0 and ${table.totalPaise} = ${table.subtotalPaise} + ${table.shippingPaise} - ${table.discountPaise}`,
    ),
    check(
      'orders_business_buyer_check',
      sql`(${table.buyerGstin} is null) = (${table.businessName} is null) and (${table.buyerGstin} is null) = (${table.billingState} is null)`,
    ),
    check('orders_recipient_count_check', sql`${table.recipientCount} >= 0`),
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
    index('orders_delivery_idx').on(table.deliveryDate, table.deliverySlotId),
    // The unpaid-order job reads only the few orders still waiting for an online payment.
    index('orders_awaiting_payment_idx').on(table.createdAt).where(awaitsOnlinePaymentSql(table)),
  ],
);

/**
 * Every provider notification (webhook) handled, by the provider's event id: a notification sent
 * again is recognised and answered without being applied twice.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').$type<'razorpay' | 'stripe'>().notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * GST tax invoices, one per order once it is paid or delivered (server/invoices/issue-invoice.ts).
 * The number is consecutive within its financial year and never reused; the shop's details
 * are kept as they were on the day, so a later change of settings never rewrites an invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    invoiceNumber: text('invoice_number').notNull().unique(),
    /** '2026-27': April to March, on India's calendar. */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The shop as the invoice names it: name, address, state, GSTIN, FSSAI, e-mail, phone. */
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
  },
  (table) => [
    uniqueIndex('invoices_year_sequence_idx').on(table.financialYear, table.sequence),
    check('invoices_sequence_check', sql`${table.sequence} > 0`),
  ],
);

export interface InvoiceSeller {
  storeName: string;
  address: string;
  state: string;
  gstin: string;
  fssaiLicenceNumber: string;
  email: string;
  phone: string;
}

/** The last invoice number given in each financial year; taken and raised in one statement. */
export const invoiceSequences = pgTable('invoice_sequences', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** What was bought, as it was when bought: name, weight, price and tax are kept with the line. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    imageUrl: text('image_url').notNull(),
    weight: text('weight').notNull(),
    hsnCode: text('hsn_code').notNull(),
    gstRatePercent: smallint('gst_rate').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    totalPricePaise: integer('total_price_paise').notNull(),
    /** Sold at a business price: the weight's own price then, and the tier's percent off. */
    listPricePaise: integer('list_price_paise'),
    tierPercentOff: smallint('tier_percent_off'),
    /** The delivery day plus the product's shelf life, as sold; null when it had none. */
    bestBefore: date('best_before', { mode: 'string' }),
    /** An assorted box's contents as sold: each sweet, its name and grams; null for others. */
    boxContents: jsonb('box_contents').$type<BoxContent[]>(),
  },
  (table) => [
    check('order_items_quantity_check', sql`${table.quantity} > 0`),
    check(
      'order_items_total_check',
      sql`${table.totalPricePaise} = ${table.unitPricePaise} * ${table.quantity}`,
    ),
    index('order_items_order_idx').on(table.orderId),
    index('order_items_product_idx').on(table.productId),
    index('order_items_variant_idx').on(table.variantId),
  ],
);

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

/** Every status an order has had, with when: the order page's timeline. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    /** Who made the change; null when the shop itself did. */
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('order_status_history_status_check', isOneOf(table.status, orderStatuses)),
    index('order_status_history_order_idx').on(table.orderId, table.createdAt),
    index('order_status_history_changed_by_idx').on(table.changedBy),
  ],
);

/**
 * Background work (docs/decisions/006): a due job is claimed with FOR UPDATE SKIP LOCKED and a
 * lease, so it runs once however many servers poll; rows outlive restarts.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** At most one waiting job per key: a recurring job's key is its name. */
    key: text('key').unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Set while a server runs it; once passed (that server died), another may take it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Set when it failed too often to try again; kept for the owner to see. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.failedAt} is null`),
  ],
);
