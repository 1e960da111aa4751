/**
 * A recipient's delivery day and slot as one select: 'Earliest with room' first, then each day's
 * open slots. Slots that cannot be chosen are left out; the list page says when a chosen one
 * fills up.
 */
import { useId } from 'react';
import { FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { slotChoiceValue, type DayChoice } from '#core/delivery-slots.ts';

export const EARLIEST_WITH_ROOM = 'Earliest with room';

export function SlotSelect(props: {
  name: string;
  label: string;
  days: readonly DayChoice[];
  defaultValue: string;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  const hintId = props.hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {props.label}
      </label>
      {props.hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {props.hint}
        </p>
      )}
      <select
        id={id}
        name={props.name}
        defaultValue={props.defaultValue}
        {...fieldErrorWiring(id, props.error, hintId)}
        className="mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm aria-invalid:border-red-700"
      >
        <option value="">{EARLIEST_WITH_ROOM}</option>
        {props.days
          .filter((day) => day.slots.some((slot) => slot.available))
          .map((day) => (
            <optgroup key={day.day} label={day.label}>
              {day.slots
                .filter((slot) => slot.available)
                .map((slot) => (
                  <option key={slot.id} value={slotChoiceValue(day.day, slot.id)}>
                    {day.label}, {slot.label}
                  </option>
                ))}
            </optgroup>
          ))}
      </select>
      <FieldError controlId={id} error={props.error} />
    </div>
  );
}
