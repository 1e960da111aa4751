/** A discount on the bill with its reason, refused in words beside its fields. */
import { useId, useState } from 'react';
import { parseRupees, rupeesForInput } from '#core/rupee-input.ts';
import type { BillDiscount } from '#core/counter-bill.ts';
import type { BillUpdate } from './tiles-panel.tsx';

const field = 'mt-1 min-h-11 w-full rounded-md border border-stone-400 px-3';

export function DiscountForm({
  discount,
  problem,
  onChange,
}: {
  discount: BillDiscount;
  problem: string | null;
  onChange: BillUpdate;
}) {
  const id = useId();
  const [typed, setTyped] = useState(discount.paise > 0 ? rupeesForInput(discount.paise) : '');
  const read = typed.trim() === '' ? { ok: true as const, paise: 0 } : parseRupees(typed);
  const shown = read.ok ? problem : 'Please enter the discount in rupees, like 50 or 12.50.';
  const set = (paise: number, reason: string) =>
    onChange((bill) => ({ ...bill, discount: { paise, reason }, payments: [] }));
  return (
    <fieldset
      className="mt-4 grid grid-cols-2 gap-2"
      aria-describedby={shown ? `${id}-problem` : undefined}
    >
      <legend className="font-semibold">Discount</legend>
      <div>
        <label htmlFor={`${id}-amount`}>Amount (₹)</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          value={typed}
          aria-invalid={shown ? true : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            const amount = parseRupees(event.target.value);
            set(amount.ok ? amount.paise : 0, discount.reason);
          }}
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${id}-reason`}>Reason</label>
        <input
          id={`${id}-reason`}
          value={discount.reason}
          maxLength={200}
          onChange={(event) => set(discount.paise, event.target.value)}
          className={field}
        />
      </div>
      {shown && (
        <p id={`${id}-problem`} className="col-span-2 text-sm text-red-700">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
