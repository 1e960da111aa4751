/** The customer's orders, or what to do when there are none (or none match the filters). */
import type { OrderSummaryView } from '#app/lib/dashboard-views.ts';
import { EmptyState } from './empty-state.tsx';
import { OrderSummary } from './order-summary.tsx';

export function OrderList({ orders, filtered }: { orders: OrderSummaryView[]; filtered: boolean }) {
  // With filters on, an empty list says nothing about whether there are orders at all, so it
  // offers to clear them rather than to start shopping.
  if (orders.length === 0 && filtered) {
    return (
      <EmptyState
        icon="search-x"
        title="No orders match your filters."
        text="Try another order number, product or status."
        action={{ label: 'Clear filters', to: '/dashboard/orders' }}
      />
    );
  }
  if (orders.length === 0) {
    return (
      <EmptyState
        icon="package"
        title="You haven't placed any orders yet."
        text="When you place an order, you can follow it here."
        action={{ label: 'Start Shopping', to: '/category' }}
      />
    );
  }
  return (
    <ul className="space-y-4" aria-label="Orders">
      {orders.map((order) => (
        <li key={order.orderNumber}>
          <OrderSummary order={order} level={2} />
        </li>
      ))}
    </ul>
  );
}
