/**
 * Grams typed on an on-screen number pad (or the keyboard): big keys for a finger, the price as
 * it is typed, and Add once the grams are a whole number from 1 g to the most a line takes.
 */
import { useId } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { COUNTER_LINE_MOST_GRAMS } from '#app/lib/counter-bill-view.ts';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '00', '0'];
const key =
  'min-h-12 rounded-md border border-stone-400 bg-stone-50 text-xl font-semibold hover:bg-saffron-50';

export function NumberPad({
  label,
  value,
  onValue,
  priceText,
  onAdd,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  priceText: (grams: number) => string;
  onAdd: (grams: number) => void;
}) {
  const id = useId();
  const grams = Number(value);
  const fits = /^\d+$/.test(value) && grams >= 1 && grams <= COUNTER_LINE_MOST_GRAMS;
  const type = (digits: string) => onValue(`${value}${digits}`.replace(/^0+/, '').slice(0, 6));
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => onValue(event.target.value.replace(/\D/g, '').slice(0, 6))}
          aria-describedby={`${id}-price`}
          className="min-h-12 w-full rounded-md border border-stone-400 px-3 text-right text-2xl"
        />
        <span aria-hidden>g</span>
      </div>
      <p id={`${id}-price`} className="mt-1 text-sm text-stone-700" aria-live="polite">
        {fits ? priceText(grams) : `From 1 g to ${COUNTER_LINE_MOST_GRAMS / 1000} kg`}
      </p>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {KEYS.map((digit) => (
          <button key={digit} type="button" className={key} onClick={() => type(digit)}>
            {digit}
          </button>
        ))}
        <button
          type="button"
          className={key}
          aria-label="Delete a digit"
          onClick={() => onValue(value.slice(0, -1))}
        >
          ⌫
        </button>
      </div>
      <Button
        type="button"
        variant="festival"
        className="mt-2 min-h-12 w-full"
        disabled={!fits}
        onClick={() => {
          onAdd(grams);
          onValue('');
        }}
      >
        {fits ? `Add ${grams} g` : 'Add'}
      </Button>
    </div>
  );
}
