/**
 * 'Deliveries for <date>': the riders' sheet, slot by slot, ready to print, where a rider marks
 * an order delivered. Staff whose role opens it only; anyone else, and a date that is no date,
 * get the 404 page. It stands outside the admin area, so it carries its own top bar: the shop,
 * one's signed-in devices, and Logout.
 */
import { Link, data } from 'react-router';
import { StaffTopBar } from '#app/components/orders/staff-top-bar.tsx';
import { DeliveryRun } from '#app/components/orders/delivery-run.tsx';
import { Icon } from '#app/components/ui/icons.tsx';
import { PrintButton } from '#app/components/print-button.tsx';
import { buttonClass } from '#app/components/ui/button.tsx';
import { ADMIN_ORDERS_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { deliveriesSheetView } from '#app/lib/deliveries-sheet-view.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { answerRefusals, readForm, redirectWithToast } from '#app/lib/action.server.ts';
import { deliveredSchema } from '#core/admin-order-input.ts';
import { addDays, isDayKey } from '#core/india-calendar.ts';
import { deliveriesPath } from '#core/paths.ts';
import { may } from '#core/staff-roles.ts';
import { changeOrderStatus } from '#server/admin/change-order-status.ts';
import { deliveriesFor } from '#server/delivery/deliveries-sheet.ts';
import { markParcelDelivered } from '#server/gifting/order-parcels.ts';
import type { Route } from './+types/admin-deliveries';

export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  if (!isDayKey(params.day)) throw data(null, { status: 404 });
  const runs = await deliveriesFor(context.db, staff, params.day);
  const sheet = deliveriesSheetView(params.day, runs, staff.role);
  return data(
    { ...sheet, staffName: staff.name, canOpenOrders: may(staff.role, 'orders') },
    {
      headers: { 'Cache-Control': PRIVATE_PAGE_CACHE },
    },
  );
}

/** A stop's Mark delivered: for Cash on Delivery, the cash is recorded as collected with it. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  const form = await readForm(request, deliveredSchema);
  if (!form.ok) return form.answer;
  const { orderNumber, parcel } = form.value;
  return answerRefusals({ title: 'Error updating order' }, async () => {
    if (parcel !== null) {
      await markParcelDelivered(context.db, staff, orderNumber, parcel);
      const handedOver = {
        title: 'Parcel delivered',
        description: `${orderNumber}, parcel ${parcel}`,
      };
      return redirectWithToast(url.pathname, handedOver, context);
    }
    await changeOrderStatus(context.db, staff, orderNumber, 'delivered');
    const delivered = { title: 'Order delivered', description: `Order ${orderNumber}` };
    return redirectWithToast(url.pathname, delivered, context);
  });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(matches, loaderData?.title ?? 'Deliveries') },
  { name: 'robots', content: 'noindex' },
];

export default function DeliveriesSheet({ loaderData }: Route.ComponentProps) {
  const { runs, title, day, showsCash } = loaderData;
  const count = runs.reduce((sum, run) => sum + run.stops.length, 0);
  return (
    <>
      <StaffTopBar staffName={loaderData.staffName} />
      <main className="mx-auto max-w-6xl bg-white p-6 text-sm text-stone-900 print:p-0">
        <nav aria-label="Deliveries" className="mb-6 flex flex-wrap gap-3 print:hidden">
          {loaderData.canOpenOrders && (
            <Link
              className={buttonClass({ variant: 'outline', size: 'sm' })}
              to={`${ADMIN_ORDERS_PATH}?delivery=${day}`}
            >
              <Icon name="arrow-left" aria-hidden />
              Back to orders
            </Link>
          )}
          {/* A rider, who has no orders list, moves between days here. */}
          <Link
            className={buttonClass({ variant: 'outline', size: 'sm' })}
            to={deliveriesPath(addDays(day, -1))}
          >
            Previous day
          </Link>
          <Link
            className={buttonClass({ variant: 'outline', size: 'sm' })}
            to={deliveriesPath(addDays(day, 1))}
          >
            Next day
          </Link>
          <PrintButton />
        </nav>
        <h1 className="font-display text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-stone-700">
          {count === 0 ? 'No deliveries booked for this day.' : `${count} to deliver.`}
        </p>
        {runs.map((run) => (
          <DeliveryRun key={run.slot} run={run} showsCash={showsCash} />
        ))}
      </main>
    </>
  );
}
