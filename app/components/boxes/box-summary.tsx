/** The box as chosen so far, beside the sweets: grams filled, its price or what is wrong, how many. */
import { useId } from 'react';
import { FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { BOXES_AT_ONCE_MOST } from '#core/box.ts';
import { formatRupeesPlain } from '#core/money.ts';
import { gramsText } from '#core/sweet-stock.ts';
import { Button } from '../ui/button.tsx';

export function BoxSummary(props: {
  sizeGrams: number;
  chosen: {
    shares: readonly unknown[];
    filled: number;
    problem: string | null;
    pricePaise: number;
  };
  quantity: string | undefined;
  error: string | undefined;
  busy: boolean;
}) {
  const { chosen } = props;
  const quantityId = useId();
  return (
    <aside className="h-fit rounded-xl bg-white p-6 shadow-sm" aria-label="Your box">
      <h2 className="font-display text-2xl font-bold text-maroon-800">Your box</h2>
      <p className="mt-2 text-stone-800" aria-live="polite">
        {gramsText(chosen.filled)} of {gramsText(props.sizeGrams)} chosen
        {chosen.problem === null && chosen.shares.length > 0 && (
          <>
            : <strong>{formatRupeesPlain(chosen.pricePaise)}</strong> a box
          </>
        )}
      </p>
      {chosen.problem && <p className="mt-1 text-sm text-stone-700">{chosen.problem}</p>}
      <label htmlFor={quantityId} className="mt-4 block text-sm font-medium text-stone-800">
        Boxes
      </label>
      <input
        id={quantityId}
        name="quantity"
        type="number"
        min={1}
        max={BOXES_AT_ONCE_MOST}
        defaultValue={props.quantity ?? '1'}
        {...fieldErrorWiring(quantityId, props.error)}
        className="mt-1 block w-24 rounded-md border border-stone-300 px-3 py-2 text-sm aria-invalid:border-red-700"
      />
      <FieldError controlId={quantityId} error={props.error} />
      <Button type="submit" variant="festival" className="mt-4 w-full" disabled={props.busy}>
        Add Box to Cart
      </Button>
    </aside>
  );
}
