/**
 * The product dialog's variants: weight, price in ₹ and, for a variant that is no weight (a
 * box), its stock per row (a weight's stock is the sweet's, in kilograms), one of them the default
 * (the listed price). A new product starts with one row ('250g', 0, 0); a row can be removed
 * while there is more than one. A row orders refer to is kept for them when removed, and the
 * dialog says so.
 */
import { FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { useState } from 'react';
import { Icon } from '#app/components/ui/icons.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import type { VariantRowView } from '#core/product-form-view.ts';
import { gramsOfWeight } from '#core/sweet-stock.ts';
import { Button } from '../ui/button.tsx';

interface Row extends VariantRowView {
  key: number;
}

let nextKey = 1;
const newRow = (weight = ''): Row => ({
  key: nextKey++,
  weight,
  price: '0',
  stock: '0',
  isDefault: false,
  onOrders: false,
});

const input =
  'mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-sm aria-invalid:border-red-700';

export function VariantRows(props: {
  initial: VariantRowView[];
  errors: Record<string, string | undefined>;
}) {
  const [rows, setRows] = useState<Row[]>(() =>
    props.initial.length > 0
      ? props.initial.map((row) => ({ ...row, key: nextKey++ }))
      : [{ ...newRow('250g'), isDefault: true }],
  );
  const [retiring, setRetiring] = useState<string[]>([]);
  // Rows are added and removed in the browser; until JavaScript runs, the rows stay as they are.
  const hydrated = useHydrated();
  const defaultIndex = Math.max(
    0,
    rows.findIndex((row) => row.isDefault),
  );

  const remove = (index: number) => {
    const row = rows[index];
    if (row?.onOrders && row.weight) setRetiring((weights) => [...weights, row.weight]);
    setRows((current) => current.filter((_, at) => at !== index));
  };
  const choose = (index: number) =>
    setRows((current) => current.map((row, at) => ({ ...row, isDefault: at === index })));
  const typeWeight = (index: number, weight: string) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, weight } : row)));

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-stone-800">Variants</legend>
      {props.errors.variants && (
        <p role="alert" className="text-sm text-red-700">
          {props.errors.variants}
        </p>
      )}
      {rows.map((row, index) => {
        const field = (name: string) => `variants.${index}.${name}`;
        const idOf = (name: string) => `variant-${row.key}-${name}`;
        const error = (name: string) => props.errors[field(name)];
        return (
          <div
            key={row.key}
            role="group"
            aria-label={`Variant ${index + 1}`}
            className="grid grid-cols-2 items-start gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto_auto]"
          >
            {(['weight', 'price', 'stock'] as const).map((name) =>
              name === 'stock' && gramsOfWeight(row.weight) !== null ? (
                <p key={name} className="mt-6 text-sm text-stone-600">
                  From the sweet’s stock
                </p>
              ) : (
                <div key={name}>
                  <label htmlFor={idOf(name)} className="text-xs font-medium text-stone-700">
                    {name === 'weight' ? 'Weight' : name === 'price' ? 'Price (₹)' : 'Stock'}
                  </label>
                  <input
                    id={idOf(name)}
                    name={field(name)}
                    defaultValue={row[name]}
                    onChange={
                      name === 'weight'
                        ? (event) => typeWeight(index, event.currentTarget.value)
                        : undefined
                    }
                    inputMode={
                      name === 'weight' ? undefined : name === 'price' ? 'decimal' : 'numeric'
                    }
                    {...fieldErrorWiring(idOf(name), error(name))}
                    className={input}
                  />
                  <FieldError controlId={idOf(name)} error={error(name)} />
                </div>
              ),
            )}
            <label className="mt-6 flex items-center gap-2 text-sm text-stone-700">
              <input
                type="radio"
                name="defaultVariant"
                value={index}
                checked={index === defaultIndex}
                onChange={() => choose(index)}
                className="size-4 accent-maroon-700"
              />
              Default
            </label>
            {hydrated && rows.length > 1 && (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-5"
                aria-label={`Remove variant ${row.weight || index + 1}`}
                onClick={() => remove(index)}
              >
                <Icon name="trash" aria-hidden />
              </Button>
            )}
          </div>
        );
      })}
      {retiring.length > 0 && (
        <p role="status" className="rounded-md bg-saffron-50 p-3 text-sm text-maroon-800">
          {retiring.join(', ')} {retiring.length === 1 ? 'is' : 'are'} on past orders: kept for
          them, but no longer sold once you save.
        </p>
      )}
      {hydrated ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setRows((current) => [...current, newRow()])}
        >
          <Icon name="plus" aria-hidden />
          Add Variant
        </Button>
      ) : (
        <p className="text-sm text-stone-600">
          Variants are added and removed once the page's JavaScript has loaded.
        </p>
      )}
    </fieldset>
  );
}
