import { Form, Link, data, useLocation, useNavigate } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import {
  DeliveryZoneDialog,
  type DeliveryZoneFormView,
} from '#app/components/admin/delivery-zone-dialog.tsx';
import { AdminTable, adminCell } from '#app/components/admin/admin-table.tsx';
import { buttonClass } from '#app/components/ui/button.tsx';
import { answerRefusals, readForm, redirectWithToast, returnPath } from '#app/lib/action.server.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { ADMIN_DELIVERY_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireAdmin } from '#app/lib/guards.server.ts';
import { ReturnField } from '#app/lib/return-field.tsx';
import { promiseText } from '#core/delivery-dates.ts';
import { deliveryActionSchema } from '#core/delivery-zone-input.ts';
import {
  createDeliveryZone,
  deleteDeliveryZone,
  listZonesForAdmin,
  moveDeliveryZone,
  updateDeliveryZone,
  type AdminDeliveryZone,
} from '#server/delivery/delivery-zones.ts';
import {
  addDeliverySlot,
  addFestivalCutoff,
  closeDeliveryDate,
  deleteDeliverySlot,
  removeFestivalCutoff,
  reopenDeliveryDate,
  saveDeliverySlot,
  setSameDayCutoff,
  slotSettings,
} from '#server/delivery/slot-settings.ts';
import {
  DeliverySlotSettings,
  type SlotSettingsView,
} from '#app/components/admin/delivery-slot-settings.tsx';
import { formatShopDate, formatShopDateTime } from '#core/date-format.ts';
import { clockText, slotLabel } from '#core/delivery-slots.ts';
import { indiaDayStart } from '#core/india-calendar.ts';
import type { Route } from './+types/delivery';

function slotSettingsView(settings: Awaited<ReturnType<typeof slotSettings>>): SlotSettingsView {
  const day = (dayKey: string) => formatShopDate(indiaDayStart(dayKey));
  return {
    slots: settings.slots.map((slot) => ({
      ...slot,
      label: slotLabel(slot.startsAt, slot.endsAt),
    })),
    sameDayCutoff: settings.sameDayCutoff,
    closedDates: settings.closedDates.map((closed) => ({ ...closed, label: day(closed.day) })),
    cutoffs: settings.cutoffs.map((cutoff) => ({
      day: cutoff.day,
      text: `Last orders for delivery on ${day(cutoff.day)} close on ${formatShopDateTime(cutoff.closesAt)}`,
    })),
  };
}

/** The form each post belongs to, so its answer shows beside it. */
function formOf(fields: Record<string, string>): string {
  switch (fields.intent) {
    case 'create':
    case 'update':
      return 'dialog';
    case 'save-slot':
    case 'delete-slot':
      return `slot-${fields.id ?? ''}`;
    case 'add-slot':
      return 'add-slot';
    case 'set-same-day-cutoff':
      return 'same-day-cutoff';
    case 'close-date':
    case 'reopen-date':
      return 'closed-dates';
    case 'add-cutoff':
    case 'remove-cutoff':
      return 'festival-cutoffs';
    default:
      return 'row';
  }
}

const NEW_ZONE: DeliveryZoneFormView = {
  name: '',
  pincodes: '',
  perishables: false,
  cashOnDelivery: true,
  slots: false,
  deliveryKind: 'business-days',
  fewestDays: '2',
  mostDays: '3',
};

function formView(zone: AdminDeliveryZone): DeliveryZoneFormView {
  const { kind, fewestDays, mostDays } = zone.promise;
  const byCourier = kind === 'business-days';
  return {
    id: zone.id,
    name: zone.name,
    pincodes: zone.pincodes,
    perishables: zone.perishables,
    cashOnDelivery: zone.cashOnDelivery,
    slots: zone.slots,
    deliveryKind: kind,
    fewestDays: byCourier ? String(fewestDays) : '',
    mostDays: byCourier ? String(mostDays) : '',
  };
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const params = url.searchParams;
  const now = new Date();
  const [zones, slots] = await Promise.all([
    listZonesForAdmin(context.db, admin),
    slotSettings(context.db, admin, now),
  ]);
  const edited = zones.find((zone) => zone.id === params.get('edit'));
  const dialog = edited ? formView(edited) : params.has('new') ? NEW_ZONE : null;
  return data(
    {
      dialog,
      zones: zones.map((zone) => ({
        id: zone.id,
        name: zone.name,
        pincodes: zone.pincodes,
        delivery: promiseText(zone.promise),
        perishables: zone.perishables ? 'Yes' : 'No',
        cashOnDelivery: zone.cashOnDelivery ? 'Yes' : 'No',
        slots: zone.slots ? 'Yes' : 'No',
      })),
      slotSettings: slotSettingsView(slots),
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Delivery | Admin');

/** The dialog's save (add or edit) and each row's Move up, Move down and Delete post here. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const form = await readForm(request, deliveryActionSchema, formOf);
  if (!form.ok) return form.answer;
  const back = returnPath(form.fields, ADMIN_DELIVERY_PATH, context);
  const posted = form.value;
  const refusedAs = {
    title: 'Error saving delivery settings',
    form: formOf(form.fields),
    values: form.fields,
  };
  return answerRefusals(refusedAs, async () => {
    switch (posted.intent) {
      case 'create':
        await createDeliveryZone(context.db, admin, posted.zone);
        return await redirectWithToast(
          back,
          { title: 'Delivery zone added', description: posted.zone.name },
          context,
        );
      case 'update':
        await updateDeliveryZone(context.db, admin, posted.id, posted.zone);
        return await redirectWithToast(
          back,
          { title: 'Delivery zone saved', description: posted.zone.name },
          context,
        );
      case 'move':
        await moveDeliveryZone(context.db, admin, posted.id, posted.direction);
        return await redirectWithToast(back, undefined, context);
      case 'delete': {
        const name = await deleteDeliveryZone(context.db, admin, posted.id);
        return await redirectWithToast(
          back,
          { title: 'Delivery zone deleted', description: name },
          context,
        );
      }
      case 'add-slot': {
        const label = await addDeliverySlot(context.db, admin, posted);
        return await redirectWithToast(back, { title: 'Slot added', description: label }, context);
      }
      case 'save-slot': {
        const label = await saveDeliverySlot(context.db, admin, posted.id, posted);
        return await redirectWithToast(back, { title: 'Slot saved', description: label }, context);
      }
      case 'delete-slot': {
        const label = await deleteDeliverySlot(context.db, admin, posted.id, new Date());
        return await redirectWithToast(
          back,
          { title: 'Slot deleted', description: label },
          context,
        );
      }
      case 'set-same-day-cutoff':
        await setSameDayCutoff(context.db, admin, posted.sameDayCutoff);
        return await redirectWithToast(
          back,
          { title: 'Same-day cut-off saved', description: clockText(posted.sameDayCutoff) },
          context,
        );
      case 'close-date':
        await closeDeliveryDate(context.db, admin, posted.day, posted.note);
        return await redirectWithToast(back, { title: 'Date closed for delivery' }, context);
      case 'reopen-date':
        await reopenDeliveryDate(context.db, admin, posted.day);
        return await redirectWithToast(back, { title: 'Date reopened for delivery' }, context);
      case 'add-cutoff':
        await addFestivalCutoff(context.db, admin, posted);
        return await redirectWithToast(back, { title: 'Festival cut-off added' }, context);
      case 'remove-cutoff':
        await removeFestivalCutoff(context.db, admin, posted.day);
        return await redirectWithToast(back, { title: 'Festival cut-off removed' }, context);
    }
  });
}

const headings = [
  'Zone',
  'Pincodes',
  'Delivery',
  'Perishables',
  'Cash on Delivery',
  'Slots',
  'Actions',
];

const rowButton =
  'inline-flex items-center gap-1 rounded-md border border-stone-300 px-3 py-1.5 font-medium hover:bg-saffron-50 disabled:opacity-50';

/** Move up, Move down or Delete: a form of its own, so each works without JavaScript. */
function RowForm(props: {
  fields: Record<string, string>;
  label: string;
  icon: 'arrow-up' | 'arrow-down' | 'trash';
  text: string;
  disabled?: boolean;
}) {
  return (
    <Form method="post" action={ADMIN_DELIVERY_PATH} preventScrollReset>
      <ReturnField />
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        aria-label={props.label}
        disabled={props.disabled}
        className={rowButton}
      >
        <Icon name={props.icon} className="size-4" aria-hidden />
        {props.text}
      </button>
    </Form>
  );
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
      {rowProblem && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800">
          <strong>{rowProblem.title}:</strong> {rowProblem.description}
        </p>
      )}
      <AdminTable caption={`Delivery zones (${zones.length})`} headings={headings}>
        {zones.map((zone, index) => (
          <tr key={zone.id}>
            <th scope="row" className={`${adminCell} font-semibold text-stone-900`}>
              {zone.name}
            </th>
            <td className={`${adminCell} max-w-xs font-mono text-sm break-words`}>
              {zone.pincodes}
            </td>
            <td className={adminCell}>{zone.delivery}</td>
            <td className={adminCell}>{zone.perishables}</td>
            <td className={adminCell}>{zone.cashOnDelivery}</td>
            <td className={adminCell}>{zone.slots}</td>
            <td className={adminCell}>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={`${ADMIN_DELIVERY_PATH}?edit=${zone.id}`}
                  preventScrollReset
                  aria-label={`Edit ${zone.name}`}
                  className={rowButton}
                >
                  <Icon name="pencil" className="size-4" aria-hidden />
                  Edit
                </Link>
                <RowForm
                  fields={{ intent: 'move', id: zone.id, direction: 'up' }}
                  label={`Move ${zone.name} up`}
                  icon="arrow-up"
                  text="Up"
                  disabled={index === 0}
                />
                <RowForm
                  fields={{ intent: 'move', id: zone.id, direction: 'down' }}
                  label={`Move ${zone.name} down`}
                  icon="arrow-down"
                  text="Down"
                  disabled={index === zones.length - 1}
                />
                <RowForm
                  fields={{ intent: 'delete', id: zone.id }}
                  label={`Delete ${zone.name}`}
                  icon="trash"
                  text="Delete"
                  disabled={zones.length === 1}
                />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
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
