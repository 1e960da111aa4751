/**
 * Add Promo Code / edit: percent off and the optional terms (days, minimum subtotal, use limit).
 * Saving answers with the errors beside their fields (the dialog stays open with what was
 * typed), or closes it with 'Promo code created' / 'Promo code updated'. Opened by the page's
 * address (?new=1, ?edit=CODE), so it works without JavaScript too.
 */
import { Field } from '#app/components/field.tsx';
import { ReturnField } from '#app/lib/return-field.tsx';
import {
  PageDialog,
  PageDialogActions,
  usePageDialogForm,
  type PageDialogFormProps,
} from './page-dialog.tsx';
import { MAX_PROMO_CODE_LENGTH } from '#core/promo-code-input.ts';

/** The dialog's fields as text; `timesUsed` is undefined for a new code. */
export interface PromoCodeFormView {
  code: string;
  percentOff: string;
  startsOn: string;
  endsOn: string;
  minSubtotal: string;
  usageLimit: string;
  isActive: boolean;
  timesUsed?: number;
}

const TITLE_ID = 'promo-code-dialog-title';

export function PromoCodeDialog(
  props: PageDialogFormProps & {
    promo: PromoCodeFormView;
  },
) {
  const { promo } = props;
  const { fetcher, busy, errors, typed } = usePageDialogForm(props);
  const text = (name: Exclude<keyof PromoCodeFormView, 'isActive' | 'timesUsed'>) =>
    typed?.[name] ?? promo[name];
  const isActive = typed ? typed.isActive === 'on' : promo.isActive;
  const isNew = promo.timesUsed === undefined;

  return (
    <PageDialog
      titleId={TITLE_ID}
      title={isNew ? 'Add Promo Code' : 'Edit Promo Code'}
      description="The discount is a percentage of the subtotal; shipping is never discounted."
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
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Code"
            name="code"
            required
            readOnly={!isNew}
            maxLength={MAX_PROMO_CODE_LENGTH}
            autoComplete="off"
            hint={
              isNew
                ? 'Customers type it exactly, in the same capitals, like DIWALI25.'
                : 'A code cannot be changed: past orders carry it.'
            }
            defaultValue={isNew ? text('code') : promo.code}
            error={errors.code}
            className="mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-sm read-only:bg-stone-100 aria-invalid:border-red-700"
          />
          <Field
            label="Percent off"
            name="percentOff"
            required
            inputMode="numeric"
            hint="A whole number from 1 to 100."
            defaultValue={text('percentOff')}
            error={errors.percentOff}
          />
          <Field
            label="Valid from"
            name="startsOn"
            type="date"
            hint="Optional; from the start of this day in India."
            defaultValue={text('startsOn')}
            error={errors.startsOn}
          />
          <Field
            label="Valid until"
            name="endsOn"
            type="date"
            hint="Optional; to the end of this day in India."
            defaultValue={text('endsOn')}
            error={errors.endsOn}
          />
          <Field
            label="Minimum subtotal (₹)"
            name="minSubtotal"
            inputMode="decimal"
            placeholder="1000"
            hint="Optional; leave empty for none."
            defaultValue={text('minSubtotal')}
            error={errors.minSubtotal}
          />
          <Field
            label="Use limit"
            name="usageLimit"
            inputMode="numeric"
            hint={
              isNew
                ? 'Optional: how many orders may use it in all.'
                : `Optional: how many orders may use it in all. Used ${promo.timesUsed ?? 0} times so far.`
            }
            defaultValue={text('usageLimit')}
            error={errors.usageLimit}
          />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            name="isActive"
            defaultChecked={isActive}
            className="size-4 accent-maroon-700"
          />
          Active (customers can use it)
        </label>
        <PageDialogActions
          returnTo={props.returnTo}
          busy={busy}
          submit={isNew ? 'Create Promo Code' : 'Save Promo Code'}
        />
      </fetcher.Form>
    </PageDialog>
  );
}
