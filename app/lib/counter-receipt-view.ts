/**
 * A counter bill as its receipt prints it, a GST tax invoice on 58 or 80 mm paper (a bill of
 * supply, with no tax on it, from a shop not registered under GST): the shop with its GSTIN, the bill's number and time, the cashier, each line with its HSN code and GST rate,
 * the tax by rate split into CGST and SGST (core/tax-invoice.ts, as the web's invoices work it),
 * the payments and the change. The same view for the receipt the counter prints and the
 * customer's copy at /bills/<key>, so the two never differ.
 */
import { amountInWords } from '#core/amount-in-words.ts';
import { billFigures, type BillDiscount, type CounterBillLine } from '#core/counter-bill.ts';
import { counterPaymentModeLabels, type CounterPaymentMode } from '#core/counter-payments.ts';
import { formatShopDateTime } from '#core/date-format.ts';
import { isGstRegistered, NOT_GST_REGISTERED } from '#core/gst-registration.ts';
import { formatRupees, type Paise } from '#core/money.ts';
import { gramsText } from '#core/sweet-stock.ts';

export interface ReceiptBill {
  billNumber: string;
  takenAt: Date;
  cashierName: string;
  shop: { name: string; address: string; gstin: string; state: string };
  lines: readonly CounterBillLine[];
  discount: BillDiscount;
  buyer: { name: string; gstin: string; address: string } | null;
  /** What each mode paid of the bill (cash net of the change). */
  payments: ReadonlyArray<{ mode: CounterPaymentMode; paise: Paise }>;
  changePaise: Paise;
}

/** '350 g × ₹900.00/kg', '2 × ₹450.00'. */
function lineDetail(line: CounterBillLine): string {
  if (line.grams !== null) return gramsText(line.grams);
  return `${line.quantity} × ${formatRupees(line.unitPricePaise)}`;
}

export function receiptView(bill: ReceiptBill) {
  const figures = billFigures(bill.lines, bill.discount, bill.shop.state);
  const byRate = new Map<string, { taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise }>();
  for (const line of figures.lines) {
    const key = `${line.hsnCode} ${line.gstRatePercent}`;
    const sum = byRate.get(key) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    byRate.set(key, {
      taxable: sum.taxable + line.taxableValuePaise,
      cgst: sum.cgst + line.cgstPaise,
      sgst: sum.sgst + line.sgstPaise,
      igst: sum.igst + line.igstPaise,
    });
  }
  const cashPaise = bill.payments.find((payment) => payment.mode === 'cash')?.paise ?? 0;
  const taxed = isGstRegistered(bill.shop.gstin);
  return {
    shop: {
      name: bill.shop.name,
      address: bill.shop.address,
      registration: taxed ? `GSTIN: ${bill.shop.gstin}` : NOT_GST_REGISTERED,
    },
    title: !taxed ? 'Bill of Supply' : bill.buyer ? 'Tax Invoice (B2B)' : 'Tax Invoice',
    billNumber: bill.billNumber,
    takenAt: formatShopDateTime(bill.takenAt),
    cashierName: bill.cashierName,
    buyer: bill.buyer,
    intraState: figures.intraState,
    lines: bill.lines.map((line, index) => ({
      key: `${index}`,
      description: line.description,
      detail: lineDetail(line),
      tax: taxed ? `HSN ${line.hsnCode} · GST ${line.gstRatePercent}%` : `HSN ${line.hsnCode}`,
      amount: formatRupees(line.amountPaise),
    })),
    linesTotal: formatRupees(figures.totalPaise + bill.discount.paise),
    discount:
      bill.discount.paise > 0
        ? { amount: `−${formatRupees(bill.discount.paise)}`, reason: bill.discount.reason }
        : null,
    taxes: [...(taxed ? byRate : [])].map(([key, sum]) => {
      const [hsnCode, rate] = key.split(' ');
      return {
        key,
        label: `HSN ${hsnCode} @ ${rate}%`,
        taxable: formatRupees(sum.taxable),
        cgst: formatRupees(sum.cgst),
        sgst: formatRupees(sum.sgst),
        igst: formatRupees(sum.igst),
      };
    }),
    total: formatRupees(figures.totalPaise),
    inWords: amountInWords(figures.totalPaise),
    payments: bill.payments.map((payment) => ({
      mode: counterPaymentModeLabels[payment.mode],
      // Cash is shown as handed over; the change follows it.
      amount: formatRupees(payment.mode === 'cash' ? cashPaise + bill.changePaise : payment.paise),
    })),
    change: bill.changePaise > 0 ? formatRupees(bill.changePaise) : null,
    thanks: taxed ? 'Thank you! Prices include GST.' : 'Thank you!',
  };
}
export type ReceiptView = ReturnType<typeof receiptView>;

/** The customer's copy of the bill: its address on the shop's site, and the links to share it. */
export function billShareLinks(
  origin: string,
  billKey: string,
  billNumber: string,
  shopName: string,
) {
  const url = `${origin.replace(/\/$/, '')}/bills/${billKey}`;
  const text = `Your bill ${billNumber} from ${shopName}: ${url}`;
  return {
    url,
    whatsApp: `https://wa.me/?text=${encodeURIComponent(text)}`,
    sms: `sms:?&body=${encodeURIComponent(text)}`,
  };
}
