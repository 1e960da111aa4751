/**
 * A weighing scale's label, scanned or typed: a scanner types the digits then Enter. A label the
 * counter cannot read is refused in words beside the field, and the field keeps what was read.
 */
import { useId, useState } from 'react';
import { addScaled, emptyBill } from '#app/lib/counter-bill-view.ts';
import type { CounterScreenData } from '#app/lib/counter-screen-type.ts';
import type { BillUpdate } from './tiles-panel.tsx';

export function ScaleField({
  screen,
  onChange,
  disabled,
}: {
  screen: CounterScreenData;
  onChange: BillUpdate;
  disabled: boolean;
}) {
  const [barcode, setBarcode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const add = () => {
    const { scaleLayout } = screen.shop;
    // A label's reading does not depend on the bill: a refusal is said here, the bill untouched.
    const read = addScaled(emptyBill(), barcode, scaleLayout, screen.tiles.sweets);
    if (!read.ok) {
      setProblem(read.problem);
      return;
    }
    onChange((bill) => {
      const added = addScaled(bill, barcode, scaleLayout, screen.tiles.sweets);
      return added.ok ? added.bill : bill;
    });
    setProblem(null);
    setBarcode('');
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <label htmlFor={id} className="font-semibold">
        Scale barcode
      </label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={barcode}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setBarcode(event.target.value)}
        className="mt-1 min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 font-mono"
      />
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
