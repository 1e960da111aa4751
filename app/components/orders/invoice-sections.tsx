/**
 * The parts of an order's tax invoice page (or bill of supply, from a shop not registered under
 * GST): the seller and invoice, the buyer, and its lines.
 */
import type { InvoiceView } from '#app/lib/invoice-view-type.ts';

const cell = 'border border-stone-300 px-2 py-1.5 text-right align-top';
const textCell = 'border border-stone-300 px-2 py-1.5 text-left align-top';

export function InvoiceHeader({ invoice }: { invoice: InvoiceView }) {
  return (
    <header className="flex flex-wrap justify-between gap-6 border-b border-stone-300 pb-4">
      <div>
        <p className="font-display text-2xl font-bold text-maroon-800">{invoice.seller.name}</p>
        <p>{invoice.seller.address}</p>
        <p>State: {invoice.seller.state}</p>
        <p>{invoice.seller.registration}</p>
        {invoice.seller.fssai && <p>FSSAI Licence No.: {invoice.seller.fssai}</p>}
        <p>{invoice.seller.contact}</p>
      </div>
      <div className="text-right">
        <h1 className="font-display text-2xl font-bold">{invoice.title}</h1>
        <dl className="mt-2 grid grid-cols-[auto_auto] justify-end gap-x-3">
          <dt>{invoice.numberLabel}</dt>
          <dd className="font-semibold">{invoice.invoiceNumber}</dd>
          <dt>{invoice.dateLabel}</dt>
          <dd>{invoice.issuedOn}</dd>
          <dt>Order</dt>
          <dd>
            #{invoice.orderNumber} of {invoice.orderedOn}
          </dd>
          <dt>Payment</dt>
          <dd>{invoice.paymentMethod}</dd>
          {invoice.deliverySlot && (
            <>
              <dt>Delivery</dt>
              <dd>{invoice.deliverySlot}</dd>
            </>
          )}
        </dl>
      </div>
    </header>
  );
}

/** Who is billed (with a business buyer's GSTIN), where the goods went, and the place of supply. */
export function InvoiceBuyer({ invoice }: { invoice: InvoiceView }) {
  const { billedTo, shippedTo } = invoice;
  return (
    <section
      aria-label="Buyer"
      className="grid gap-4 border-b border-stone-300 py-4 sm:grid-cols-2"
    >
      <div>
        <h2 className="font-semibold">{shippedTo ? 'Billed to' : 'Billed and shipped to'}</h2>
        <p>{billedTo.name}</p>
        {billedTo.gstin && (
          <p>
            GSTIN: <strong>{billedTo.gstin}</strong>
          </p>
        )}
        <p>{billedTo.address}</p>
        <p>{billedTo.contact}</p>
        <p className="mt-1">
          Place of supply: <strong>{invoice.placeOfSupply}</strong>
        </p>
      </div>
      {shippedTo && (
        <div>
          <h2 className="font-semibold">Shipped to</h2>
          {shippedTo.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * Each line with its HSN code and the tax inside its price, CGST and SGST or IGST; a bill of
 * supply's lines without tax.
 */
export function InvoiceLines({ invoice }: { invoice: InvoiceView }) {
  const taxHeadings = invoice.intraState ? ['CGST', 'SGST'] : ['IGST'];
  const taxed = invoice.taxed;
  return (
    <div className="overflow-x-auto py-4">
      <table className="w-full min-w-[56rem] border-collapse">
        <caption className="sr-only">
          {taxed
            ? `Lines of invoice ${invoice.invoiceNumber}, prices including GST`
            : `Lines of bill ${invoice.invoiceNumber}`}
        </caption>
        <thead className="bg-stone-100">
          <tr>
            {['Description', 'HSN'].map((heading) => (
              <th key={heading} scope="col" className={textCell}>
                {heading}
              </th>
            ))}
            {[
              'Qty',
              'Unit price',
              'Discount',
              ...(taxed ? ['Taxable value', 'GST rate', ...taxHeadings] : []),
              'Amount',
            ].map((heading) => (
              <th key={heading} scope="col" className={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.description}>
              <th scope="row" className={`${textCell} font-normal`}>
                {line.description}
              </th>
              <td className={textCell}>{line.hsnCode}</td>
              <td className={cell}>{line.quantity}</td>
              <td className={cell}>{line.unitPrice}</td>
              <td className={cell}>{line.discount}</td>
              {taxed && (
                <>
                  <td className={cell}>{line.taxableValue}</td>
                  <td className={cell}>{line.rate}</td>
                  {invoice.intraState ? (
                    <>
                      <td className={cell}>{line.cgst}</td>
                      <td className={cell}>{line.sgst}</td>
                    </>
                  ) : (
                    <td className={cell}>{line.igst}</td>
                  )}
                </>
              )}
              <td className={cell}>{line.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="font-semibold">
          <tr>
            <th scope="row" colSpan={5} className={cell}>
              Total
            </th>
            {taxed && (
              <>
                <td className={cell}>{invoice.totals.taxableValue}</td>
                <td className={cell} />
                {invoice.intraState ? (
                  <>
                    <td className={cell}>{invoice.totals.cgst}</td>
                    <td className={cell}>{invoice.totals.sgst}</td>
                  </>
                ) : (
                  <td className={cell}>{invoice.totals.igst}</td>
                )}
              </>
            )}
            <td className={cell}>{invoice.totals.total}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
