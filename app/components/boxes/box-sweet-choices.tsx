/** The box builder's sweets: each with its picture, its price a kg and a choice of grams. */
import { FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { shareField } from '#core/box.ts';
import { formatRupeesPlain } from '#core/money.ts';
import { gramsText } from '#core/sweet-stock.ts';

export interface SweetChoice {
  productId: string;
  name: string;
  imageUrl: string;
  pricePerKgPaise: number;
  mostGrams: number;
}

export function BoxSweetChoices(props: {
  id: string;
  sweets: readonly SweetChoice[];
  steps: readonly number[];
  grams: Readonly<Record<string, number>>;
  onChoose: (productId: string, grams: number) => void;
  error: string | undefined;
}) {
  const { id, grams } = props;
  return (
    <fieldset className="lg:col-span-2" {...fieldErrorWiring(id, props.error)}>
      <legend className="font-semibold text-maroon-800">Your sweets</legend>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {props.sweets.map((sweet) => {
          const selectId = `${id}-${sweet.productId}`;
          return (
            <li key={sweet.productId} className="flex gap-3 rounded-xl bg-white p-3 shadow-sm">
              <img
                src={sweet.imageUrl}
                alt=""
                width={80}
                height={80}
                className="size-20 shrink-0 rounded-lg object-cover"
              />
              <div className="flex flex-col gap-1">
                <label htmlFor={selectId} className="font-semibold text-stone-900">
                  {sweet.name}
                </label>
                <span className="text-sm text-stone-700">
                  {formatRupeesPlain(sweet.pricePerKgPaise)} a kg
                </span>
                {sweet.mostGrams === 0 ? (
                  <span className="text-sm font-semibold text-red-800">Out of Stock</span>
                ) : (
                  <select
                    id={selectId}
                    name={shareField(sweet.productId)}
                    value={grams[sweet.productId] ?? 0}
                    onChange={(event) =>
                      props.onChoose(sweet.productId, Number(event.target.value))
                    }
                    className="rounded-md border border-stone-300 px-2 py-1 text-sm"
                  >
                    <option value={0}>None</option>
                    {props.steps
                      .filter((step) => step <= sweet.mostGrams)
                      .map((step) => (
                        <option key={step} value={step}>
                          {gramsText(step)}
                        </option>
                      ))}
                  </select>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <FieldError controlId={id} error={props.error} className="mt-3" />
    </fieldset>
  );
}
