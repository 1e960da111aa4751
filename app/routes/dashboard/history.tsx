import { data } from 'react-router';
import { ActivityEntry } from '#app/components/dashboard/activity-entry.tsx';
import { ActivityFilters } from '#app/components/dashboard/activity-filters.tsx';
import { EmptyState } from '#app/components/dashboard/empty-state.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { activityEntryView } from '#app/lib/dashboard-views.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { periodDays, readActivityQuery } from '#app/lib/list-queries.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { listActivity } from '#server/accounts/activity.ts';
import { invoicedOrderNumbers } from '#server/invoices/invoiced-orders.ts';
import type { Route } from './+types/history';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url });
  const query = readActivityQuery(url.searchParams);
  const [events, invoiced] = await Promise.all([
    listActivity(context.db, user.id, {
      search: query.search || undefined,
      type: query.type || undefined,
      withinDays: periodDays(query.period),
    }),
    invoicedOrderNumbers(context.db, user.id),
  ]);
  const activities = events.map((event) => activityEntryView(event, invoiced));
  return data({ query, activities }, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Activity History') },
  { name: 'robots', content: 'noindex' },
];

export default function ActivityHistoryPage({ loaderData }: Route.ComponentProps) {
  const { query, activities } = loaderData;
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-display text-3xl font-bold text-maroon-800">Activity History</h1>
      <p className="mt-1 text-stone-700">Everything that happened on your account</p>
      <div className="mt-6">
        <ActivityFilters query={query} />
      </div>
      <p className="sr-only" role="status">
        {activities.length === 1 ? '1 activity' : `${activities.length} activities`}
      </p>
      {activities.length === 0 ? (
        <div className="mt-6">
          <EmptyState
            icon="rotate-ccw-clock"
            title="No activities found"
            text="Try adjusting your filters"
          />
        </div>
      ) : (
        <ul className="mt-6 space-y-3" aria-label="Activities">
          {activities.map((activity) => (
            <li key={activity.id}>
              <ActivityEntry activity={activity} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
