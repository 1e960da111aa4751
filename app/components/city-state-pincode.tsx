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
  /**
   * Whose address the browser may fill in: the shopper's own (the default), their billing
   * address, or none (someone else's, a gift's recipient).
   */
  autoFill?: 'own' | 'billing' | 'off';
}) {
  const { values, errors, required, names = PLACES, labelPrefix, autoFill = 'own' } = props;
  const label = (text: string) => (labelPrefix ? `${labelPrefix} ${text}` : text);
  const autoComplete = (token: string) =>
    autoFill === 'off' ? 'off' : autoFill === 'billing' ? `billing ${token}` : token;
  return (
    <>
      <Field
        label={label('City')}
        name={names.city}
        autoComplete={autoComplete('address-level2')}
        required={required}
        defaultValue={values.city}
        error={errors.city}
      />
      <StateSelect
        label={labelPrefix ? label('State') : undefined}
        name={names.state}
        autoComplete={autoComplete('address-level1')}
        required={required}
        defaultValue={values.state ?? ''}
        error={errors.state}
      />
      <Field
        label={label('Pincode')}
        name={names.pincode}
        inputMode="numeric"
        autoComplete={autoComplete('postal-code')}
        required={required}
        defaultValue={values.pincode}
        error={errors.pincode}
      />
    </>
  );
}
