/** One line of the Activity History: what happened, its status and when. */
import { Link } from 'react-router';
import { Icon, type IconName } from '#app/components/ui/icons.tsx';
import type { ActivityEntryData } from '#app/lib/dashboard-views.ts';
import { invoicePath, orderPath } from '#core/paths.ts';
import type { ActivityType } from '#core/activity.ts';
import { buttonClass } from '../ui/button.tsx';
import { ActivityStatusBadge } from './activity-status-badge.tsx';

const iconByType: Record<ActivityType, IconName> = {
  order: 'package',
  payment: 'credit-card',
  profile: 'user',
  address: 'map-pin',
};

const typeLabel: Record<ActivityType, string> = {
  order: 'Order',
  payment: 'Payment',
  profile: 'Profile',
  address: 'Address',
};

export function ActivityEntry({ activity }: { activity: ActivityEntryData }) {
  // Only order entries open something: the tax invoice once there is one, else the order.
  const orderNumber = activity.type === 'order' ? activity.orderNumber : null;
  return (
    <article
      aria-labelledby={`activity-${activity.id}`}
      className="flex gap-4 rounded-xl bg-white p-4 shadow-sm"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-saffron-50 text-maroon-700">
        <Icon name={iconByType[activity.type]} className="size-5" aria-hidden />
        <span className="sr-only">{typeLabel[activity.type]}</span>
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`activity-${activity.id}`} className="font-semibold text-stone-900">
            {activity.title}
          </h2>
          <ActivityStatusBadge status={activity.status} />
        </div>
        <p className="mt-1 break-words text-sm text-stone-700">{activity.description}</p>
        <p className="mt-1 text-xs text-stone-600">
          <time dateTime={activity.dateTime}>{activity.when}</time>
        </p>
      </div>
      {orderNumber && activity.hasInvoice && (
        <Link
          className={buttonClass({ variant: 'outline', size: 'sm', className: 'self-start' })}
          to={invoicePath(orderNumber)}
          aria-label={`Invoice for order ${orderNumber}`}
        >
          <Icon name="file-text" aria-hidden />
          Invoice
        </Link>
      )}
      {orderNumber && !activity.hasInvoice && (
        <Link
          className={buttonClass({ variant: 'outline', size: 'sm', className: 'self-start' })}
          to={orderPath(orderNumber)}
          aria-label={`View order ${orderNumber}`}
        >
          <Icon name="eye" aria-hidden />
          View Order
        </Link>
      )}
    </article>
  );
}
