/**
 * A tax invoice as its page and its PDF show it: every figure already in words and ₹. Made out
 * by a shop not registered under GST (no GSTIN when it was issued), it is a bill of supply: no
 * GST on it (core/gst-registration.ts).
 */
import { amountInWords } from '#core/amount-in-words.ts';
import { formatShopDate } from '#core/date-format.ts';
import { isGstRegistered, NOT_GST_REGISTERED, saleDocumentOf } from '#core/gst-registration.ts';
import { stateWithCode } from '#core/gstin.ts';
import { formatRupees } from '#core/money.ts';
import { paymentMethodLabels } from '#core/payment.ts';
import type { TaxInvoice } from './get-invoice.ts';

export function invoiceView(invoice: TaxInvoice) {
  const { figures, seller, buyer, business } = invoice;
  const personal = {
    name: buyer.name,
    address: `${buyer.address}, ${buyer.city} ${buyer.pincode}`,
    contact: [buyer.phone, buyer.email].filter(Boolean).join(' · '),
  };
  const rupees = (paise: number) => formatRupees(paise);
  const taxed = isGstRegistered(seller.gstin);
  return {
    /** 'Tax Invoice', or 'Bill of Supply' from a shop not registered under GST. */
    title: saleDocumentOf(seller.gstin),
    /** Whether it shows GST: a bill of supply shows none. */
    taxed,
    numberLabel: taxed ? 'Invoice No.' : 'Bill No.',
    dateLabel: taxed ? 'Invoice date' : 'Bill date',
    invoiceNumber: invoice.invoiceNumber,
    issuedOn: formatShopDate(invoice.issuedAt),
    orderNumber: invoice.orderNumber,
    orderedOn: formatShopDate(invoice.orderedAt),
    /** 'Thu, 26 Nov, 6–9 pm' for an order delivered in a slot. */
    deliverySlot: invoice.deliverySlot,
    paymentMethod: paymentMethodLabels[invoice.paymentMethod],
    seller: {
      name: seller.storeName,
      address: seller.address,
      state: seller.state || 'Not set',
      /** 'GSTIN: …', or that the shop is not registered. */
      registration: taxed ? `GSTIN: ${seller.gstin}` : NOT_GST_REGISTERED,
      fssai: seller.fssaiLicenceNumber || null,
      contact: [seller.email, seller.phone].filter(Boolean).join(' · '),
    },
    /** Who the invoice is made out to: a business with its GSTIN, or the buyer. */
    billedTo: business
      ? {
          name: business.name,
          gstin: business.gstin,
          address: `${business.address}, ${business.city} ${business.pincode}, ${business.state}`,
          contact: personal.contact,
        }
      : { ...personal, gstin: null },
    /**
     * Where the goods went, when not to the address billed: the order's address for a business
     * buyer, or the recipients an order to several people went to on the buyer's direction.
     */
    shippedTo: shippedTo(invoice, personal),
    placeOfSupply: stateWithCode(invoice.placeOfSupply),
    intraState: figures.intraState,
    lines: figures.lines.map((line) => ({
      description: line.description,
      hsnCode: line.hsnCode,
      quantity: String(line.quantity),
      unitPrice: rupees(line.unitPricePaise),
      discount: line.discountPaise ? `−${rupees(line.discountPaise)}` : '—',
      taxableValue: rupees(line.taxableValuePaise),
      rate: `${line.gstRatePercent}%`,
      cgst: rupees(line.cgstPaise),
      sgst: rupees(line.sgstPaise),
      igst: rupees(line.igstPaise),
      amount: rupees(line.amountPaise),
    })),
    totals: {
      taxableValue: rupees(figures.taxableValuePaise),
      cgst: rupees(figures.cgstPaise),
      sgst: rupees(figures.sgstPaise),
      igst: rupees(figures.igstPaise),
      total: rupees(figures.totalPaise),
      inWords: amountInWords(figures.totalPaise),
    },
    promoCode: invoice.promoCode,
    closing: taxed
      ? 'Prices include GST. Tax is not payable on reverse charge. This is a computer-generated invoice and needs no signature.'
      : 'This is a computer-generated bill and needs no signature.',
  };
}
export type InvoiceView = ReturnType<typeof invoiceView>;

function shippedTo(
  invoice: TaxInvoice,
  personal: { name: string; address: string },
): { lines: string[] } | null {
  const { recipientCount } = invoice;
  if (recipientCount > 0) {
    return {
      lines: [
        `${recipientCount} recipient${recipientCount === 1 ? '' : 's'}, on the buyer’s direction (IGST Act s. 10(1)(b))`,
        'Each parcel with its own delivery note; the order’s recipient list names them.',
      ],
    };
  }
  return invoice.business ? { lines: [personal.name, personal.address] } : null;
}
