/** One line of the Activity History: what happened, its status and when. */
import { CreditCard, Eye, MapPin, Package, User, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { orderPath } from '../orders/order-card.tsx';
import { Button } from '../ui/button.tsx';
import { ActivityStatusBadge } from './activity-status-badge.tsx';

export type ActivityKind = 'order' | 'payment' | 'profile' | 'address';

export interface ActivityEntryData {
  id: string;
  type: ActivityKind;
  title: string;
  description: string;
  status: string;
  /** ISO time, for the machine-readable <time>. */
  dateTime: string;
  /** The same time in words, in India's time zone; formatted on the server so both renders agree. */
  when: string;
  orderNumber: string | null;
}

const iconByType: Record<ActivityKind, LucideIcon> = {
  order: Package,
  payment: CreditCard,
  profile: User,
  address: MapPin,
};

const typeLabel: Record<ActivityKind, string> = {
  order: 'Order',
  payment: 'Payment',
  profile: 'Profile',
  address: 'Address',
};

export function ActivityEntry({ activity }: { activity: ActivityEntryData }) {
  const Icon = iconByType[activity.type];
  // Only order entries open something: the order, with its status timeline. Invoices come later.
  const orderNumber = activity.type === 'order' ? activity.orderNumber : null;
  return (
    <article
      aria-labelledby={`activity-${activity.id}`}
      className="flex gap-4 rounded-xl bg-white p-4 shadow-sm"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-saffron-50 text-maroon-700">
        <Icon className="size-5" aria-hidden />
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
      {orderNumber && (
        <Button asChild variant="outline" size="sm" className="self-start">
          <Link to={orderPath(orderNumber)} aria-label={`View order ${orderNumber}`}>
            <Eye aria-hidden />
            View Order
          </Link>
        </Button>
      )}
    </article>
  );
}
