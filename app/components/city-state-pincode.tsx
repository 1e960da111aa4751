/** City, State and Pincode: the three fields every address form in the shop ends with. */
import { StateSelect } from './dashboard/address-state-select.tsx';
import { Field } from './field.tsx';

type Place = 'city' | 'state' | 'pincode';

const PLACES: Record<Place, string> = { city: 'city', state: 'state', pincode: 'pincode' };

export function CityStatePincode(props: {
  values: Partial<Record<Place, string>>;
  errors: Partial<Record<Place, string>>;
  required?: boolean;
  /** The fields' names, where a form has a second address (a billing address). */
  names?: Record<Place, string>;
  /** Their labels’ first word: 'Billing' for 'Billing City'. */
  labelPrefix?: string;
}) {
  const { values, errors, required, names = PLACES, labelPrefix } = props;
  const label = (text: string) => (labelPrefix ? `${labelPrefix} ${text}` : text);
  return (
    <>
      <Field
        label={label('City')}
        name={names.city}
        autoComplete="address-level2"
        required={required}
        defaultValue={values.city}
        error={errors.city}
      />
      <StateSelect
        label={labelPrefix ? label('State') : undefined}
        name={names.state}
        autoComplete="address-level1"
        required={required}
        defaultValue={values.state ?? ''}
        error={errors.state}
      />
      <Field
        label={label('Pincode')}
        name={names.pincode}
        inputMode="numeric"
        autoComplete="postal-code"
        required={required}
        defaultValue={values.pincode}
        error={errors.pincode}
      />
    </>
  );
}
