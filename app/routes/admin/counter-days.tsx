/**
 * Counter days: every closed day of every counter (its Z report a click away), and the stock
 * shortfalls the counter left, as counts to make. Marking one counted settles it; the stock
 * itself is set on the Products page, as any count is.
 */
import { data } from 'react-router';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { ClosingsTable, ShortfallsTable } from '#app/components/admin/counter-days-sections.tsx';
import { answerRefusals, readForm, redirectWithToast } from '#app/lib/action.server.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { closingRows, shortfallRows } from '#app/lib/counter-days-view.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { shortfallCountedSchema } from '#core/counter-day-input.ts';
import { COUNTER_DAYS_PATH } from '#core/paths.ts';
import { listCounterClosings } from '#server/counter/counter-closings.ts';
import { listOpenShortfalls, markShortfallCounted } from '#server/counter/stock-shortfalls.ts';
import type { Route } from './+types/counter-days';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const [closings, shortfalls] = await Promise.all([
    listCounterClosings(context.db, staff),
    listOpenShortfalls(context.db, staff),
  ]);
  return data(
    { closings: closingRows(closings), shortfalls: shortfallRows(shortfalls) },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  const form = await readForm(request, shortfallCountedSchema);
  if (!form.ok) return form.answer;
  return answerRefusals({ title: 'Error marking the count' }, async () => {
    await markShortfallCounted(context.db, staff, form.value.shortfallId);
    return redirectWithToast(COUNTER_DAYS_PATH, { title: 'Count marked made' }, context);
  });
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Counter days | Admin');

export default function AdminCounterDays({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Counter days</h1>
      <ClosingsTable closings={loaderData.closings} />
      <ShortfallsTable shortfalls={loaderData.shortfalls} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Counter days" title="Error loading counter days" />;
}
