/**
 * "Buying for a business?": the business's name, GSTIN and billing address, for a tax invoice in
 * its name (core/business-buyer.ts). Folded away until opened; open when it was ticked or has
 * an error, so a refused form shows what to fix.
 */
import { useId } from 'react';
import type { CheckoutFields } from '#core/checkout-input.ts';
import type { FieldErrors } from '#core/validation.ts';
import { AddressFields } from '../address-fields.tsx';
import { Field } from '../field.tsx';
import type { CheckoutValues } from './shipping-fields.tsx';

const BUSINESS_FIELDS = [
  'businessName',
  'gstin',
  'billingAddress',
  'billingCity',
  'billingState',
  'billingPincode',
] as const;

export function BusinessBuyerFields(props: {
  values: CheckoutValues;
  errors: FieldErrors<CheckoutFields>;
}) {
  const { values, errors } = props;
  const id = useId();
  const ticked = values.businessBuyer === 'on' || values.businessBuyer === 'true';
  const open = ticked || BUSINESS_FIELDS.some((field) => errors[field]);
  return (
    <details open={open} className="rounded-xl bg-white p-6 shadow-sm">
      <summary className="cursor-pointer font-display text-xl font-bold text-maroon-800">
        Buying for a business?
      </summary>
      <p className="mt-2 text-sm text-stone-700">
        Get one tax invoice in your business’s name with its GSTIN, to claim the input tax credit.
      </p>
      <div className="mt-4 flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          name="businessBuyer"
          defaultChecked={ticked}
          className="size-5 accent-maroon-700"
        />
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          Make the invoice out to my business
        </label>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field
          label="Business Name"
          name="businessName"
          autoComplete="organization"
          defaultValue={values.businessName}
          error={errors.businessName}
        />
        <Field
          label="GSTIN"
          name="gstin"
          autoCapitalize="characters"
          hint="15 characters, like 27AAPFU0939F1ZV."
          defaultValue={values.gstin}
          error={errors.gstin}
        />
      </div>
      <div className="mt-4 space-y-4">
        <AddressFields
          values={values}
          errors={errors}
          labelPrefix="Billing"
          autoFill="billing"
          names={{
            address: 'billingAddress',
            city: 'billingCity',
            state: 'billingState',
            pincode: 'billingPincode',
          }}
          addressHint="The address the GSTIN is registered at."
        />
      </div>
    </details>
  );
}
