/**
 * The tax invoice (or bill of supply) as an A4 PDF, drawn with pdfkit in DejaVu Sans (it has the ₹ sign, which the
 * PDF standard fonts lack). Text, not a picture: it can be searched, copied and read aloud.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { InvoiceView } from './invoice-view.ts';

const require = createRequire(import.meta.url);
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 36;
const MAROON = '#7d1526';

interface Column {
  heading: string;
  width: number;
  align: 'left' | 'right';
  value: (line: InvoiceView['lines'][number]) => string;
  total?: (totals: InvoiceView['totals']) => string;
}

function columnsFor(invoice: InvoiceView): Column[] {
  const tax: Column[] = invoice.intraState
    ? [
        { heading: 'CGST', width: 50, align: 'right', value: (l) => l.cgst, total: (t) => t.cgst },
        { heading: 'SGST', width: 50, align: 'right', value: (l) => l.sgst, total: (t) => t.sgst },
      ]
    : [{ heading: 'IGST', width: 100, align: 'right', value: (l) => l.igst, total: (t) => t.igst }];
  const amount: Column = {
    heading: 'Amount',
    width: 56,
    align: 'right',
    value: (l) => l.amount,
    total: (t) => t.total,
  };
  // A bill of supply shows no tax; its description takes the tax columns' room.
  const taxWidth = 56 + 27 + 100;
  const described: Column[] = [
    {
      heading: 'Description',
      width: invoice.taxed ? 104 : 104 + taxWidth,
      align: 'left',
      value: (l) => l.description,
    },
    { heading: 'HSN', width: 50, align: 'left', value: (l) => l.hsnCode },
    { heading: 'Qty', width: 24, align: 'right', value: (l) => l.quantity },
    { heading: 'Unit price', width: 54, align: 'right', value: (l) => l.unitPrice },
    { heading: 'Discount', width: 50, align: 'right', value: (l) => l.discount },
  ];
  if (!invoice.taxed) return [...described, amount];
  return [
    ...described,
    {
      heading: 'Taxable value',
      width: 56,
      align: 'right',
      value: (l) => l.taxableValue,
      total: (t) => t.taxableValue,
    },
    { heading: 'GST', width: 27, align: 'right', value: (l) => l.rate },
    ...tax,
    amount,
  ];
}

export function invoicePdf(invoice: InvoiceView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${invoice.title} ${invoice.invoiceNumber}`,
      Author: invoice.seller.name,
      Subject: `Order ${invoice.orderNumber}`,
    },
    lang: 'en-IN',
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  const top = doc.y;
  doc.font('bold').fontSize(16).fillColor(MAROON).text(invoice.seller.name, MARGIN, top);
  doc.font('regular').fontSize(9).fillColor('black');
  for (const line of [
    invoice.seller.address,
    `State: ${invoice.seller.state}`,
    invoice.seller.registration,
    ...(invoice.seller.fssai ? [`FSSAI Licence No.: ${invoice.seller.fssai}`] : []),
    invoice.seller.contact,
  ]) {
    doc.text(line, { width: width / 2 });
  }
  const leftBottom = doc.y;
  doc.font('bold').fontSize(16).text(invoice.title, MARGIN, top, { width, align: 'right' });
  doc.font('regular').fontSize(9);
  for (const line of [
    `${invoice.numberLabel}: ${invoice.invoiceNumber}`,
    `${invoice.dateLabel}: ${invoice.issuedOn}`,
    `Order: #${invoice.orderNumber} of ${invoice.orderedOn}`,
    `Payment: ${invoice.paymentMethod}`,
    ...(invoice.deliverySlot ? [`Delivery: ${invoice.deliverySlot}`] : []),
  ]) {
    doc.text(line, { width, align: 'right' });
  }
  doc.y = Math.max(leftBottom, doc.y) + 12;

  doc.x = MARGIN;
  const { billedTo, shippedTo } = invoice;
  const buyerTop = doc.y;
  doc.font('bold').text(shippedTo ? 'Billed to' : 'Billed and shipped to', { width: width / 2 });
  doc.font('regular');
  for (const line of [
    billedTo.name,
    ...(billedTo.gstin ? [`GSTIN: ${billedTo.gstin}`] : []),
    billedTo.address,
    billedTo.contact,
    `Place of supply: ${invoice.placeOfSupply}`,
  ]) {
    doc.text(line, { width: width / 2 - 12 });
  }
  const billedBottom = doc.y;
  if (shippedTo) {
    doc.font('bold').text('Shipped to', MARGIN + width / 2, buyerTop, { width: width / 2 });
    doc.font('regular');
    for (const line of shippedTo.lines) doc.text(line, { width: width / 2 });
  }
  doc.x = MARGIN;
  doc.y = Math.max(billedBottom, doc.y);
  doc.moveDown();

  const columns = columnsFor(invoice);
  const row = (cells: string[], font: 'regular' | 'bold') => {
    // A long order goes on to another page rather than off the bottom of this one.
    if (doc.y > doc.page.height - MARGIN * 3) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    let height = 0;
    doc.font(font).fontSize(8);
    columns.forEach((column, index) => {
      const text = cells[index] ?? '';
      doc.text(text, x + 2, y + 3, { width: column.width - 4, align: column.align });
      height = Math.max(height, doc.heightOfString(text, { width: column.width - 4 }));
      x += column.width;
    });
    doc.y = y + height + 6;
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor('#d6d3d1')
      .stroke();
  };
  row(
    columns.map((column) => column.heading),
    'bold',
  );
  for (const line of invoice.lines)
    row(
      columns.map((column) => column.value(line)),
      'regular',
    );
  row(
    columns.map((column, index) =>
      index === 0 ? 'Total' : column.total ? column.total(invoice.totals) : '',
    ),
    'bold',
  );

  doc.moveDown();
  doc.x = MARGIN;
  doc.font('bold').fontSize(9).text('Amount in words: ', { continued: true });
  doc.font('regular').text(invoice.totals.inWords, { width });
  if (invoice.promoCode) doc.text(`Promo code ${invoice.promoCode} applied.`);
  doc.moveDown();
  doc.fontSize(8).fillColor('#57534e').text(invoice.closing, { width });
  doc.end();
  return finished;
}
