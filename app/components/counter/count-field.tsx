/** A count from 1 up, with − and + keys for a finger, and Add. */
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { COUNTER_LINE_MOST_COUNT } from '#app/lib/counter-bill-view.ts';

export function CountField({
  label,
  priceText,
  onAdd,
  addText = 'Add',
}: {
  label: string;
  priceText: (count: number) => string;
  onAdd: (count: number) => void;
  addText?: string;
}) {
  const id = useId();
  const [count, setCount] = useState(1);
  const step = (by: number) =>
    setCount((now) => Math.min(COUNTER_LINE_MOST_COUNT, Math.max(1, now + by)));
  return (
    <div className="mt-2">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          className="min-h-12 min-w-12"
          aria-label="One fewer"
          onClick={() => step(-1)}
        >
          −
        </Button>
        <input
          id={id}
          inputMode="numeric"
          value={count}
          onChange={(event) => {
            const typed = Number(event.target.value.replace(/\D/g, ''));
            setCount(Math.min(COUNTER_LINE_MOST_COUNT, Math.max(1, typed || 1)));
          }}
          className="min-h-12 w-20 rounded-md border border-stone-400 text-center text-xl"
        />
        <Button
          type="button"
          variant="outline"
          className="min-h-12 min-w-12"
          aria-label="One more"
          onClick={() => step(1)}
        >
          +
        </Button>
        <Button type="button" variant="festival" className="min-h-12" onClick={() => onAdd(count)}>
          {addText} · {priceText(count)}
        </Button>
      </div>
    </div>
  );
}
