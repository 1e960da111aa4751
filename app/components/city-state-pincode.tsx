/** City, State and Pincode: the three fields every address form in the shop ends with. */
import { StateSelect } from './dashboard/address-state-select.tsx';
import { Field } from './field.tsx';

type Place = 'city' | 'state' | 'pincode';

export function CityStatePincode(props: {
  values: Partial<Record<Place, string>>;
  errors: Partial<Record<Place, string>>;
  required?: boolean;
}) {
  const { values, errors, required } = props;
  return (
    <>
      <Field
        label="City"
        name="city"
        autoComplete="address-level2"
        required={required}
        defaultValue={values.city}
        error={errors.city}
      />
      <StateSelect
        name="state"
        autoComplete="address-level1"
        required={required}
        defaultValue={values.state ?? ''}
        error={errors.state}
      />
      <Field
        label="Pincode"
        name="pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        required={required}
        defaultValue={values.pincode}
        error={errors.pincode}
      />
    </>
  );
}
