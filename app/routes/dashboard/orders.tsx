import { data } from 'react-router';
import { OrderFilters } from '#app/components/dashboard/order-filters.tsx';
import { OrderList } from '#app/components/dashboard/order-list.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { orderSummaryView } from '#app/lib/dashboard-views.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { readOrderQuery } from '#app/lib/list-queries.ts';
import { orderCardView } from '#app/lib/order-views.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { listCustomerOrders } from '#server/orders/list-orders.ts';
import type { Route } from './+types/orders';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url });
  const query = readOrderQuery(url.searchParams);
  const found = await listCustomerOrders(context.db, user.id, {
    search: query.search || undefined,
    status: query.status || undefined,
  });
  const orders = found.map((order) => orderSummaryView(orderCardView(order), { withItems: true }));
  return data({ query, orders }, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'My Orders') },
  { name: 'robots', content: 'noindex' },
];

export default function DashboardOrders({ loaderData }: Route.ComponentProps) {
  const { query, orders } = loaderData;
  const filtered = query.search !== '' || query.status !== '';
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">My Orders</h1>
      <div className="mt-6">
        <OrderFilters query={query} />
      </div>
      <p className="sr-only" role="status">
        {orders.length === 1 ? '1 order' : `${orders.length} orders`}
      </p>
      <div className="mt-6">
        <OrderList orders={orders} filtered={filtered} />
      </div>
    </div>
  );
}
