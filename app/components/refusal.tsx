/**
 * A refusal shown on the page itself: a post made without JavaScript comes back with it (with
 * JavaScript, the toast says the same). The one way a page shows an action's refusal.
 */
import { cn } from '#app/lib/class-names.ts';
import type { Toast } from '#core/action-answer.ts';

export function Refusal({
  refusal,
  only = 'both',
  className,
}: {
  /** The refusal's toast, or its words; nothing is shown without one. */
  refusal: Toast | string | undefined;
  /** 'description' shows the reason alone, where the page's heading already says the title. */
  only?: 'both' | 'description';
  className?: string;
}) {
  if (!refusal) return null;
  const { title, description } = typeof refusal === 'string' ? { title: refusal } : refusal;
  return (
    <p role="alert" className={cn('mt-4 rounded-md bg-red-50 p-3 text-red-800', className)}>
      {only === 'description' ? (
        (description ?? title)
      ) : description ? (
        <>
          <strong>{title}:</strong> {description}
        </>
      ) : (
        title
      )}
    </p>
  );
}
