import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';

/** A dashboard figure: its label is the term, its value the definition named by it. */
export function StatCard({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
}) {
  const labelId = useId();
  return (
    <dl className="rounded-xl bg-white p-5 shadow-sm">
      <dt
        id={labelId}
        className="flex items-center justify-between text-sm font-medium text-stone-600"
      >
        {label}
        <Icon className="size-5 text-saffron-600" aria-hidden />
      </dt>
      <dd
        aria-labelledby={labelId}
        className="mt-2 font-display text-3xl font-bold text-maroon-800"
      >
        {value}
      </dd>
    </dl>
  );
}
