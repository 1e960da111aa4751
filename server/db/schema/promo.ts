/** Promo codes. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../schema-columns.ts';

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
