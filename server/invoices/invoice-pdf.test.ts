import { expect, test } from 'vitest';
import { taxInvoiceFigures } from '#core/tax-invoice.ts';
import { invoicePdf } from './invoice-pdf.ts';
import type { TaxInvoice } from './get-invoice.ts';
import { invoiceView } from './invoice-view.ts';

const personalInvoice: TaxInvoice = {
  invoiceNumber: 'HW/2026-27/0042',
  issuedAt: new Date('2026-11-24T10:00:00+05:30'),
  seller: {
    storeName: 'Halwai',
    address: '12 Chandni Chowk, Delhi 110006',
    state: 'Delhi',
    gstin: '07AAPFU0939F1ZX',
    fssaiLicenceNumber: '13324999000123',
    email: 'hello@halwai.example',
    phone: '+91 98765 43210',
  },
  buyer: {
    name: 'Asha Verma',
    address: '14 Lajpat Nagar II',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110024',
    phone: '9876543210',
    email: 'asha@example.com',
  },
  orderNumber: 'HW-000042',
  orderedAt: new Date('2026-11-20T10:00:00+05:30'),
  deliverySlot: 'Sat, 21 Nov, 6–9 pm',
  paymentMethod: 'cod',
  promoCode: null,
  figures: taxInvoiceFigures({
    items: [
      {
        description: 'Kaju Katli (500g)',
        hsnCode: '21069099',
        gstRatePercent: 5,
        quantity: 2,
        unitPricePaise: 45_000,
        totalPricePaise: 90_000,
      },
    ],
    shippingPaise: 0,
    discountPaise: 0,
    intraState: true,
  }),
  business: null,
  placeOfSupply: 'Delhi',
  recipientCount: 0,
};
const invoice = invoiceView(personalInvoice);

test('the invoice PDF is text in an embedded font that has the ₹ sign, with a way back to Unicode', async () => {
  const pdf = await invoicePdf(invoice);
  const raw = pdf.toString('latin1');
  expect(raw.startsWith('%PDF-')).toBe(true);
  // Text drawn in an embedded font, with a ToUnicode map: searchable and readable aloud.
  expect(raw).toMatch(/\/FontFile2/);
  expect(raw).toMatch(/DejaVuSans/);
  expect(raw).toMatch(/\/ToUnicode/);
  expect(raw).toContain('(Tax Invoice HW/2026-27/0042)');
  expect(pdf.length).toBeGreaterThan(5_000);
});

test('the invoice view writes the total in ₹ and in words, and the delivery slot', () => {
  expect(invoice.totals.total).toBe('₹900.00');
  expect(invoice.deliverySlot).toBe('Sat, 21 Nov, 6–9 pm');
  expect(invoice.totals.inWords).toBe('Rupees Nine Hundred Only');
  expect(invoice.lines[0]).toMatchObject({
    cgst: '₹21.43',
    sgst: '₹21.43',
    taxableValue: '₹857.14',
  });
});

test('a person’s invoice is billed and shipped to them, supplied in their state', () => {
  expect(invoice.billedTo).toEqual({
    name: 'Asha Verma',
    gstin: null,
    address: '14 Lajpat Nagar II, New Delhi 110024',
    contact: '9876543210 · asha@example.com',
  });
  expect(invoice.shippedTo).toBeNull();
  expect(invoice.placeOfSupply).toBe('Delhi (07)');
});

test('a business buyer’s invoice is billed to the business with its GSTIN, supplied where it is', async () => {
  const b2b = invoiceView({
    ...personalInvoice,
    business: {
      name: 'Sharma Exports Pvt Ltd',
      gstin: '27AAPFU0939F1ZV',
      address: '5 Ranade Road, Dadar',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400028',
    },
    placeOfSupply: 'Maharashtra',
    recipientCount: 60,
  });
  expect(b2b.billedTo).toEqual({
    name: 'Sharma Exports Pvt Ltd',
    gstin: '27AAPFU0939F1ZV',
    address: '5 Ranade Road, Dadar, Mumbai 400028, Maharashtra',
    contact: '9876543210 · asha@example.com',
  });
  expect(b2b.placeOfSupply).toBe('Maharashtra (27)');
  expect(b2b.shippedTo?.lines[0]).toBe(
    '60 recipients, on the buyer’s direction (IGST Act s. 10(1)(b))',
  );
  const pdf = await invoicePdf(b2b);
  expect(pdf.toString('latin1').startsWith('%PDF-')).toBe(true);
});

test('a tax invoice names the shop’s GSTIN and shows the tax', () => {
  expect(invoice).toMatchObject({ title: 'Tax Invoice', taxed: true, numberLabel: 'Invoice No.' });
  expect(invoice.seller.registration).toBe('GSTIN: 07AAPFU0939F1ZX');
  expect(invoice.seller.fssai).toBe('13324999000123');
});

test('from a shop not registered under GST it is a bill of supply: no GSTIN, no tax', async () => {
  const bill = invoiceView({
    ...personalInvoice,
    seller: { ...personalInvoice.seller, gstin: '', fssaiLicenceNumber: '' },
  });
  expect(bill).toMatchObject({
    title: 'Bill of Supply',
    taxed: false,
    numberLabel: 'Bill No.',
    dateLabel: 'Bill date',
    closing: 'This is a computer-generated bill and needs no signature.',
  });
  expect(bill.seller.registration).toBe(
    'Not registered under GST: no GST is charged on this bill.',
  );
  expect(bill.seller.fssai).toBeNull();
  expect(JSON.stringify(bill)).not.toContain('Not set');
  const raw = (await invoicePdf(bill)).toString('latin1');
  expect(raw).toContain('(Bill of Supply HW/2026-27/0042)');
});
