/** The tax invoice as its page shows it; built in the loader (server/invoices/invoice-view.ts). */
export type { InvoiceView } from '#server/invoices/invoice-view.ts';
