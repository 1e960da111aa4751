/**
 * Add Zone / edit: a zone's name, its pincodes, what goes there and how soon. Saving answers
 * with the errors beside their fields (the dialog stays open with what was typed), or closes
 * it with 'Delivery zone added' / 'Delivery zone saved'. Opened by the page's address (?new=1,
 * ?edit=<id>), so it works without JavaScript too.
 */
import { Field, FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import type { DeliveryZoneFormView } from '#app/lib/delivery-settings-views.ts';
import { ReturnField } from '#app/lib/return-field.tsx';
import {
  PageDialog,
  PageDialogActions,
  usePageDialogForm,
  type PageDialogFormProps,
} from './page-dialog.tsx';
import { MOST_BUSINESS_DAYS, type DeliveryKind } from '#core/delivery-dates.ts';
import { MAX_ZONE_NAME_LENGTH } from '#core/delivery-zone-input.ts';

const kindLabels: Record<DeliveryKind, string> = {
  'same-day': "Same day, by the shop's riders",
  'next-day': "Next day, by the shop's riders",
  'business-days': 'In business days, by courier',
};

const TITLE_ID = 'delivery-zone-dialog-title';
const PINCODES_ID = 'delivery-zone-pincodes';
const KIND_ID = 'delivery-zone-kind';

export function DeliveryZoneDialog(
  props: PageDialogFormProps & {
    zone: DeliveryZoneFormView;
  },
) {
  const { zone } = props;
  const { fetcher, busy, errors, typed } = usePageDialogForm(props);
  const text = (name: 'name' | 'pincodes' | 'deliveryKind' | 'fewestDays' | 'mostDays') =>
    typed?.[name] ?? zone[name];
  const ticked = (name: 'perishables' | 'cashOnDelivery' | 'slots') =>
    typed ? typed[name] === 'on' : zone[name];
  const isNew = zone.id === undefined;

  return (
    <PageDialog
      titleId={TITLE_ID}
      title={isNew ? 'Add Zone' : 'Edit Zone'}
      description="Where a pincode is in several zones, the narrowest entry wins: a pincode over a range, a range over a prefix."
      onClose={props.onClose}
    >
      <fetcher.Form
        method="post"
        action={props.formAction}
        noValidate
        preventScrollReset
        className="mt-4 space-y-4"
      >
        <ReturnField to={props.returnTo} />
        <input type="hidden" name="intent" value={isNew ? 'create' : 'update'} />
        {zone.id && <input type="hidden" name="id" value={zone.id} />}
        <Field
          label="Name"
          name="name"
          required
          maxLength={MAX_ZONE_NAME_LENGTH}
          autoComplete="off"
          hint="Customers see it, as in 'Rasgulla is delivered only in Local'."
          defaultValue={text('name')}
          error={errors.name}
        />
        <div>
          <label htmlFor={PINCODES_ID} className="block text-sm font-medium text-stone-800">
            Pincodes
          </label>
          <textarea
            id={PINCODES_ID}
            name="pincodes"
            rows={3}
            required
            defaultValue={text('pincodes')}
            {...fieldErrorWiring(PINCODES_ID, errors.pincodes, `${PINCODES_ID}-hint`)}
            className="mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 font-mono text-sm aria-invalid:border-red-700"
          />
          <p id={`${PINCODES_ID}-hint`} className="mt-1 text-xs text-stone-600">
            Pincodes (110001), ranges (110001-110099) and prefixes (110 for every pincode starting
            so), separated by commas.
          </p>
          <FieldError controlId={PINCODES_ID} error={errors.pincodes} />
        </div>
        <div>
          <label htmlFor={KIND_ID} className="block text-sm font-medium text-stone-800">
            Delivery
          </label>
          <select
            id={KIND_ID}
            name="deliveryKind"
            defaultValue={text('deliveryKind')}
            className="mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm"
          >
            {Object.entries(kindLabels).map(([kind, label]) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Fewest business days"
            name="fewestDays"
            inputMode="numeric"
            hint={`By courier only: 1 to ${MOST_BUSINESS_DAYS}, Monday to Saturday.`}
            defaultValue={text('fewestDays')}
            error={errors.fewestDays}
          />
          <Field
            label="Most business days"
            name="mostDays"
            inputMode="numeric"
            hint="By courier only: customers are told the day it arrives by."
            defaultValue={text('mostDays')}
            error={errors.mostDays}
          />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            name="perishables"
            defaultChecked={ticked('perishables')}
            className="size-4 accent-maroon-700"
          />
          Perishables go here (milk sweets)
        </label>
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            name="cashOnDelivery"
            defaultChecked={ticked('cashOnDelivery')}
            className="size-4 accent-maroon-700"
          />
          Cash on Delivery
        </label>
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            name="slots"
            defaultChecked={ticked('slots')}
            className="size-4 accent-maroon-700"
          />
          Customers choose a delivery date and slot
        </label>
        <PageDialogActions
          returnTo={props.returnTo}
          busy={busy}
          submit={isNew ? 'Add Zone' : 'Save Zone'}
        />
      </fetcher.Form>
    </PageDialog>
  );
}
