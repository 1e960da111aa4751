import { Field } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { AddressActionResult } from '#app/routes/dashboard/addresses.tsx';
import type { SavedAddressView } from './address-card.tsx';
import { ADDRESSES_PATH, useAddressFetcher } from './address-fetcher.tsx';
import { CityStatePincode } from '#app/components/city-state-pincode.tsx';

export const formKeyOf = (address?: SavedAddressView) => (address ? `edit-${address.id}` : 'add');

/**
 * Add or edit one address. The server checks every field; what was typed stays in the form while
 * errors are shown beside the fields (with JavaScript the inputs keep it, without it the page
 * sends it back).
 */
export function AddressForm(props: {
  address?: SavedAddressView;
  /** The answer to a post made without JavaScript, when it was this form's. */
  pageResult?: AddressActionResult;
  onSaved?: () => void;
  children?: React.ReactNode;
}) {
  const { address } = props;
  const { fetcher, returnField, busy } = useAddressFetcher(props.onSaved);
  const formKey = formKeyOf(address);
  const result = fetcher.data ?? props.pageResult;
  const failed = result && !result.ok && result.form === formKey ? result : undefined;
  const errors = failed?.fieldErrors ?? {};
  const initial = failed?.values ?? address;

  return (
    <fetcher.Form
      method="post"
      action={address ? `${ADDRESSES_PATH}?edit=${address.id}` : ADDRESSES_PATH}
      noValidate
      className="space-y-4"
    >
      {returnField}
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
      <Field
        label="Full Address"
        name="fullAddress"
        autoComplete="street-address"
        required
        defaultValue={initial?.fullAddress}
        error={errors.fullAddress}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <CityStatePincode values={initial ?? {}} errors={errors} required />
        <Field
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel-national"
          required
          defaultValue={initial?.phone}
          error={errors.phone}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        {props.children}
        <Button type="submit" variant="festival" disabled={busy}>
          {busy ? 'Saving...' : address ? 'Update Address' : 'Save Address'}
        </Button>
      </div>
    </fetcher.Form>
  );
}
