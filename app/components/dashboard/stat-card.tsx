import type { LucideIcon } from 'lucide-react';

export function StatCard({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
}) {
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-stone-600">{label}</p>
        <Icon className="size-5 text-saffron-600" aria-hidden />
      </div>
      <p className="mt-2 font-display text-3xl font-bold text-maroon-800">{value}</p>
    </div>
  );
}
