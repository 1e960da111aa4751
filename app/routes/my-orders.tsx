import { useEffect } from 'react';
import { data } from 'react-router';
import { EmptyState } from '#app/components/dashboard/empty-state.tsx';
import { OrderCard } from '#app/components/orders/order-card.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { orderCardView, type OrderCardView } from '#app/lib/order-views.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { showToast } from '#app/lib/toast.ts';
import { useOrderEvents } from '#app/lib/use-order-events.ts';
import { listCustomerOrders } from '#server/orders/list-orders.ts';
import type { Route } from './+types/my-orders';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url });
  // Awaited, not streamed: a browser without JavaScript gets the whole list in the page.
  const orders = (await listCustomerOrders(context.db, user.id)).map(orderCardView);
  return data({ orders }, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'My Orders') },
  { name: 'robots', content: 'noindex' },
];

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  useOrderEvents();
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="font-display text-4xl font-bold text-maroon-800">My Orders</h1>
      <div className="mt-8">
        <OrderList orders={loaderData.orders} />
      </div>
    </main>
  );
}

function OrderList({ orders }: { orders: OrderCardView[] }) {
  if (orders.length === 0) {
    return (
      <EmptyState
        icon="package"
        title="You haven't placed any orders yet."
        text="Our mithai, namkeen and dry fruits are a few clicks away."
        action={{ label: 'Start Shopping', to: '/category' }}
      />
    );
  }
  return (
    <div className="space-y-6">
      {orders.map((order) => (
        <OrderCard key={order.orderNumber} order={order} />
      ))}
    </div>
  );
}

/** The orders could not be read: the spec's 'Error loading orders', in the page and as a toast. */
export function ErrorBoundary() {
  const message = 'Your orders could not be loaded. Please try again in a moment.';
  useEffect(() => {
    showToast({ title: 'Error loading orders', description: message, kind: 'error' });
  }, []);
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="font-display text-4xl font-bold text-maroon-800">My Orders</h1>
      <p role="alert" className="mt-8 rounded-md bg-red-50 p-3 text-red-800">
        <strong>Error loading orders:</strong> {message}
      </p>
    </main>
  );
}
