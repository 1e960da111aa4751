/**
 * An order's GST tax invoice as a page to print (Rule 46 of the CGST Rules): the shop with its
 * GSTIN and FSSAI licence, the customer and place of supply, each line with its HSN code and
 * the tax inside its price, and the total in figures and words. The order's owner and the
 * admin only; anyone else, and an order not yet paid or delivered, get the 404 page.
 */
import { Link, data } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { PrintButton } from '#app/components/print-button.tsx';
import { buttonClass } from '#app/components/ui/button.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { invoiceView } from '#server/invoices/invoice-view.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { invoicePdfPath, orderPath } from '#core/paths.ts';
import { getInvoiceForViewer } from '#server/invoices/get-invoice.ts';
import type { Route } from './+types/invoice';

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url });
  const invoice = await getInvoiceForViewer(context.db, params.orderNumber, user);
  if (!invoice) throw data(null, { status: 404 });
  return data(
    { invoice: invoiceView(invoice) },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ params, matches }) => [
  { title: pageTitle(matches, `Tax invoice for order ${params.orderNumber}`) },
  { name: 'robots', content: 'noindex' },
];

const cell = 'border border-stone-300 px-2 py-1.5 text-right align-top';
const textCell = 'border border-stone-300 px-2 py-1.5 text-left align-top';

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const { invoice } = loaderData;
  const taxHeadings = invoice.intraState ? ['CGST', 'SGST'] : ['IGST'];
  return (
    <main className="mx-auto max-w-5xl bg-white p-6 text-sm text-stone-900 print:p-0">
      <nav aria-label="Invoice" className="mb-6 flex flex-wrap gap-3 print:hidden">
        <Link
          className={buttonClass({ variant: 'outline', size: 'sm' })}
          to={orderPath(invoice.orderNumber)}
        >
          <Icon name="arrow-left" aria-hidden />
          Back to order
        </Link>

        <a
          className={buttonClass({ variant: 'outline', size: 'sm' })}
          href={invoicePdfPath(invoice.orderNumber)}
          download
        >
          <Icon name="download" aria-hidden />
          Download PDF
        </a>
        <PrintButton />
      </nav>

      <header className="flex flex-wrap justify-between gap-6 border-b border-stone-300 pb-4">
        <div>
          <p className="font-display text-2xl font-bold text-maroon-800">{invoice.seller.name}</p>
          <p>{invoice.seller.address}</p>
          <p>State: {invoice.seller.state}</p>
          <p>GSTIN: {invoice.seller.gstin}</p>
          <p>FSSAI Licence No.: {invoice.seller.fssai}</p>
          <p>{invoice.seller.contact}</p>
        </div>
        <div className="text-right">
          <h1 className="font-display text-2xl font-bold">Tax Invoice</h1>
          <dl className="mt-2 grid grid-cols-[auto_auto] justify-end gap-x-3">
            <dt>Invoice No.</dt>
            <dd className="font-semibold">{invoice.invoiceNumber}</dd>
            <dt>Invoice date</dt>
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

      <section aria-labelledby="billed-to" className="border-b border-stone-300 py-4">
        <h2 id="billed-to" className="font-semibold">
          Billed and shipped to
        </h2>
        <p>{invoice.buyer.name}</p>
        <p>{invoice.buyer.address}</p>
        <p>{invoice.buyer.contact}</p>
        <p className="mt-1">
          Place of supply: <strong>{invoice.buyer.placeOfSupply}</strong>
        </p>
      </section>

      <div className="overflow-x-auto py-4">
        <table className="w-full min-w-[56rem] border-collapse">
          <caption className="sr-only">
            Lines of invoice {invoice.invoiceNumber}, prices including GST
          </caption>
          <thead className="bg-stone-100">
            <tr>
              {['Description', 'HSN'].map((heading) => (
                <th key={heading} scope="col" className={textCell}>
                  {heading}
                </th>
              ))}
              {['Qty', 'Unit price', 'Discount', 'Taxable value', 'GST rate', ...taxHeadings].map(
                (heading) => (
                  <th key={heading} scope="col" className={cell}>
                    {heading}
                  </th>
                ),
              )}
              <th scope="col" className={cell}>
                Amount
              </th>
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
                <td className={cell}>{line.amount}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-semibold">
            <tr>
              <th scope="row" colSpan={5} className={cell}>
                Total
              </th>
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
              <td className={cell}>{invoice.totals.total}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      <p>
        <span className="font-semibold">Amount in words:</span> {invoice.totals.inWords}
      </p>
      {invoice.promoCode && <p>Promo code {invoice.promoCode} applied.</p>}
      <p className="mt-4 text-stone-700">
        Prices include GST. Tax is not payable on reverse charge. This is a computer-generated
        invoice and needs no signature.
      </p>
    </main>
  );
}
