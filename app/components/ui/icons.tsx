/**
 * The shop's icons (drawn by Lucide), each a <use> of one sprite file the browser caches: a page's
 * HTML carries a reference to the drawing, not the drawing, and its JavaScript only the name.
 * Their look (no fill, a 2 px round stroke in the text's colour) is the `icon` class in app.css.
 */
import spriteUrl from '../../icons.svg?url';
import { cn } from '#app/lib/class-names.ts';
import type { IconName } from '#app/lib/icon-names.ts';

export type { IconName };

export function Icon({
  name,
  className,
  ...props
}: {
  name: IconName;
  className?: string;
  'aria-hidden'?: boolean;
}) {
  return (
    <svg width="24" height="24" className={cn('icon', className)} {...props}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
