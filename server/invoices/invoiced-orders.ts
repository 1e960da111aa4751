/** Which orders have a tax invoice: for the buttons that open one (Receipt, Invoice). */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { invoices } from '#server/db/schema/invoices.ts';
import { orders } from '#server/db/schema/orders.ts';

/**
 * A column for a query over orders: whether the row's order has an invoice. The columns are
 * named with their tables: in a select from one table, drizzle leaves them unqualified, and
 * inside this subquery a bare "id" would be the invoice's.
 */
export const hasInvoice = sql<boolean>`exists (select 1 from ${invoices} where ${invoices}.${sql.identifier('order_id')} = ${orders}.${sql.identifier('id')})`;

/** The customer's orders that have an invoice, by number, in one query. */
export async function invoicedOrderNumbers(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.userId, userId));
  return new Set(rows.map((row) => row.orderNumber));
}
