/** One product's Business prices: its tiers in words, and the form of its tier rows. */
import { Form } from 'react-router';
import { FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import {
  tierRows,
  tiersSummary,
  type BusinessPricesProduct,
  type TierField,
} from '#app/lib/business-prices-view.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import { MOST_TIER_PERCENT } from '#core/quantity-tiers.ts';

export function BusinessPricesForm(props: {
  product: BusinessPricesProduct;
  /** The action's answer, when it is about this product's form. */
  answer: ActionAnswer | undefined;
  busy: boolean;
}) {
  const { product, answer, busy } = props;
  const errors = answer?.fieldErrors ?? {};
  const rows = tierRows(product, answer?.values);
  return (
    <details open={Boolean(answer)} className="rounded-xl bg-white p-4 shadow-sm">
      <summary className="cursor-pointer">
        <span className="font-semibold text-maroon-800">{product.name}</span>{' '}
        <span className="text-sm text-stone-700">{tiersSummary(product)}</span>
      </summary>
      <Form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="productId" value={product.id} />
        <table className="w-full max-w-2xl text-sm">
          <caption className="sr-only">Business prices of {product.name}</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="pb-1">
                Weight
              </th>
              <th scope="col" className="pb-1">
                From quantity
              </th>
              <th scope="col" className="pb-1">
                Percent off (1 to {MOST_TIER_PERCENT})
              </th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows.count }, (_, index) => (
              <TierRow
                key={index}
                product={product}
                index={index}
                value={rows.value}
                errors={errors}
              />
            ))}
          </tbody>
        </table>
        <p className="text-sm text-stone-600">To remove a tier, empty its boxes.</p>
        <FieldError controlId={`${product.id}-form`} error={errors.form} />
        <Button type="submit" variant="festival" size="sm" disabled={busy}>
          Save Business Prices
        </Button>
      </Form>
    </details>
  );
}

function TierRow(props: {
  product: BusinessPricesProduct;
  index: number;
  value: (index: number, field: TierField) => string;
  errors: Partial<Record<string, string>>;
}) {
  const { product, index, value, errors } = props;
  const id = (field: string) => `${product.id}-${index}-${field}`;
  const row = index + 1;
  const input = (field: 'minQuantity' | 'percentOff', label: string) => {
    const error = errors[`tiers.${index}.${field}`];
    return (
      <td className="py-1 pr-2 align-top">
        <input
          id={id(field)}
          name={`tiers.${index}.${field}`}
          inputMode="numeric"
          aria-label={`${label}, tier ${row} of ${product.name}`}
          defaultValue={value(index, field)}
          {...fieldErrorWiring(id(field), error)}
          className="w-28 rounded-md border border-stone-300 px-2 py-1.5 aria-invalid:border-red-700"
        />
        <FieldError controlId={id(field)} error={error} />
      </td>
    );
  };
  const weightError = errors[`tiers.${index}.variantId`];
  return (
    <tr>
      <td className="py-1 pr-2 align-top">
        <select
          id={id('variantId')}
          name={`tiers.${index}.variantId`}
          aria-label={`Weight, tier ${row} of ${product.name}`}
          defaultValue={value(index, 'variantId')}
          {...fieldErrorWiring(id('variantId'), weightError)}
          className="rounded-md border border-stone-300 bg-white px-2 py-1.5"
        >
          <option value="">Every weight</option>
          {product.weights.map((weight) => (
            <option key={weight.id} value={weight.id}>
              {weight.label}
            </option>
          ))}
        </select>
        <FieldError controlId={id('variantId')} error={weightError} />
      </td>
      {input('minQuantity', 'From quantity')}
      {input('percentOff', 'Percent off')}
    </tr>
  );
}
