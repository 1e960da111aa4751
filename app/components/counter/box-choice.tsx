/**
 * An assorted box at the counter, built as the web's box builder builds one (core/assorted-box.ts):
 * each sweet's grams in the box's steps, what is wrong said in words, its price, and how many.
 */
import { useId, useState } from 'react';
import { boxSharesProblem } from '#core/assorted-box.ts';
import { formatRupees } from '#core/money.ts';
import { gramsText } from '#core/sweet-stock.ts';
import { chosenBox, gramSteps } from '#app/lib/box-view.ts';
import { addBox } from '#app/lib/counter-bill-view.ts';
import type { CounterBox, CounterSweet } from '#app/lib/counter-screen-type.ts';
import { CountField } from './count-field.tsx';
import type { BillUpdate } from './tiles-panel.tsx';

export function BoxChoice({
  box,
  sweets,
  onAdd,
}: {
  box: CounterBox;
  sweets: readonly CounterSweet[];
  onAdd: BillUpdate;
}) {
  const id = useId();
  const inBox = sweets.filter((sweet) => box.sweetIds.includes(sweet.productId));
  const [grams, setGrams] = useState<Record<string, number>>({});
  const chosen = chosenBox(box, inBox, grams);
  const rules = { ...box, productIds: box.sweetIds };
  const names = new Map(inBox.map((sweet) => [sweet.productId, sweet.name]));
  const problem = boxSharesProblem(rules, chosen.shares, names);
  return (
    <div className="mt-2">
      <p>
        {gramsText(box.sizeGrams)}: up to {box.mostKinds} sweets, each in steps of{' '}
        {gramsText(box.stepGrams)}. Box {formatRupees(box.chargePaise)}.
      </p>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {inBox.map((sweet) => (
          <li key={sweet.productId}>
            <label htmlFor={`${id}-${sweet.productId}`} className="block font-semibold">
              {sweet.name}
            </label>
            <select
              id={`${id}-${sweet.productId}`}
              value={grams[sweet.productId] ?? 0}
              onChange={(event) =>
                setGrams((all) => ({ ...all, [sweet.productId]: Number(event.target.value) }))
              }
              className="mt-1 min-h-11 w-full rounded-md border border-stone-400 bg-white px-2"
            >
              <option value={0}>None</option>
              {gramSteps(box).map((step) => (
                <option key={step} value={step}>
                  {gramsText(step)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm" aria-live="polite">
        {problem ?? `${gramsText(chosen.filled)} chosen: ${formatRupees(chosen.pricePaise)} a box.`}
      </p>
      {!problem && (
        <CountField
          label="How many boxes"
          addText="Add the box"
          priceText={(count) => formatRupees(chosen.pricePaise * count)}
          onAdd={(count) => onAdd((bill) => addBox(bill, box, chosen.shares, inBox, count))}
        />
      )}
    </div>
  );
}
