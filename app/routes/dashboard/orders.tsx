import { Suspense } from 'react';
import { data } from 'react-router';
import { OrderList } from '#app/components/dashboard/order-list.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { lazyWithPreload } from '#app/lib/lazy-with-preload.ts';
import { orderSummaryView } from '#app/lib/dashboard-views.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { readOrderQuery } from '#app/lib/list-queries.ts';
import { orderCardView } from '#app/lib/order-views.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { listCustomerOrders } from '#server/orders/list-orders.ts';
import type { Route } from './+types/orders';

/**
 * The filters are a GET form that works before its code comes (JavaScript only sends it as they
 * change): its code, with the list controls', is not in the page's first load. The loader awaits
 * `orderFilters.preload()`, so the server's HTML holds the form whole.
 */
const orderFilters = lazyWithPreload(() =>
  import('#app/components/dashboard/order-filters.tsx').then((module) => module.OrderFilters),
);

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const [user] = await Promise.all([
    requireUser({ context, request, url }),
    orderFilters.preload(),
  ]);
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
        <Suspense>
          <orderFilters.Component query={query} />
        </Suspense>
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
