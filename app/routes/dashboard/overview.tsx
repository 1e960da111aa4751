import { data } from 'react-router';
import { RecentOrders } from '#app/components/dashboard/recent-orders.tsx';
import { StatCard } from '#app/components/dashboard/stat-card.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { orderSummaryView, overviewFigures } from '#app/lib/dashboard-views.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { orderCardView } from '#app/lib/order-views.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { countAddresses } from '#server/accounts/addresses.ts';
import { customerOrderFigures, listCustomerOrders } from '#server/orders/list-orders.ts';
import type { Route } from './+types/overview';

/** The spec's Recent Orders: the latest five. */
const RECENT_ORDER_COUNT = 5;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url });
  const [figures, recentOrders, savedAddresses] = await Promise.all([
    customerOrderFigures(context.db, user.id),
    listCustomerOrders(context.db, user.id, { limit: RECENT_ORDER_COUNT, withItems: false }),
    countAddresses(context.db, user.id),
  ]);
  return data(
    {
      name: user.name,
      figures: overviewFigures(figures, savedAddresses),
      recentOrders: recentOrders.map((order) => orderSummaryView(orderCardView(order))),
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Dashboard') },
  { name: 'robots', content: 'noindex' },
];

export default function DashboardOverview({ loaderData }: Route.ComponentProps) {
  const { figures, recentOrders } = loaderData;
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Dashboard</h1>
      <p className="mt-1 text-stone-700">Welcome back, {loaderData.name}.</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Orders" value={figures.totalOrders} icon="package" />
        <StatCard label="Pending Orders" value={figures.pendingOrders} icon="timer" />
        <StatCard label="Total Spent" value={figures.totalSpent} icon="indian-rupee" />
        <StatCard label="Saved Addresses" value={figures.savedAddresses} icon="map-pin" />
      </div>
      <RecentOrders orders={recentOrders} />
    </div>
  );
}
