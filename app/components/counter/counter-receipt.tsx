/**
 * A counter bill's receipt: a GST tax invoice laid out for a thermal printer's paper (58 or
 * 80 mm), printed with nothing else of the page. The counter prints it; the customer's copy at
 * /bills/<key> shows the same.
 */
import type { ReceiptView } from '#app/lib/counter-receipt-view.ts';
import { GstByRateTable } from './gst-by-rate-table.tsx';

/**
 * The paper's page, and only the receipt printed: the rest of the page is hidden in print, and
 * the receipt is set at the paper's top-left, as wide as the paper.
 */
function receiptPrintStyle(paperWidthMm: 58 | 80) {
  return `@page { size: ${paperWidthMm}mm auto; margin: 0 }
@media print {
  body * { visibility: hidden; }
  .counter-receipt, .counter-receipt * { visibility: visible; }
  .counter-receipt { position: absolute; left: 0; top: 0; margin: 0; box-shadow: none; border: 0;
    width: ${paperWidthMm}mm; max-width: none; padding: 2mm; font-size: ${paperWidthMm === 58 ? 9 : 11}pt; }
}`;
}

const row = 'flex justify-between gap-2';

export function CounterReceipt({
  receipt,
  paperWidthMm,
}: {
  receipt: ReceiptView;
  paperWidthMm: 58 | 80;
}) {
  return (
    <article
      aria-label={`Bill ${receipt.billNumber}`}
      className="counter-receipt mx-auto w-full max-w-sm bg-white p-4 font-mono text-sm text-black shadow"
    >
      <style>{receiptPrintStyle(paperWidthMm)}</style>
      <header className="text-center">
        <p className="text-base font-bold">{receipt.shop.name}</p>
        <p>{receipt.shop.address}</p>
        <p>{receipt.shop.registration}</p>
        <h2 className="mt-2 font-bold">{receipt.title}</h2>
      </header>
      <dl className="mt-2 border-y border-dashed border-black py-1">
        <div className={row}>
          <dt>Bill No.</dt>
          <dd className="font-bold">{receipt.billNumber}</dd>
        </div>
        <div className={row}>
          <dt>Date</dt>
          <dd>{receipt.takenAt}</dd>
        </div>
        <div className={row}>
          <dt>Cashier</dt>
          <dd>{receipt.cashierName}</dd>
        </div>
      </dl>
      {receipt.buyer && (
        <section aria-label="Billed to" className="border-b border-dashed border-black py-1">
          <p>Billed to: {receipt.buyer.name}</p>
          <p>GSTIN: {receipt.buyer.gstin}</p>
          <p>{receipt.buyer.address}</p>
        </section>
      )}
      <ul aria-label="Lines" className="border-b border-dashed border-black py-1">
        {receipt.lines.map((line) => (
          <li key={line.key} className="py-0.5">
            <p className={row}>
              <span>{line.description}</span>
              <span>{line.amount}</span>
            </p>
            <p className="text-xs">
              {line.detail} · {line.tax}
            </p>
          </li>
        ))}
      </ul>
      <div className="py-1">
        {receipt.discount && (
          <>
            <p className={row}>
              <span>Items</span>
              <span>{receipt.linesTotal}</span>
            </p>
            <p className={row}>
              <span>Discount ({receipt.discount.reason})</span>
              <span>{receipt.discount.amount}</span>
            </p>
          </>
        )}
        <p className={`${row} text-base font-bold`}>
          <span>Total</span>
          <span>{receipt.total}</span>
        </p>
        <p className="text-xs">{receipt.inWords}</p>
      </div>
      {receipt.taxes.length > 0 && (
        <GstByRateTable
          caption="GST included in the prices"
          rows={receipt.taxes}
          intraState={receipt.intraState}
          className="border-y"
        />
      )}
      <dl className="py-1">
        {receipt.payments.map((payment) => (
          <div key={payment.mode} className={row}>
            <dt>{payment.mode}</dt>
            <dd>{payment.amount}</dd>
          </div>
        ))}
        {receipt.change && (
          <div className={`${row} font-bold`}>
            <dt>Change</dt>
            <dd>{receipt.change}</dd>
          </div>
        )}
      </dl>
      <p className="mt-1 text-center text-xs">{receipt.thanks}</p>
    </article>
  );
}
