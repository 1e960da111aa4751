/**
 * The delivery date and slot, for pincodes the shop's own riders serve: each of the next 14 days
 * with its slots. A closed day, a day past its cut-off and a full slot are shown with the reason
 * and cannot be chosen. One radio group, so it works without JavaScript.
 */
import { FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { slotChoiceValue, type DayChoice } from '#core/delivery-slots.ts';

const GROUP_ID = 'delivery-slot';

export function DeliverySlotChoice(props: {
  days: readonly DayChoice[];
  /** The chosen value ('2026-11-26_<slot id>'), if any. */
  chosen: string | null;
  error?: string;
}) {
  return (
    <fieldset
      className="rounded-xl bg-white p-6 shadow-sm"
      aria-describedby={fieldErrorWiring(GROUP_ID, props.error)['aria-describedby']}
    >
      <legend className="float-left font-display text-xl font-bold text-maroon-800">
        Delivery date and slot
      </legend>
      <p className="clear-left pt-2 text-sm text-stone-600">
        Our own riders bring your order in the slot you choose (India time).
      </p>
      <FieldError controlId={GROUP_ID} error={props.error} className="mt-2" />
      <div className="mt-4 max-h-96 space-y-3 overflow-y-auto pr-1">
        {props.days.map((day) => (
          <fieldset key={day.day} className="rounded-lg border border-stone-200 p-3">
            <legend className="px-1 text-sm font-semibold text-stone-800">{day.label}</legend>
            {day.closed ? (
              <p className="text-sm text-stone-600">{day.closed}</p>
            ) : (
              <div className="flex flex-wrap gap-2">
                {day.slots.map((slot) => {
                  const value = slotChoiceValue(day.day, slot.id);
                  return (
                    <label
                      key={slot.id}
                      className="flex cursor-pointer items-center gap-2 rounded-md border border-stone-300 px-3 py-2 text-sm has-checked:border-maroon-700 has-checked:bg-saffron-50 has-disabled:cursor-not-allowed has-disabled:bg-stone-50 has-disabled:text-stone-600"
                    >
                      <input
                        type="radio"
                        name="deliverySlot"
                        value={value}
                        disabled={!slot.available}
                        defaultChecked={value === props.chosen}
                        className="accent-maroon-700"
                      />
                      {slot.label}
                      {slot.reason && <span>({slot.reason})</span>}
                    </label>
                  );
                })}
              </div>
            )}
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
