/** An order on My Orders: number, date, status, items, where it goes, totals and how to follow it. */
import { Link } from 'react-router';
import type { OrderCardView } from '#app/lib/order-views.ts';
import { orderPath, payPath } from '#core/paths.ts';
import { isTrackable } from '#core/order-status.ts';
import { buttonClass } from '../ui/button.tsx';
import { OrderItemRow } from './order-item-row.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTotals } from './order-totals.tsx';

export function OrderCard({ order }: { order: OrderCardView }) {
  const headingId = `order-${order.orderNumber}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl bg-white p-6 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-100 pb-4">
        <div>
          <h2 id={headingId} className="font-display text-xl font-bold text-maroon-800">
            Order #{order.orderNumber}
          </h2>
          <p className="text-sm text-stone-600">
            Placed on <time dateTime={order.placedAt}>{order.placedOn}</time>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        <ul className="divide-y divide-stone-100 md:col-span-2" aria-label="Items">
          {order.items.map((item) => (
            <OrderItemRow key={item.id} item={item} />
          ))}
        </ul>
        <div className="space-y-4">
          <div>
            <h3 className="text-sm font-semibold text-stone-900">Shipping Address</h3>
            <address className="mt-1 text-sm not-italic text-stone-700">
              {order.customerName}
              <br />
              {order.shippingAddress}
              <br />
              {order.city}, {order.state} {order.pincode}
            </address>
            {order.deliverySlot && (
              <p className="mt-1 text-sm font-medium text-stone-900">
                Delivery slot: {order.deliverySlot}
              </p>
            )}
          </div>
          <OrderTotals totals={order} />
          {order.awaitsPayment && (
            <>
              {/* A new document: the pay page brings its own Content-Security-Policy. */}
              <Link
                className={buttonClass({ variant: 'festival', className: 'w-full' })}
                to={payPath(order.orderNumber)}
                reloadDocument
                aria-describedby={headingId}
              >
                Pay now
              </Link>
            </>
          )}
          <Link
            to={orderPath(order.orderNumber)}
            className={buttonClass({
              variant: isTrackable(order.status) && !order.awaitsPayment ? 'festival' : 'outline',
              className: 'w-full',
            })}
          >
            {isTrackable(order.status) ? 'Track Order' : 'View Details'}
          </Link>
        </div>
      </div>
    </article>
  );
}
