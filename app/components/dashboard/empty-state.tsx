import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';

export function EmptyState(props: {
  icon: LucideIcon;
  title: string;
  text: string;
  action?: { label: string; to: string };
}) {
  const Icon = props.icon;
  return (
    <div className="flex flex-col items-center rounded-xl bg-white px-4 py-12 text-center shadow-sm">
      <Icon className="size-12 text-saffron-600" aria-hidden />
      <p className="mt-4 text-lg font-semibold text-stone-800">{props.title}</p>
      <p className="mt-1 text-stone-600">{props.text}</p>
      {props.action && (
        <Button asChild variant="festival" className="mt-6">
          <Link to={props.action.to}>{props.action.label}</Link>
        </Button>
      )}
    </div>
  );
}
