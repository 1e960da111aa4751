/** A tax invoice as its page and its PDF show it: every figure already in words and ₹. */
import { amountInWords } from '#core/amount-in-words.ts';
import { formatShopDate } from '#core/date-format.ts';
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
  return {
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
      gstin: seller.gstin || 'Not set',
      fssai: seller.fssaiLicenceNumber || 'Not set',
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
