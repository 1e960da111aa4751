/**
 * What a shop's sale documents are in law, by whether it is registered under GST. A registered
 * shop (it has a GSTIN) gives a tax invoice showing the GST inside its prices, and may give a
 * business buyer a B2B tax invoice to claim input tax credit on. A shop not registered may not
 * charge GST: its document is a bill of supply, with no tax on it, and it offers no B2B invoice.
 */

export type SaleDocument = 'Tax Invoice' | 'Bill of Supply';

export const isGstRegistered = (shopGstin: string) => shopGstin.trim() !== '';

export const saleDocumentOf = (shopGstin: string): SaleDocument =>
  isGstRegistered(shopGstin) ? 'Tax Invoice' : 'Bill of Supply';

/** Printed on a bill of supply, where a tax invoice shows the shop's GSTIN. */
export const NOT_GST_REGISTERED = 'Not registered under GST: no GST is charged on this bill.';

/** A business buyer's details sent to a shop that is not registered (a form from before). */
export const NO_BUSINESS_INVOICE =
  'This shop is not registered under GST, so it cannot give a business (B2B) tax invoice. Please order without a business buyer.';
