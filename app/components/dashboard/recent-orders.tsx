/** The dashboard's Recent Orders: the latest five, with a link to all of them. */
import { Link } from 'react-router';
import type { OrderSummaryView } from '#app/lib/dashboard-views.ts';
import { EmptyState } from './empty-state.tsx';
import { OrderSummary } from './order-summary.tsx';

export function RecentOrders({ orders: recentOrders }: { orders: OrderSummaryView[] }) {
  return (
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
  );
}
