/** Export Report: the paid transactions of a date range as a CSV file to download. */
import { redirect } from 'react-router';
import { requireStaff } from '#app/lib/guards.server.ts';
import { payoutCsv } from '#server/admin/payout-csv.ts';
import { exportRangeView } from '#app/lib/admin-payouts-view.ts';
import { listPayoutSales } from '#server/admin/payouts.ts';
import type { Route } from './+types/payouts-export';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const params = url.searchParams;
  const range = exportRangeView(params.get('from'), params.get('to'), new Date());
  if (Object.keys(range.errors).length > 0) {
    // Back to the form, which shows the refusal beside the field it names.
    const back = new URLSearchParams({
      from: params.get('from') ?? '',
      to: params.get('to') ?? '',
    });
    return redirect(`/admin/payouts?${back.toString()}`, 303);
  }
  const sales = await listPayoutSales(context.db, staff, range);
  const csv = payoutCsv(sales.web, sales.counter);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="payouts-${range.from}-to-${range.to}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
