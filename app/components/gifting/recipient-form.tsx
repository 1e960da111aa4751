/**
 * Add a recipient, or change one: the address as checkout asks it, a gift message, the boxes of
 * each product of the cart and, where the shop's riders deliver, a day and slot. Every refusal
 * is shown beside its field; what was typed stays.
 */
import { Form } from 'react-router';
import { useId } from 'react';
import type { DayChoice } from '#core/delivery-slots.ts';
import { GIFT_RECIPIENTS_PATH } from '#core/paths.ts';
import { boxesField } from '#core/recipient-list.ts';
import { GiftMessageInput } from '../checkout/shipping-fields.tsx';
import { AddressFields, PhoneField } from '../address-fields.tsx';
import { Field, FieldError, fieldErrorWiring } from '../field.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { Link } from 'react-router';
import { SlotSelect } from './slot-select.tsx';

export interface RecipientFormProduct {
  variantId: string;
  name: string;
}

export function RecipientForm(props: {
  /** The row being changed; null to add one. */
  position: number | null;
  products: readonly RecipientFormProduct[];
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
  slotDays: readonly DayChoice[] | null;
  busy: boolean;
}) {
  const { values, errors, position } = props;
  const messageId = useId();
  const boxesId = useId();
  const heading = position === null ? 'Add a recipient' : `Change row ${position}`;
  return (
    <section aria-labelledby="recipient-form-heading" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="recipient-form-heading" className="font-display text-xl font-bold text-maroon-800">
        {heading}
      </h2>
      <Form method="post" action={GIFT_RECIPIENTS_PATH} noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="position" value={position ?? ''} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Recipient’s Name"
            name="name"
            autoComplete="off"
            defaultValue={values.name}
            error={errors.name}
          />
          <PhoneField autoFill="off" defaultValue={values.phone} error={errors.phone} />
        </div>
        <AddressFields values={values} errors={errors} autoFill="off" />
        <div>
          <label htmlFor={messageId} className="block text-sm font-medium text-stone-800">
            Gift Message <span className="font-normal text-stone-600">(optional)</span>
          </label>
          <GiftMessageInput
            id={messageId}
            rows={2}
            defaultValue={values.giftMessage}
            error={errors.giftMessage}
          />
        </div>
        <fieldset aria-describedby={fieldErrorWiring(boxesId, errors.items)['aria-describedby']}>
          <legend className="text-sm font-medium text-stone-800">Boxes for this recipient</legend>
          <div className="mt-1 grid gap-3 sm:grid-cols-2">
            {props.products.map((product) => (
              <Field
                key={product.variantId}
                label={product.name}
                name={boxesField(product.variantId)}
                type="number"
                min={0}
                max={999}
                inputMode="numeric"
                defaultValue={values[boxesField(product.variantId)]}
              />
            ))}
          </div>
          <FieldError controlId={boxesId} error={errors.items} />
        </fieldset>
        {props.slotDays && (
          <SlotSelect
            name="deliverySlot"
            label="Delivery date and slot"
            hint="For pincodes our own riders serve; elsewhere the parcel goes by courier."
            days={props.slotDays}
            defaultValue={values.deliverySlot ?? ''}
            error={errors.deliverySlot}
          />
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="festival" disabled={props.busy}>
            {position === null ? 'Add Recipient' : 'Save Changes'}
          </Button>
          {position !== null && (
            <Link to={GIFT_RECIPIENTS_PATH} className={buttonClass({ variant: 'outline' })}>
              Cancel
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
