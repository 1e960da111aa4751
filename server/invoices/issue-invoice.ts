/**
 * Issues an order's GST tax invoice when it becomes paid or is delivered: once per order, with
 * the next number of the financial year. The year's counter is raised in the same statement
 * that reads it, inside the caller's transaction, so orders delivered at the same moment queue
 * for it and get consecutive numbers; a transaction that rolls back gives its number back.
 */
import { eq, sql } from 'drizzle-orm';
import { financialYearOf, formatInvoiceNumber } from '#core/invoice-number.ts';
import type { Transaction } from '#server/db/client.ts';
import { invoiceSequences, invoices } from '#server/db/schema/invoices.ts';
import { storeSettings } from '#server/db/schema/settings.ts';

export async function issueInvoice(tx: Transaction, orderId: string, now = new Date()) {
  const [issued] = await tx
    .select({ invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  if (issued) return issued;

  const financialYear = financialYearOf(now);
  const [counter] = await tx
    .insert(invoiceSequences)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSequences.financialYear,
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ sequence: invoiceSequences.lastNumber });
  const sequence = counter?.sequence ?? 1;
  const [shop] = await tx.select().from(storeSettings).where(eq(storeSettings.id, 1));
  const invoiceNumber = formatInvoiceNumber(financialYear, sequence);
  await tx.insert(invoices).values({
    orderId,
    invoiceNumber,
    financialYear,
    sequence,
    issuedAt: now,
    seller: {
      storeName: shop?.storeName ?? '',
      address: shop?.address ?? '',
      state: shop?.state ?? '',
      gstin: shop?.gstin ?? '',
      fssaiLicenceNumber: shop?.fssaiLicenceNumber ?? '',
      email: shop?.email ?? '',
      phone: shop?.phone ?? '',
    },
  });
  return { invoiceNumber };
}
