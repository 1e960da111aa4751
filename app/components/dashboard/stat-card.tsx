import { useId } from 'react';
import { Icon, type IconName } from '#app/components/ui/icons.tsx';

/**
 * A dashboard figure: its label is the term, its value the definition named by it, and a
 * caption (how it moved since last month, say) read with it.
 */
export function StatCard({
  label,
  value,
  icon,
  caption,
}: {
  label: string;
  value: string;
  icon: IconName;
  caption?: string;
}) {
  const labelId = useId();
  return (
    <dl className="rounded-xl bg-white p-5 shadow-sm">
      <dt
        id={labelId}
        className="flex items-center justify-between text-sm font-medium text-stone-600"
      >
        {label}
        <Icon name={icon} className="size-5 text-saffron-600" aria-hidden />
      </dt>
      <dd
        aria-labelledby={labelId}
        className="mt-2 font-display text-3xl font-bold text-maroon-800"
      >
        {value}
        {caption && (
          <span className="mt-1 block font-sans text-xs font-normal text-stone-600">{caption}</span>
        )}
      </dd>
    </dl>
  );
}
