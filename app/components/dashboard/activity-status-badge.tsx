/** An activity's status in words and colour: the word is always there, colour is only a hint. */
import { cn } from '#app/lib/class-names.ts';

// The spec's activity colours: completed/delivered green, processing blue, placed yellow,
// cancelled red, anything else grey.
const colourByStatus: Record<string, string> = {
  completed: 'bg-green-100 text-green-800',
  delivered: 'bg-green-100 text-green-800',
  processing: 'bg-blue-100 text-blue-800',
  placed: 'bg-yellow-100 text-yellow-900',
  cancelled: 'bg-red-100 text-red-800',
};
const otherStatus = 'bg-stone-100 text-stone-700';

export function ActivityStatusBadge({ status }: { status: string }) {
  const word = status.replaceAll('_', ' ');
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
        colourByStatus[status.toLowerCase()] ?? otherStatus,
      )}
    >
      {word}
    </span>
  );
}
