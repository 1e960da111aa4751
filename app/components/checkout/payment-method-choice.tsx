/** The payment-method radio group; a method that cannot take this order says so and is disabled. */
import { FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { paymentMethodLabels, type PaymentMethod } from '#core/payment.ts';

const descriptions: Record<PaymentMethod, string> = {
  razorpay: 'UPI, cards, net banking and wallets',
  stripe: 'International cards',
  cod: 'Pay in cash when your order arrives',
};

/**
 * One radio per method. A method that cannot take this order gives its reason (Cash on Delivery
 * above the shop's limit), or 'Not available' when the shop has no keys for it; one that takes
 * it on terms of its own says them (Cash on Delivery for several people). With no method left,
 * none is chosen.
 */
export function PaymentMethodChoice(props: {
  options: Array<{ method: PaymentMethod; available: boolean; note?: string }>;
  defaultMethod: PaymentMethod | null;
  error?: string;
}) {
  return (
    <fieldset
      className="rounded-xl bg-white p-6 shadow-sm"
      aria-describedby={fieldErrorWiring('payment-method', props.error)['aria-describedby']}
    >
      <legend className="float-left font-display text-xl font-bold text-maroon-800">
        Payment Method
      </legend>
      <div className="clear-left space-y-3 pt-4">
        {props.options.map(({ method, available, note }) => (
          <label
            key={method}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 p-3 has-checked:border-maroon-700 has-disabled:cursor-not-allowed has-disabled:bg-stone-50"
          >
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              defaultChecked={method === props.defaultMethod}
              disabled={!available}
              className="mt-1 accent-maroon-700"
            />
            <span>
              <span className="block font-medium text-stone-900">
                {paymentMethodLabels[method]}
              </span>
              <span className="block text-sm text-stone-600">
                {note ?? (available ? descriptions[method] : 'Not available')}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError controlId="payment-method" error={props.error} className="mt-2" />
    </fieldset>
  );
}
