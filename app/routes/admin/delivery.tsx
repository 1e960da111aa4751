import { Link, data, useLocation, useNavigate } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { DeliveryZoneDialog } from '#app/components/admin/delivery-zone-dialog.tsx';
import { DeliveryZonesTable } from '#app/components/admin/delivery-zones-table.tsx';
import { DeliverySlotSettings } from '#app/components/admin/delivery-slot-settings.tsx';
import { buttonClass } from '#app/components/ui/button.tsx';
import { Refusal } from '#app/components/refusal.tsx';
import { redirectWithToast, returnPath } from '#app/lib/action.server.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { ADMIN_DELIVERY_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { deliveryIntents } from '#app/lib/delivery-intents.server.ts';
import { dispatchIntent } from '#app/lib/intents.server.ts';
import {
  NEW_ZONE,
  deliveryFormOf as formOf,
  deliveryZoneFormView,
  deliveryZoneRow,
  slotSettingsView,
} from '#app/lib/delivery-settings-views.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { deliveryActionSchema } from '#core/delivery-zone-input.ts';
import { listZonesForAdmin } from '#server/delivery/delivery-zones.ts';
import { slotSettings } from '#server/delivery/slot-settings.ts';
import type { Route } from './+types/delivery';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const params = url.searchParams;
  const now = new Date();
  const [zones, slots] = await Promise.all([
    listZonesForAdmin(context.db, staff),
    slotSettings(context.db, staff, now),
  ]);
  const edited = zones.find((zone) => zone.id === params.get('edit'));
  const dialog = edited ? deliveryZoneFormView(edited) : params.has('new') ? NEW_ZONE : null;
  return data(
    { dialog, zones: zones.map(deliveryZoneRow), slotSettings: slotSettingsView(slots) },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Delivery | Admin');

/** The dialog's save, each row's Move up, Move down and Delete, and the slot settings post here. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  const saved = deliveryIntents(context.db, staff, (toast, form) =>
    redirectWithToast(returnPath(form.fields, ADMIN_DELIVERY_PATH, context), toast, context),
  );
  return dispatchIntent(request, deliveryActionSchema, saved, {
    formOf,
    refusedAs: (_posted, form) => ({
      title: 'Error saving delivery settings',
      form: formOf(form.fields),
      values: form.fields,
    }),
  });
}

export default function AdminDelivery({ loaderData, actionData }: Route.ComponentProps) {
  const { zones, dialog } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  // The page's own address with the dialog open: the dialog posts there, so a refusal keeps it.
  const dialogPath = `${location.pathname}${location.search}`;
  const close = () => void navigate(ADMIN_DELIVERY_PATH, { preventScrollReset: true });
  const rowProblem = actionData?.form === 'row' ? actionData.toast : undefined;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-maroon-800">Delivery</h1>
        <Link
          className={buttonClass({ variant: 'festival' })}
          to={`${ADMIN_DELIVERY_PATH}?new=1`}
          preventScrollReset
        >
          <Icon name="plus" aria-hidden />
          Add Zone
        </Link>
      </div>
      <p className="mt-1 text-stone-700">
        Each order goes to the zone its pincode is in. Where zones overlap, the narrowest entry
        wins; between equally narrow ones, the zone higher in this list. A pincode in no zone is not
        delivered to.
      </p>
      <Refusal refusal={rowProblem} />
      <DeliveryZonesTable zones={zones} />
      <DeliverySlotSettings
        settings={loaderData.slotSettings}
        answerFor={(name) => (actionData?.form === name ? actionData : undefined)}
      />
      {dialog && (
        <DeliveryZoneDialog
          key={dialog.id ?? 'new'}
          zone={dialog}
          formAction={dialogPath}
          returnTo={ADMIN_DELIVERY_PATH}
          onClose={close}
          pageResult={actionData?.form === 'dialog' ? actionData : undefined}
        />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Delivery" title="Error loading delivery zones" />;
}
