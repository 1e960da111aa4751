/** Who receives the order and where: each field with its error beside it. */
import { FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { useId } from 'react';
import { GIFT_MESSAGE_MAX } from '#core/checkout.ts';
import type { CheckoutFields } from '#core/checkout-input.ts';
import type { FieldErrors } from '#core/validation.ts';
import { AddressFields, PhoneField } from '../address-fields.tsx';
import { Field } from '../field.tsx';

export type CheckoutValues = Partial<Record<keyof CheckoutFields, string>>;

export function ShippingFields(props: {
  values: CheckoutValues;
  errors: FieldErrors<CheckoutFields>;
  /** Changes when a saved address is picked, so the delivery fields show it. */
  addressKey: string;
  /** Where the order's e-mails go: the signed-in account's verified address. */
  accountEmail: string;
  /** 'Shipping Information'; an order to several people asks for the buyer's own details. */
  heading?: string;
  children?: React.ReactNode;
}) {
  const { values, errors, heading = 'Shipping Information' } = props;
  return (
    <section aria-labelledby="shipping-information" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="shipping-information" className="font-display text-xl font-bold text-maroon-800">
        {heading}
      </h2>
      {props.children}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field
          label="Full Name"
          name="fullName"
          autoComplete="name"
          required
          defaultValue={values.fullName}
          error={errors.fullName}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          error={errors.email}
          hint={`Order e-mails go to ${props.accountEmail}, the address you signed in with.`}
        />
      </div>
      <div key={props.addressKey} className="mt-4 space-y-4">
        <PhoneField required defaultValue={values.phone} error={errors.phone} />
        <AddressFields values={values} errors={errors} required />
      </div>
    </section>
  );
}

export function GiftMessageField(props: { defaultValue?: string; error?: string }) {
  const id = useId();
  return (
    <section className="rounded-xl bg-white p-6 shadow-sm">
      <label htmlFor={id} className="font-display text-xl font-bold text-maroon-800">
        Gift Message <span className="text-sm font-normal text-stone-600">(optional)</span>
      </label>
      <GiftMessageInput id={id} rows={3} defaultValue={props.defaultValue} error={props.error} />
    </section>
  );
}

/** The gift message's box and its error, for an order's message or a recipient's. */
export function GiftMessageInput(props: {
  id: string;
  rows: number;
  defaultValue?: string;
  error?: string;
}) {
  const { id, error } = props;
  return (
    <>
      <textarea
        id={id}
        name="giftMessage"
        rows={props.rows}
        maxLength={GIFT_MESSAGE_MAX}
        defaultValue={props.defaultValue}
        placeholder="Wishing you a sweet Diwali!"
        {...fieldErrorWiring(id, error)}
        className="mt-2 block w-full rounded-md border border-stone-300 px-3 py-2 text-sm aria-invalid:border-red-700"
      />
      <FieldError controlId={id} error={error} />
    </>
  );
}
