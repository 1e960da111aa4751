/** An order on My Orders: number, date, status, items, where it goes, totals and how to follow it. */
import { Link } from 'react-router';
import type { OrderCardView } from '#app/lib/order-views.ts';
import { invoicePdfPath, orderPath, payPath, recipientsCsvPath } from '#core/paths.ts';
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
          {order.recipients.length > 0 ? (
            <OrderRecipients order={order} />
          ) : (
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
          )}
          <OrderTotals totals={order} />
          {order.invoiced && (
            <a
              href={invoicePdfPath(order.orderNumber)}
              download
              className="block text-sm font-semibold text-maroon-700 underline"
            >
              Download invoice
            </a>
          )}
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

/** Who an order to several people went to, each parcel's status, and the list to download. */
function OrderRecipients({ order }: { order: OrderCardView }) {
  const delivered = order.recipients.filter((recipient) => recipient.status === 'Delivered');
  return (
    <div>
      <h3 className="text-sm font-semibold text-stone-900">
        To {order.recipients.length} recipients
      </h3>
      <p className="text-sm text-stone-700">
        {delivered.length} of {order.recipients.length} delivered
      </p>
      <details className="mt-1 text-sm">
        <summary className="cursor-pointer text-maroon-700">Each recipient’s status</summary>
        <ul className="mt-1 max-h-64 space-y-1 overflow-y-auto">
          {order.recipients.map((recipient) => (
            <li key={recipient.position} className="flex justify-between gap-2">
              <span>
                {recipient.name}, {recipient.city}
              </span>
              <span className="font-medium">{recipient.status}</span>
            </li>
          ))}
        </ul>
      </details>
      <a
        href={recipientsCsvPath(order.orderNumber)}
        download
        className="mt-1 block text-sm font-semibold text-maroon-700 underline"
      >
        Download the recipient list (CSV)
      </a>
    </div>
  );
}
