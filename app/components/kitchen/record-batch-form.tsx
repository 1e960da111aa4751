/** The kitchen's form for a batch just made: the sweet, its kilograms, when, and its cost. */
import { Form } from 'react-router';
import { CONTROL_CLASS, Field, LabelledControl } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { ActionAnswer } from '#core/action-answer.ts';

/** A kitchen works on a phone: every control at least 44 px tall. */
export const TOUCH_CONTROL = `${CONTROL_CLASS} min-h-11`;

export function RecordBatchForm(props: {
  sweets: ReadonlyArray<{ id: string; name: string }>;
  /** "Made at" as it starts: now, on India's clock ('2026-11-28T07:30'). */
  nowInput: string;
  /** The action's answer, when it is about this form. */
  answer: ActionAnswer | undefined;
  busy: boolean;
}) {
  const { answer, busy } = props;
  const errors = answer?.fieldErrors ?? {};
  const typed = answer?.values ?? {};
  return (
    <Form
      method="post"
      aria-label="Record a batch"
      className="mt-4 grid max-w-3xl gap-4 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value="record" />
      <LabelledControl
        label="Sweet"
        error={errors.productId}
        control={(wiring) => (
          <select
            name="productId"
            required
            defaultValue={typed.productId ?? ''}
            {...wiring}
            className={`${TOUCH_CONTROL} bg-white`}
          >
            <option value="" disabled>
              Choose a sweet sold by weight
            </option>
            {props.sweets.map((sweet) => (
              <option key={sweet.id} value={sweet.id}>
                {sweet.name}
              </option>
            ))}
          </select>
        )}
      />
      <Field
        label="Kilograms made"
        name="kilograms"
        inputMode="decimal"
        autoComplete="off"
        required
        hint="Like 5 or 2.5"
        defaultValue={typed.kilograms ?? ''}
        error={errors.kilograms}
        className={TOUCH_CONTROL}
      />
      <Field
        label="Made at"
        name="madeAt"
        type="datetime-local"
        defaultValue={typed.madeAt ?? props.nowInput}
        error={errors.madeAt}
        className={TOUCH_CONTROL}
      />
      <Field
        label="Ingredients’ cost (₹)"
        name="cost"
        inputMode="decimal"
        autoComplete="off"
        hint="Optional"
        defaultValue={typed.cost ?? ''}
        error={errors.cost}
        className={TOUCH_CONTROL}
      />
      <div className="sm:col-span-2">
        <Button type="submit" variant="festival" className="min-h-11" disabled={busy}>
          Record batch
        </Button>
      </div>
    </Form>
  );
}
