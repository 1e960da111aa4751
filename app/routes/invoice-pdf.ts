/** An order's tax invoice as a PDF (text, so it can be searched and read aloud). */
import { data } from 'react-router';
import { requireUser } from '#app/lib/guards.server.ts';
import { invoiceView } from '#server/invoices/invoice-view.ts';
import { getInvoiceForViewer } from '#server/invoices/get-invoice.ts';
import { invoicePdf } from '#server/invoices/invoice-pdf.ts';
import type { Route } from './+types/invoice-pdf';

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url });
  const invoice = await getInvoiceForViewer(context.db, params.orderNumber, user);
  if (!invoice) throw data(null, { status: 404 });
  const pdf = await invoicePdf(invoiceView(invoice));
  const fileName = `invoice-${invoice.invoiceNumber.replaceAll('/', '-')}.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
