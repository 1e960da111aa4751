/**
 * A business buyer, for a B2B tax invoice: the business name, its GSTIN (checked as at checkout)
 * and its billing address, each refused in words beside its field. Optional: without one the
 * bill is a B2C invoice.
 */
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { buyerProblems, type Buyer } from '#app/lib/counter-bill-view.ts';
import type { BillUpdate } from './tiles-panel.tsx';

const FIELDS: Array<{ name: keyof Buyer; label: string }> = [
  { name: 'name', label: 'Business name' },
  { name: 'gstin', label: 'GSTIN' },
  { name: 'address', label: 'Billing address' },
];

export function BuyerForm({ buyer, onChange }: { buyer: Buyer | null; onChange: BillUpdate }) {
  const id = useId();
  const [typed, setTyped] = useState<Buyer>(buyer ?? { name: '', gstin: '', address: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof Buyer, string>>>({});
  if (buyer) {
    return (
      <div className="mt-4 flex items-center gap-2 text-sm">
        <p className="grow">
          B2B: {buyer.name}, GSTIN {buyer.gstin}
        </p>
        <Button
          type="button"
          variant="outline"
          className="min-h-11"
          onClick={() => onChange((bill) => ({ ...bill, buyer: null }))}
        >
          No business buyer
        </Button>
      </div>
    );
  }
  return (
    <details className="mt-4">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
        Business buyer (B2B invoice)
      </summary>
      <div className="grid gap-2">
        {FIELDS.map((field) => (
          <div key={field.name}>
            <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
            <input
              id={`${id}-${field.name}`}
              value={typed[field.name]}
              aria-invalid={problems[field.name] ? true : undefined}
              aria-describedby={problems[field.name] ? `${id}-${field.name}-problem` : undefined}
              onChange={(event) =>
                setTyped((all) => ({ ...all, [field.name]: event.target.value }))
              }
              className="mt-1 min-h-11 w-full rounded-md border border-stone-400 px-3"
            />
            {problems[field.name] && (
              <p id={`${id}-${field.name}-problem`} className="text-sm text-red-700">
                {problems[field.name]}
              </p>
            )}
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          className="min-h-11"
          onClick={() => {
            const found = buyerProblems(typed);
            setProblems(found);
            if (Object.keys(found).length > 0) return;
            const gstin = typed.gstin.replace(/\s+/g, '').toUpperCase();
            onChange((bill) => ({ ...bill, buyer: { ...typed, gstin } }));
          }}
        >
          Bill this business
        </Button>
      </div>
    </details>
  );
}
