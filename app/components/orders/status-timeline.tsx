/** Every status the order has had, with its time, then the steps still ahead. */
import { Icon } from '#app/components/ui/icons.tsx';
import type { TimelineEntry } from '#app/lib/order-views.ts';
import {
  isFinalStatus,
  orderStatusLabels,
  upcomingStatuses,
  type OrderStatus,
} from '#core/order-status.ts';

export function StatusTimeline(props: { history: TimelineEntry[]; status: OrderStatus }) {
  const ahead = upcomingStatuses(props.status);
  return (
    <ol className="space-y-4" aria-label="Order timeline">
      {props.history.map((entry, index) => {
        const cancelled = entry.status === 'cancelled';
        const final = isFinalStatus(entry.status);
        return (
          <li key={`${entry.status}-${index}`} className="flex gap-3">
            <span
              className={`flex size-7 shrink-0 items-center justify-center rounded-full text-white ${cancelled ? 'bg-red-700' : 'bg-green-700'}`}
            >
              {cancelled ? (
                <Icon name="x" className="size-4" aria-hidden />
              ) : (
                <Icon name="check" className="size-4" aria-hidden />
              )}
            </span>
            <div>
              <p className="font-semibold text-stone-900">
                {orderStatusLabels[entry.status]}
                {final && <span className="text-sm font-normal text-stone-600"> (final)</span>}
              </p>
              <p className="text-sm text-stone-600">
                <time dateTime={entry.at}>{entry.when}</time>
              </p>
            </div>
          </li>
        );
      })}
      {ahead.map((status) => (
        <li key={status} className="flex gap-3 text-stone-500">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full border border-stone-300">
            <Icon name="circle" className="size-3" aria-hidden />
          </span>
          <p className="pt-0.5">
            {orderStatusLabels[status]} <span className="sr-only">(not yet)</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
