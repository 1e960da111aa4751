/**
 * "Your counter PIN": the owner or a manager sets their own PIN, typed at a counter to let a
 * cashier take a line off a bill. A plain form: it works the same without JavaScript. The PIN is
 * never shown again, and no one sees or sets another's.
 */
import { Form } from 'react-router';
import { Field } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { ActionAnswer } from '#core/action-answer.ts';
import {
  COUNTER_PIN_FORM,
  COUNTER_PIN_LEAST_DIGITS,
  COUNTER_PIN_MOST_DIGITS,
} from '#core/counter-pin.ts';

export function CounterPinForm({
  answer,
  setAt,
  busy,
}: {
  /** The action's answer, when it is this form's. */
  answer?: ActionAnswer;
  /** When the PIN was set, as shown; null: none yet. */
  setAt: string | null;
  busy: boolean;
}) {
  const errors = answer?.fieldErrors ?? {};
  return (
    <section aria-labelledby="counter-pin" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
      <h2 id="counter-pin" className="font-display text-xl font-bold text-maroon-800">
        Your counter PIN
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Typed at a counter to let a cashier take a line off a bill, even while the counter is
        offline. {COUNTER_PIN_LEAST_DIGITS} to {COUNTER_PIN_MOST_DIGITS} digits; a new PIN replaces
        the old one on each counter once it is online again.
      </p>
      <p className="mt-1 text-sm font-medium text-stone-800">
        {setAt ? `Your PIN was set on ${setAt}.` : 'You have no counter PIN yet.'}
      </p>
      <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto]">
        <input type="hidden" name="intent" value={COUNTER_PIN_FORM} />
        <Field
          label="New PIN"
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          error={errors.pin}
        />
        <Field
          label="New PIN again"
          name="pinAgain"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          error={errors.pinAgain}
        />
        <div className="sm:pt-6">
          <Button type="submit" variant="festival" disabled={busy}>
            {setAt ? 'Change PIN' : 'Set PIN'}
          </Button>
        </div>
      </Form>
    </section>
  );
}
