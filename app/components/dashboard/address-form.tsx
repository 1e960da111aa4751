import { Field } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { formKeyOf, type SavedAddressView } from '#app/lib/dashboard-views.ts';
import { ADDRESSES_PATH } from '#core/paths.ts';
import { ReturnField } from '#app/lib/return-field.tsx';
import type { ActionAnswer } from '#core/action-answer.ts';
import { useAddressFetcher } from './address-fetcher.tsx';
import { AddressFields, PhoneField } from '#app/components/address-fields.tsx';

/**
 * Add or edit one address. The server checks every field; what was typed stays in the form while
 * errors are shown beside the fields (with JavaScript the inputs keep it, without it the page
 * sends it back).
 */
export function AddressForm(props: {
  address?: SavedAddressView;
  /** The answer to a post made without JavaScript, when it was this form's. */
  pageResult?: ActionAnswer;
  onSaved?: () => void;
  children?: React.ReactNode;
}) {
  const { address } = props;
  const { fetcher, busy, answer } = useAddressFetcher(props.onSaved);
  const formKey = formKeyOf(address);
  const result = answer ?? props.pageResult;
  const failed = result?.form === formKey ? result : undefined;
  const errors = failed?.fieldErrors ?? {};
  const initial = failed?.values ?? address;

  return (
    <fetcher.Form
      method="post"
      action={address ? `${ADDRESSES_PATH}?edit=${address.id}` : ADDRESSES_PATH}
      noValidate
      preventScrollReset
      className="space-y-4"
    >
      {/* An edit opened on its own page (no JavaScript) goes back to the list when saved. */}
      <ReturnField to={address ? ADDRESSES_PATH : undefined} />
      <input type="hidden" name="intent" value={address ? 'update' : 'add'} />
      {address && <input type="hidden" name="addressId" value={address.id} />}
      <Field
        label="Title"
        name="title"
        placeholder="Home, Office..."
        required
        defaultValue={initial?.title}
        error={errors.title}
      />
      <AddressFields
        values={initial ?? {}}
        errors={errors}
        names={{ address: 'fullAddress' }}
        addressLabel="Full Address"
        required
      >
        <PhoneField label="Phone" required defaultValue={initial?.phone} error={errors.phone} />
      </AddressFields>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        {props.children}
        <Button type="submit" variant="festival" disabled={busy}>
          {busy ? 'Saving...' : address ? 'Update Address' : 'Save Address'}
        </Button>
      </div>
    </fetcher.Form>
  );
}
