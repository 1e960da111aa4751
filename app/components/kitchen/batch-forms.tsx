/** The owner's and managers' forms on one batch: its kilograms corrected, grams written off. */
import { Form } from 'react-router';
import { Field, LabelledControl } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { BatchRow } from '#app/lib/kitchen-view.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import { WRITE_OFF_REASONS, writeOffReasonLabels } from '#core/kitchen-batches.ts';
import { TOUCH_CONTROL } from './record-batch-form.tsx';

/** Which form of the page an answer is about: the intent, and the batch it names. */
export const batchFormKey = (intent: string, batchId: string) => `${intent}-${batchId}`;

export function BatchForms(props: {
  batch: BatchRow;
  /** The action's answer, whichever form of the page it is about. */
  answer: ActionAnswer | undefined;
  busy: boolean;
}) {
  const { batch, answer, busy } = props;
  const mine = (intent: string) =>
    answer?.form === batchFormKey(intent, batch.batchId) ? answer : undefined;
  const correcting = mine('correct');
  const writingOff = mine('write-off');
  return (
    <details open={Boolean(correcting ?? writingOff)} className="mt-3">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-maroon-800">
        Correct or write off
      </summary>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <Form method="post" aria-label="Correct kilograms" className="space-y-2">
          <input type="hidden" name="intent" value="correct" />
          <input type="hidden" name="batchId" value={batch.batchId} />
          <Field
            label="Kilograms made"
            name="kilograms"
            inputMode="decimal"
            autoComplete="off"
            required
            defaultValue={correcting?.values?.kilograms ?? batch.madeKilograms}
            error={correcting?.fieldErrors?.kilograms}
            className={TOUCH_CONTROL}
          />
          <Button type="submit" variant="outline" className="min-h-11" disabled={busy}>
            Correct kilograms
          </Button>
        </Form>
        <Form method="post" aria-label="Write off" className="space-y-2">
          <input type="hidden" name="intent" value="write-off" />
          <input type="hidden" name="batchId" value={batch.batchId} />
          <Field
            label="Grams to write off"
            name="grams"
            inputMode="numeric"
            autoComplete="off"
            required
            hint={`${batch.left} left`}
            defaultValue={writingOff?.values?.grams ?? ''}
            error={writingOff?.fieldErrors?.grams}
            className={TOUCH_CONTROL}
          />
          <LabelledControl
            label="Reason"
            error={writingOff?.fieldErrors?.reason}
            control={(wiring) => (
              <select
                name="reason"
                defaultValue={writingOff?.values?.reason ?? 'damaged'}
                {...wiring}
                className={`${TOUCH_CONTROL} bg-white`}
              >
                {WRITE_OFF_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {writeOffReasonLabels[reason]}
                  </option>
                ))}
              </select>
            )}
          />
          <Button type="submit" variant="destructive" className="min-h-11" disabled={busy}>
            Write off
          </Button>
        </Form>
      </div>
    </details>
  );
}

/** A batch past its best-before: all its grams left written off at once, as expired. */
export function ExpiredWriteOffForm(props: { batch: BatchRow; busy: boolean }) {
  const { batch, busy } = props;
  return (
    <Form method="post" aria-label={`Write off ${batch.name}`} className="mt-2">
      <input type="hidden" name="intent" value="write-off" />
      <input type="hidden" name="batchId" value={batch.batchId} />
      <input type="hidden" name="grams" value={batch.gramsLeft} />
      <input type="hidden" name="reason" value="expired" />
      <Button type="submit" variant="destructive" className="min-h-11" disabled={busy}>
        Write off {batch.left}
      </Button>
    </Form>
  );
}
