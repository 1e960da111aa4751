/**
 * 'Notify me when available' on a product with sold-out weights: one click for a signed-in
 * customer, an e-mail address for a visitor. A form of its own, so it works without JavaScript.
 * Its one field is written out here: the shared Field would be one more script on every
 * product page.
 */
import { FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { Form, useRouteLoaderData } from 'react-router';
import type { ActionAnswer } from '#core/action-answer.ts';
import { variantLabel } from '#core/variant-label.ts';
import { STOREFRONT_LAYOUT_ID, type StorefrontLayoutData } from '#app/lib/storefront-data.ts';
import { Button } from './ui/button.tsx';

export function NotifyMe(props: {
  variants: Array<{ id: string; weight: string; isDefault: boolean }>;
  answer: ActionAnswer | undefined;
}) {
  const layout = useRouteLoaderData<StorefrontLayoutData>(STOREFRONT_LAYOUT_ID);
  const signedIn = Boolean(layout?.customerName);
  const errors = props.answer?.fieldErrors ?? {};
  const typed = props.answer?.values ?? {};
  const first = props.variants.find((variant) => variant.isDefault) ?? props.variants[0];
  return (
    <Form
      method="post"
      noValidate
      preventScrollReset
      aria-label="Notify me when available"
      className="mt-6 space-y-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <input type="hidden" name="intent" value="notify-me" />
      <p className="text-sm text-stone-700">
        Sold out? We make fresh batches often: we will e-mail you once when it is back.
      </p>
      {props.variants.length > 1 ? (
        <div>
          <label htmlFor="notify-weight" className="block text-sm font-medium text-stone-800">
            Weight
          </label>
          <select
            id="notify-weight"
            name="variantId"
            defaultValue={typed.variantId ?? first?.id}
            className="mt-1 block rounded-md border border-stone-300 bg-white px-3 py-2 text-sm"
          >
            {props.variants.map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variantLabel(variant.weight)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <input type="hidden" name="variantId" value={first?.id} />
      )}
      {!signedIn && (
        <div>
          <label htmlFor="notify-email" className="block text-sm font-medium text-stone-800">
            Email
          </label>
          <input
            id="notify-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={typed.email}
            {...fieldErrorWiring('notify-email', errors.email)}
            className="mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-sm aria-invalid:border-red-700"
          />
          <FieldError controlId="notify-email" error={errors.email} />
        </div>
      )}
      {props.answer?.toast && (
        <p role="alert" className="text-sm text-red-700">
          {props.answer.toast.description ?? props.answer.toast.title}
        </p>
      )}
      <Button type="submit" variant="outline">
        Notify me when available
      </Button>
    </Form>
  );
}
