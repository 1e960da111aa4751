import { Link, data } from 'react-router';
import { EmptyState } from '#app/components/dashboard/empty-state.tsx';
import { OrderSummary } from '#app/components/dashboard/order-summary.tsx';
import { StatCard } from '#app/components/dashboard/stat-card.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { orderSummaryView } from '#app/lib/dashboard-views.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { orderCardView } from '#app/lib/order-views.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { formatRupees } from '#core/money.ts';
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
      figures,
      savedAddresses,
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
        <StatCard label="Total Orders" value={String(figures.totalOrders)} icon="package" />
        <StatCard label="Pending Orders" value={String(figures.pendingOrders)} icon="timer" />
        <StatCard
          label="Total Spent"
          value={formatRupees(figures.totalSpentPaise)}
          icon="indian-rupee"
        />
        <StatCard
          label="Saved Addresses"
          value={String(loaderData.savedAddresses)}
          icon="map-pin"
        />
      </div>
      <section aria-labelledby="recent-orders" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="recent-orders" className="font-display text-2xl font-bold text-maroon-800">
            Recent Orders
          </h2>
          {recentOrders.length > 0 && (
            <Link
              to="/dashboard/orders"
              className="text-sm font-semibold text-maroon-700 underline-offset-4 hover:underline"
            >
              View all orders
            </Link>
          )}
        </div>
        <div className="mt-4">
          {recentOrders.length === 0 ? (
            <EmptyState
              icon="package"
              title="You haven't placed any orders yet."
              text="Your latest orders will appear here."
              action={{ label: 'Start Shopping', to: '/category' }}
            />
          ) : (
            <ul className="space-y-3" aria-labelledby="recent-orders">
              {recentOrders.map((order) => (
                <li key={order.orderNumber}>
                  <OrderSummary order={order} level={3} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}
