/** The Delivery page's zones in the order they are matched, each with Edit, Up, Down, Delete. */
import { Form, Link } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { ADMIN_DELIVERY_PATH } from '#app/lib/admin-paths.ts';
import type { DeliveryZoneRow } from '#app/lib/delivery-settings-views.ts';
import { ReturnField } from '#app/lib/return-field.tsx';
import { AdminTable, adminCell } from './admin-table.tsx';

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

export function DeliveryZonesTable({ zones }: { zones: DeliveryZoneRow[] }) {
  return (
    <AdminTable caption={`Delivery zones (${zones.length})`} headings={headings}>
      {zones.map((zone, index) => (
        <tr key={zone.id}>
          <th scope="row" className={`${adminCell} font-semibold text-stone-900`}>
            {zone.name}
          </th>
          <td className={`${adminCell} max-w-xs font-mono text-sm break-words`}>{zone.pincodes}</td>
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
  );
}
