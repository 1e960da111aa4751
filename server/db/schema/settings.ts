/** The shop's own settings. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { DEFAULT_COD_LIMIT, LEGAL_CASH_LIMIT } from '#core/cash-on-delivery.ts';
import { DEFAULT_SAME_DAY_CUTOFF } from '#core/delivery-slots.ts';
import { reviewModerations, type ReviewModeration } from '#core/reviews.ts';
import { updatedAt, isOneOf, isClock } from '../schema-columns.ts';

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
