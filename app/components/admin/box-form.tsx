/** One assorted box's form on the owner's page: its settings and the sweets that may go in it. */
import { Form, useNavigation } from 'react-router';
import { Field, FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import {
  NEW_BOX_FIELDS,
  type BoxSweetView,
  type OwnersBoxView,
} from '#app/lib/admin-boxes-view.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import { FEWEST_KINDS } from '#core/assorted-box.ts';
import { BOX_KINDS_MOST } from '#core/box-input.ts';

export function BoxForm({
  formId,
  box,
  sweets,
  answer,
}: {
  formId: string;
  /** The box the form saves; none for a new box. */
  box?: OwnersBoxView;
  sweets: readonly BoxSweetView[];
  /** The action's answer, when it is about this form. */
  answer: ActionAnswer | undefined;
}) {
  const busy = useNavigation().state !== 'idle';
  const errors = answer?.fieldErrors ?? {};
  const typed = answer?.values;
  const saved = box?.fields ?? NEW_BOX_FIELDS;
  const value = (field: keyof OwnersBoxView['fields']) =>
    typed ? (typed[field] ?? '') : saved[field];
  const chosen = new Set(typed ? (answer?.lists?.sweetIds ?? []) : (box?.sweetIds ?? []));
  const onSale = typed ? typed.onSale === 'on' : (box?.onSale ?? true);
  const sweetsId = `${formId}-sweets`;
  return (
    <Form method="post" className="mt-4 grid max-w-3xl gap-4 sm:grid-cols-2">
      <input type="hidden" name="boxProductId" value={formId} />
      <Field label="Name" name="name" defaultValue={value('name')} error={errors.name} required />
      <Field
        label="Description"
        name="description"
        defaultValue={value('description')}
        error={errors.description}
      />
      <Field
        label="Size (grams)"
        name="sizeGrams"
        inputMode="numeric"
        defaultValue={value('sizeGrams')}
        error={errors.sizeGrams}
        required
      />
      <Field
        label={`Most sweets in it (${FEWEST_KINDS} to ${BOX_KINDS_MOST})`}
        name="mostKinds"
        inputMode="numeric"
        defaultValue={value('mostKinds')}
        error={errors.mostKinds}
        required
      />
      <Field
        label="Step of a share (grams)"
        name="stepGrams"
        inputMode="numeric"
        hint="Customers choose each sweet in these steps."
        defaultValue={value('stepGrams')}
        error={errors.stepGrams}
        required
      />
      <Field
        label="Box charge (₹)"
        name="charge"
        inputMode="decimal"
        hint="For the box itself, added to what it holds."
        defaultValue={value('charge')}
        error={errors.charge}
        required
      />
      <Field
        label="Empty boxes in stock"
        name="boxesInStock"
        inputMode="numeric"
        defaultValue={value('boxesInStock')}
        error={errors.boxesInStock}
        required
      />
      <div className="flex items-center gap-2 self-end pb-2">
        <input
          id={`${formId}-on-sale`}
          type="checkbox"
          name="onSale"
          defaultChecked={onSale}
          className="size-5"
        />
        <label htmlFor={`${formId}-on-sale`} className="text-sm font-medium text-stone-800">
          On sale
        </label>
      </div>
      <fieldset className="sm:col-span-2" {...fieldErrorWiring(sweetsId, errors.sweetIds)}>
        <legend className="text-sm font-medium text-stone-800">Sweets that may go in it</legend>
        {sweets.length === 0 ? (
          <p className="mt-1 text-sm text-stone-700">
            No sweet is on sale by weight yet: add weights (250g, 500g, 1kg) to a product first.
          </p>
        ) : (
          <ul className="mt-1 grid gap-1 sm:grid-cols-2">
            {sweets.map((sweet) => (
              <li key={sweet.productId} className="flex items-center gap-2">
                <input
                  id={`${formId}-${sweet.productId}`}
                  type="checkbox"
                  name="sweetIds"
                  value={sweet.productId}
                  defaultChecked={chosen.has(sweet.productId)}
                  className="size-5"
                />
                <label htmlFor={`${formId}-${sweet.productId}`} className="text-sm text-stone-800">
                  {sweet.name} <span className="text-stone-600">{sweet.price}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <FieldError controlId={sweetsId} error={errors.sweetIds} />
      </fieldset>
      <FieldError controlId={`${formId}-form`} error={errors.form} />
      <div className="sm:col-span-2">
        <Button type="submit" variant="festival" size="sm" disabled={busy}>
          {box ? 'Save Box' : 'Add Box'}
        </Button>
      </div>
    </Form>
  );
}
