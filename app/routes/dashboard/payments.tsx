import { data } from 'react-router';
import { FilterForm } from '#app/components/filter-form.tsx';
import { SearchField } from '#app/components/search-field.tsx';
import { PaymentList } from '#app/components/dashboard/payment-list.tsx';
import { StatCard } from '#app/components/dashboard/stat-card.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { paymentFigures, paymentView } from '#app/lib/dashboard-views.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { listCustomerPayments } from '#server/orders/list-orders.ts';
import type { Route } from './+types/payments';
import { readSearch } from '#core/search-query.ts';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url });
  const search = readSearch(url.searchParams);
  const { payments, figures } = await listCustomerPayments(
    context.db,
    user.id,
    search || undefined,
  );
  return data(
    { search, figures: paymentFigures(figures), payments: payments.map(paymentView) },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Payments') },
  { name: 'robots', content: 'noindex' },
];

export default function DashboardPayments({ loaderData }: Route.ComponentProps) {
  const { search, figures, payments } = loaderData;
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Payments</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Paid" value={figures.totalPaid} icon="indian-rupee" />
        <StatCard label="Total Transactions" value={figures.transactions} icon="receipt-text" />
        <StatCard label="Pending Payments" value={figures.pendingPayments} icon="timer" />
      </div>
      {/* Keyed by the search so 'Clear search' empties the box as well as the list's filter. */}
      <FilterForm key={search} label="Filter transactions" apply="Search" className="mt-6">
        <SearchField
          id="payments-search"
          label="Search transactions"
          defaultValue={search}
          placeholder="Order number or payment method"
        />
      </FilterForm>
      <p className="sr-only" role="status">
        {payments.length === 1 ? '1 transaction' : `${payments.length} transactions`}
      </p>
      <div className="mt-6">
        <PaymentList payments={payments} hasAny={figures.hasAny} />
      </div>
    </div>
  );
}
