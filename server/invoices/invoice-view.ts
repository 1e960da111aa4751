/** A tax invoice as its page and its PDF show it: every figure already in words and ₹. */
import { amountInWords } from '#core/amount-in-words.ts';
import { formatShopDate } from '#core/date-format.ts';
import { formatRupees } from '#core/money.ts';
import { paymentMethodLabels } from '#core/payment.ts';
import type { TaxInvoice } from './get-invoice.ts';

export function invoiceView(invoice: TaxInvoice) {
  const { figures, seller, buyer } = invoice;
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
    buyer: {
      name: buyer.name,
      address: `${buyer.address}, ${buyer.city} ${buyer.pincode}`,
      placeOfSupply: buyer.state,
      contact: [buyer.phone, buyer.email].filter(Boolean).join(' · '),
    },
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
