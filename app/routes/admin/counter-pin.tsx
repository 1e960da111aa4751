/**
 * Counter PIN: where a manager (who has no Staff page) sets their own counter PIN; the owner has
 * the same form on the Staff page too. One's own PIN only.
 */
import { data, useNavigation } from 'react-router';
import { CounterPinForm } from '#app/components/admin/counter-pin-form.tsx';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { setCounterPinAction } from '#app/lib/counter-pin-action.server.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { formatShopDateTime } from '#core/date-format.ts';
import { COUNTER_PIN_PATH } from '#core/counter-pin.ts';
import { counterPinSetAt } from '#server/counter/counter-pins.ts';
import type { Route } from './+types/counter-pin';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const setAt = await counterPinSetAt(context.db, staff.id);
  return data(
    { setAt: setAt ? formatShopDateTime(setAt) : null },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  return setCounterPinAction(request, context, staff, COUNTER_PIN_PATH);
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Counter PIN | Admin');

export default function AdminCounterPin({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Counter PIN</h1>
      <CounterPinForm answer={actionData} setAt={loaderData.setAt} busy={busy} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Counter PIN" title="Error loading your counter PIN" />;
}
