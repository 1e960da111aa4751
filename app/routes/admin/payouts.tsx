import { data } from 'react-router';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { ExportReport, RecentTransactions } from '#app/components/admin/payouts-sections.tsx';
import { StatCard } from '#app/components/dashboard/stat-card.tsx';
import { exportRangeView, payoutsView } from '#app/lib/admin-payouts-view.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { loadPayouts } from '#server/admin/payouts.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import type { Route } from './+types/payouts';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const params = url.searchParams;
  const payouts = await loadPayouts(context.db, staff);
  // The export sends a range it refused back here, to be shown beside its fields.
  const range = exportRangeView(params.get('from'), params.get('to'), new Date());
  return data(
    { ...payoutsView(payouts), range },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Payouts | Admin');

export default function AdminPayouts({ loaderData }: Route.ComponentProps) {
  const { figures, counter, transactions, range } = loaderData;
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Payouts</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Revenue" value={figures.totalRevenue} icon="indian-rupee" />
        <StatCard
          label="This Month"
          value={figures.thisMonth}
          caption={figures.monthLabel}
          icon="calendar-days"
        />
        <StatCard
          label="Pending Payouts"
          value={figures.pendingPayouts}
          caption="Delivered orders not yet paid"
          icon="hourglass"
        />
        <StatCard
          label="Counter Sales"
          value={counter.total}
          caption={counter.caption}
          icon="store"
        />
      </div>
      <ExportReport range={range} />
      <RecentTransactions transactions={transactions} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Payouts" title="Error loading payouts" />;
}
