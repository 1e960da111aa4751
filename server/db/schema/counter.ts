/**
 * The counter: its tills, the bill series each device numbers on its own, the bills with their
 * lines and payments, the days closed, and the grams a bill sold that the books did not hold.
 * A bill is its own record, never edited: a mistake is a void or a credit note.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BoxContent } from '#core/assorted-box.ts';
import { COUNTER_PAYMENT_MODES, type CounterPaymentMode } from '#core/counter-payments.ts';
import { DEFAULT_SCALE_LAYOUT, type ScaleBarcodeLayout } from '#core/counter-scale-barcode.ts';
import type { CounterLineKind } from '#core/counter-bill.ts';
import { createdAt, isOneOf, updatedAt } from '../schema-columns.ts';
import { users } from './auth.ts';
import { productVariants, products } from './catalog.ts';

const LINE_KINDS: readonly CounterLineKind[] = ['weighed', 'counted', 'box'];

/** One row (id 1): how the counter takes UPI and reads the scale's labels. */
export const counterSettings = pgTable(
  'counter_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** The shop's own UPI ID, for the bill's QR; empty: no UPI QR at the counter. */
    upiId: text('upi_id').notNull().default(''),
    scaleLayout: jsonb('scale_layout')
      .$type<ScaleBarcodeLayout>()
      .notNull()
      .default(DEFAULT_SCALE_LAYOUT),
    updatedAt: updatedAt(),
  },
  (table) => [check('counter_settings_single_row', sql`${table.id} = 1`)],
);

/** A till of the shop: its name and the paper its thermal printer takes. */
export const counters = pgTable(
  'counters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    /** 58 or 80 (mm): the print stylesheet's width. */
    paperWidthMm: smallint('paper_width_mm').notNull().default(80),
    createdAt: createdAt(),
  },
  (table) => [check('counters_paper_check', sql`${table.paperWidthMm} in (58, 80)`)],
);

/**
 * A device set up at a counter, with the series it numbers its bills in (core/counter-bill-number.ts):
 * 'HC1', 'HC2', ... never given twice. A device reset or replaced takes a new series; the old one
 * is retired and keeps its bills.
 */
export const counterSeries = pgTable(
  'counter_series',
  {
    series: text('series').primaryKey(),
    counterId: uuid('counter_id')
      .notNull()
      .references(() => counters.id, { onDelete: 'restrict' }),
    setUpBy: text('set_up_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [
    index('counter_series_counter_idx').on(table.counterId),
    index('counter_series_set_up_by_idx').on(table.setUpBy),
  ],
);

/**
 * A bill as the counter took it (and printed it, perhaps offline): recorded once by its key,
 * numbered on its device, consecutive within its series and financial year.
 */
export const counterBills = pgTable(
  'counter_bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: uuid('idempotency_key').notNull().unique(),
    billNumber: text('bill_number').notNull().unique(),
    series: text('series')
      .notNull()
      .references(() => counterSeries.series, { onDelete: 'restrict' }),
    /** '2026-27'. */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    counterId: uuid('counter_id')
      .notNull()
      .references(() => counters.id, { onDelete: 'restrict' }),
    cashierId: text('cashier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** When the counter took it, by the device's clock; `recordedAt` when it reached the shop. */
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    linesTotalPaise: integer('lines_total_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    discountReason: text('discount_reason'),
    taxPaise: integer('tax_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    changePaise: integer('change_paise').notNull().default(0),
    /** A business buyer's name, GSTIN and address, for a B2B tax invoice; null for B2C. */
    buyer: jsonb('buyer').$type<{ name: string; gstin: string; address: string }>(),
  },
  (table) => [
    uniqueIndex('counter_bills_sequence_idx').on(table.series, table.financialYear, table.sequence),
    index('counter_bills_counter_taken_idx').on(table.counterId, table.takenAt),
    index('counter_bills_cashier_idx').on(table.cashierId),
    check('counter_bills_sequence_check', sql`${table.sequence} > 0`),
    check(
      'counter_bills_sums_check',
      sql`${table.discountPaise} >= 0 and ${table.discountPaise} <= ${table.linesTotalPaise}
        and ${table.totalPaise} = ${table.linesTotalPaise} - ${table.discountPaise}`,
    ),
  ],
);

/** A bill's line as printed; a line voided before payment stays, with who allowed it. */
export const counterBillLines = pgTable(
  'counter_bill_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => counterBills.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind').$type<CounterLineKind>().notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** A counted item's or a box's variant; null for a sweet sold by grams. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    hsnCode: text('hsn_code').notNull(),
    gstRate: smallint('gst_rate').notNull(),
    /** A weighed sweet's grams; null for a counted item or a box. */
    grams: integer('grams'),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    boxContents: jsonb('box_contents').$type<BoxContent[]>(),
    /** Taken off before payment, allowed by a manager: on the record, not on the bill's sum. */
    voidedBy: text('voided_by').references(() => users.id, { onDelete: 'restrict' }),
    /** A void approved by the manager's PIN: its one-time id (core/counter-pin.ts), used once. */
    voidApprovalId: uuid('void_approval_id'),
    /**
     * A void whose PIN proof did not match the manager's PIN when the bill arrived (changed since
     * it was taken offline, say): recorded as it happened, and shown to the owner as not proven.
     */
    voidUnproven: boolean('void_unproven').notNull().default(false),
  },
  (table) => [
    uniqueIndex('counter_bill_lines_position_idx').on(table.billId, table.position),
    index('counter_bill_lines_product_idx').on(table.productId),
    index('counter_bill_lines_variant_idx').on(table.variantId),
    index('counter_bill_lines_voided_by_idx').on(table.voidedBy),
    uniqueIndex('counter_bill_lines_void_approval_idx').on(table.voidApprovalId),
    check('counter_bill_lines_kind_check', isOneOf(table.kind, LINE_KINDS)),
    check('counter_bill_lines_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/** How a bill was paid: one row a mode, cash with what was tendered. */
export const counterPayments = pgTable(
  'counter_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => counterBills.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<CounterPaymentMode>().notNull(),
    /** What the bill took of this mode (cash: net of the change given). */
    paise: integer('paise').notNull(),
  },
  (table) => [
    index('counter_payments_bill_idx').on(table.billId),
    check('counter_payments_mode_check', isOneOf(table.mode, COUNTER_PAYMENT_MODES)),
    check('counter_payments_paise_check', sql`${table.paise} >= 0`),
  ],
);

/** A counter's day closed by its cashier (the Z report), with the cash counted against expected. */
export const counterClosings = pgTable(
  'counter_closings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    counterId: uuid('counter_id')
      .notNull()
      .references(() => counters.id, { onDelete: 'restrict' }),
    cashierId: text('cashier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** India's calendar day closed. */
    day: date('day', { mode: 'string' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    floatPaise: integer('float_paise').notNull().default(0),
    cashExpectedPaise: integer('cash_expected_paise').notNull(),
    cashCountedPaise: integer('cash_counted_paise').notNull(),
    /** The Z report's figures as printed (core/counter-z-report.ts). */
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    uniqueIndex('counter_closings_day_idx').on(table.counterId, table.cashierId, table.day),
    index('counter_closings_cashier_idx').on(table.cashierId),
  ],
);

/**
 * What a counter bill sold that the books did not hold: the stock went to zero and the rest is a
 * count for the owner to make. Grams for a sweet, units for anything counted.
 */
export const stockShortfalls = pgTable(
  'stock_shortfalls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    grams: integer('grams'),
    units: integer('units'),
    billId: uuid('bill_id').references(() => counterBills.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When the owner counted and set the stock again. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('stock_shortfalls_open_idx')
      .on(table.createdAt)
      .where(sql`${table.settledAt} is null`),
    index('stock_shortfalls_product_idx').on(table.productId),
    index('stock_shortfalls_variant_idx').on(table.variantId),
    index('stock_shortfalls_bill_idx').on(table.billId),
    check(
      'stock_shortfalls_amount_check',
      sql`(${table.grams} > 0 and ${table.units} is null) or (${table.units} > 0 and ${table.grams} is null)`,
    ),
  ],
);
