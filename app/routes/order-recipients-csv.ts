/** An order's recipients and each parcel's status, as a spreadsheet for the buyer or the shop. */
import { data } from 'react-router';
import { requireUser } from '#app/lib/guards.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { orderRecipientsCsv } from '#server/gifting/order-parcels.ts';
import type { Route } from './+types/order-recipients-csv';

export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url });
  const csv = await orderRecipientsCsv(context.db, params.orderNumber, user);
  if (csv === undefined) throw data('Order not found', { status: 404 });
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="recipients-${params.orderNumber}.csv"`,
      'Cache-Control': PRIVATE_PAGE_CACHE,
    },
  });
}
