/**
 * An order's GST tax invoice as a page to print (Rule 46 of the CGST Rules): the shop with its
 * GSTIN and FSSAI licence, the customer and place of supply, each line with its HSN code and
 * the tax inside its price, and the total in figures and words. The order's owner and the
 * admin only; anyone else, and an order not yet paid or delivered, get the 404 page.
 */
import { Link, data } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import {
  InvoiceBuyer,
  InvoiceHeader,
  InvoiceLines,
} from '#app/components/orders/invoice-sections.tsx';
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

export const meta: Route.MetaFunction = ({ params, matches, loaderData }) => [
  {
    title: pageTitle(
      matches,
      `${loaderData?.invoice.title ?? 'Tax Invoice'} for order ${params.orderNumber}`,
    ),
  },
  { name: 'robots', content: 'noindex' },
];

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const { invoice } = loaderData;
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
      <InvoiceHeader invoice={invoice} />
      <InvoiceBuyer invoice={invoice} />
      <InvoiceLines invoice={invoice} />
      <p>
        <span className="font-semibold">Amount in words:</span> {invoice.totals.inWords}
      </p>
      {invoice.promoCode && <p>Promo code {invoice.promoCode} applied.</p>}
      <p className="mt-4 text-stone-700">{invoice.closing}</p>
    </main>
  );
}
