/**
 * The address every form of the shop asks for (checkout, a gift's recipient, the account's
 * saved addresses and profile, a business's billing address): the street address, then City,
 * State and Pincode, and the phone number beside it. One set of labels, names and autocomplete
 * tokens, so the forms cannot drift apart.
 */
import { indianStates } from '#core/india.ts';
import { CONTROL_CLASS, Field, LabelledControl } from './field.tsx';

export type AddressPart = 'address' | 'city' | 'state' | 'pincode';

/**
 * Whose address the browser may fill in: the shopper's own (the default), their billing
 * address, or none (someone else's: a gift's recipient).
 */
export type AddressAutoFill = 'own' | 'billing' | 'off';

export interface AddressFieldsOptions {
  /** The fields' names, where a form names them its own way (a billing address). */
  names?: Partial<Record<AddressPart, string>>;
  /** The labels' first word: 'Billing' for 'Billing City'. */
  labelPrefix?: string;
  /** The street address's label, where it is not 'Address' ('Full Address'). */
  addressLabel?: string;
  autoFill?: AddressAutoFill;
}

export interface AddressFieldSpec {
  part: AddressPart;
  name: string;
  label: string;
  autoComplete: string;
}

const AUTOCOMPLETE_TOKENS: Record<AddressPart, string> = {
  address: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  pincode: 'postal-code',
};

/** The token for the browser's autofill: 'off' for someone else's address, 'billing …' for it. */
export function autoCompleteFor(autoFill: AddressAutoFill, token: string) {
  if (autoFill === 'off') return 'off';
  return autoFill === 'billing' ? `billing ${token}` : token;
}

/** Each field of the address group, in the order the form shows them. */
export function addressFieldSpecs(options: AddressFieldsOptions = {}): AddressFieldSpec[] {
  const { names = {}, labelPrefix, autoFill = 'own' } = options;
  const label = (text: string) => (labelPrefix ? `${labelPrefix} ${text}` : text);
  const labels: Record<AddressPart, string> = {
    address: options.addressLabel ?? label('Address'),
    city: label('City'),
    state: label('State'),
    pincode: label('Pincode'),
  };
  return (['address', 'city', 'state', 'pincode'] as const).map((part) => ({
    part,
    name: names[part] ?? part,
    label: labels[part],
    autoComplete: autoCompleteFor(autoFill, AUTOCOMPLETE_TOKENS[part]),
  }));
}

/** What a form has typed or saved, read by field name; a form's own record of them will do. */
export type FormValues = object;

/** The text under `name` in a form's values, if there is one. */
export function formValue(values: FormValues, name: string): string | undefined {
  const value = (values as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The street address, then City, State and Pincode in a row, each with its error beside it.
 * `values` and `errors` are the form's own, by field name.
 */
export function AddressFields(
  props: AddressFieldsOptions & {
    values: FormValues;
    errors: Partial<Record<string, string>>;
    required?: boolean;
    addressHint?: string;
    /** A field that shares the city's row (the account's phone): the row then has two columns. */
    children?: React.ReactNode;
  },
) {
  const { values, errors, required } = props;
  const [address, city, state, pincode] = addressFieldSpecs(props);
  const field = (spec: AddressFieldSpec | undefined, extra: { inputMode?: 'numeric' } = {}) =>
    spec && (
      <Field
        label={spec.label}
        name={spec.name}
        autoComplete={spec.autoComplete}
        required={required}
        defaultValue={formValue(values, spec.name)}
        error={errors[spec.name]}
        {...extra}
        {...(spec.part === 'address' && props.addressHint && { hint: props.addressHint })}
      />
    );
  return (
    <>
      {field(address)}
      <div className={`grid gap-4 ${props.children ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}>
        {field(city)}
        {state && (
          <StateSelect
            label={state.label}
            name={state.name}
            autoComplete={state.autoComplete}
            required={required}
            defaultValue={formValue(values, state.name) ?? ''}
            error={errors[state.name]}
          />
        )}
        {field(pincode, { inputMode: 'numeric' })}
        {props.children}
      </div>
    </>
  );
}

/** The phone number that goes with an address: the shopper's own, or 'off' for someone else's. */
export function PhoneField({
  label = 'Phone Number',
  autoFill = 'own',
  ...input
}: Omit<React.ComponentProps<typeof Field>, 'label' | 'name' | 'type' | 'autoComplete'> & {
  label?: string;
  autoFill?: Exclude<AddressAutoFill, 'billing'>;
}) {
  return (
    <Field
      label={label}
      name="phone"
      type="tel"
      autoComplete={autoFill === 'off' ? 'off' : 'tel-national'}
      {...input}
    />
  );
}

/** India's states and union territories as a labelled select, with its error beside it. */
export function StateSelect({
  name,
  error,
  label = 'State',
  ...select
}: React.SelectHTMLAttributes<HTMLSelectElement> & {
  name: string;
  error?: string;
  label?: string;
}) {
  return (
    <LabelledControl
      label={label}
      error={error}
      control={(wiring) => (
        <select name={name} {...wiring} className={`${CONTROL_CLASS} bg-white`} {...select}>
          <option value="">Choose a state</option>
          {indianStates.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      )}
    />
  );
}
