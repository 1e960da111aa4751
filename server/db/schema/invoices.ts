/** GST tax invoices and their numbering. */
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

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
