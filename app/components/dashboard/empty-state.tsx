import { Link } from 'react-router';
import { Icon, type IconName } from '#app/components/ui/icons.tsx';
import { buttonClass } from '../ui/button.tsx';

export function EmptyState(props: {
  icon: IconName;
  title: string;
  text: string;
  action?: { label: string; to: string };
}) {
  return (
    <div className="flex flex-col items-center rounded-xl bg-white px-4 py-12 text-center shadow-sm">
      <Icon name={props.icon} className="size-12 text-saffron-600" aria-hidden />
      <p className="mt-4 text-lg font-semibold text-stone-800">{props.title}</p>
      <p className="mt-1 text-stone-600">{props.text}</p>
      {props.action && (
        <Link
          className={buttonClass({ variant: 'festival', className: 'mt-6' })}
          to={props.action.to}
        >
          {props.action.label}
        </Link>
      )}
    </div>
  );
}
