/**
 * 'Check delivery' on a product page: a pincode, and by which day this product reaches it (or
 * why it does not). A plain form posted to the page: it works without JavaScript, the page's
 * action remembers the pincode for the rest of the visit and sends the browser to the page's
 * `?pincode=` address, which shows the answer.
 */
import { Form } from 'react-router';
import type { DeliveryAnswer } from '#core/delivery-zones.ts';
import { Button } from './ui/button.tsx';

const FIELD_ID = 'delivery-pincode';
/** The form's intent: the product page's action knows the check by it. */
export const DELIVERY_CHECK_INTENT = 'check-delivery';
const ANSWER_ID = 'delivery-answer';

export function DeliveryCheck({ answer }: { answer: DeliveryAnswer | null }) {
  return (
    <section aria-labelledby="check-delivery" className="mt-6 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="check-delivery" className="font-semibold text-stone-800">
        Check delivery
      </h2>
      <Form
        method="post"
        preventScrollReset
        replace
        className="mt-2 flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="intent" value={DELIVERY_CHECK_INTENT} />
        <div>
          <label htmlFor={FIELD_ID} className="block text-sm text-stone-700">
            Pincode
          </label>
          <input
            // A new answer shows the pincode it is about.
            key={answer?.pincode}
            id={FIELD_ID}
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            defaultValue={answer?.pincode}
            aria-invalid={answer?.invalid}
            aria-describedby={answer ? ANSWER_ID : undefined}
            className="mt-1 block w-36 rounded-md border border-stone-300 px-3 py-2 text-sm aria-invalid:border-red-700"
          />
        </div>
        <Button type="submit" variant="outline">
          Check
        </Button>
      </Form>
      <p
        id={ANSWER_ID}
        role="status"
        className={answer?.delivers ? 'mt-2 text-sm text-green-800' : 'mt-2 text-sm text-red-700'}
      >
        {answer?.message}
      </p>
    </section>
  );
}
