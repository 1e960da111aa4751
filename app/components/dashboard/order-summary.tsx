/** An order on the dashboard: number, date, status, total, a glance at its items and a way in. */
import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import type { OrderSummaryView, PreviewItem } from '#app/lib/dashboard-views.ts';
import { orderPath } from '#core/paths.ts';
import { variantName } from '#core/variant-label.ts';
import { formatRupees } from '#core/money.ts';
import { OrderStatusBadge } from '../orders/order-status-badge.tsx';
import { buttonClass } from '../ui/button.tsx';

export function OrderSummary({ order, level }: { order: OrderSummaryView; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = `order-${order.orderNumber}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <Heading id={headingId} className="font-semibold text-stone-900">
              Order #{order.orderNumber}
            </Heading>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="mt-1 text-sm text-stone-600">
            Placed on <time dateTime={order.placedAt}>{order.placedOn}</time>
          </p>
        </div>
        <p className="text-right">
          <span className="block text-xs text-stone-600">Total</span>
          <span className="font-display text-lg font-bold text-maroon-800">
            {formatRupees(order.totalPaise)}
          </span>
        </p>
      </div>
      {order.preview && <ItemPreviewList orderNumber={order.orderNumber} {...order.preview} />}
      <div className="mt-4 flex justify-end">
        <Link
          className={buttonClass({ variant: 'outline', size: 'sm' })}
          to={orderPath(order.orderNumber)}
          aria-label={`View details of order ${order.orderNumber}`}
        >
          <Icon name="eye" aria-hidden />
          View Details
        </Link>
      </div>
    </article>
  );
}

function ItemPreviewList(props: { orderNumber: string; items: PreviewItem[]; more: number }) {
  return (
    <div className="mt-4 border-t border-stone-100 pt-3 text-sm">
      <ul aria-label={`Items in order ${props.orderNumber}`} className="space-y-1">
        {props.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3 text-stone-800">
            <span>{variantName({ name: item.productName, weight: item.weight })}</span>
            <span className="shrink-0 text-stone-600">Qty: {item.quantity}</span>
          </li>
        ))}
      </ul>
      {props.more > 0 && <p className="mt-1 font-medium text-stone-600">+{props.more} more</p>}
    </div>
  );
}
