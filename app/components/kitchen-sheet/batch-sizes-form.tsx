/**
 * Each sweet's usual batch, below the sheet (the owner and managers): what to make is rounded up
 * to whole batches of it; left empty, the sheet says the exact grams.
 */
import { useId } from 'react';
import { Form } from 'react-router';
import { CONTROL_CLASS, FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { KitchenSheetView } from '#app/lib/kitchen-sheet-view.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import { BATCH_SIZE_FORM } from '#core/kitchen-sheet.ts';

type Row = KitchenSheetView['rows'][number];

function BatchSizeRow({ row, answer, busy }: { row: Row; answer?: ActionAnswer; busy: boolean }) {
  const id = useId();
  const mine = answer?.values?.productId === row.productId ? answer : undefined;
  const error = mine?.fieldErrors?.batchKg;
  return (
    <li className="py-2">
      <Form method="post" noValidate className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value={BATCH_SIZE_FORM} />
        <input type="hidden" name="productId" value={row.productId} />
        <div className="min-w-[12rem] flex-1">
          <label htmlFor={id} className="block text-sm font-medium text-stone-800">
            {row.name}: Usual batch (kg)
          </label>
          <input
            id={id}
            name="batchKg"
            inputMode="decimal"
            defaultValue={mine?.values?.batchKg ?? row.batchKg}
            className={CONTROL_CLASS}
            {...fieldErrorWiring(id, error)}
          />
          <FieldError controlId={id} error={error} />
        </div>
        <Button type="submit" variant="outline" size="sm" disabled={busy}>
          Save<span className="sr-only"> usual batch of {row.name}</span>
        </Button>
      </Form>
    </li>
  );
}

export function BatchSizesForm(props: {
  rows: readonly Row[];
  answer?: ActionAnswer;
  busy: boolean;
}) {
  return (
    <section
      aria-labelledby="batch-sizes"
      className="mt-8 rounded-xl bg-white p-6 shadow-sm print:hidden"
    >
      <h2 id="batch-sizes" className="font-display text-xl font-bold text-maroon-800">
        Batch sizes
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        What to make is rounded up to whole batches. Leave a sweet’s usual batch empty to make
        exactly what is wanted.
      </p>
      <ul className="mt-2 divide-y divide-stone-200">
        {props.rows.map((row) => (
          <BatchSizeRow key={row.productId} row={row} answer={props.answer} busy={props.busy} />
        ))}
      </ul>
    </section>
  );
}
