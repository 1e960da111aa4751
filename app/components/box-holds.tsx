/** What an assorted box holds, under its name wherever the box is listed. */
import { boxContentsText, type BoxContent } from '#core/box-contents.ts';

export function BoxHolds({
  contents,
  className = 'text-sm text-stone-700',
}: {
  contents: readonly BoxContent[] | null | undefined;
  className?: string;
}) {
  if (!contents || contents.length === 0) return null;
  return <p className={className}>Holds {boxContentsText(contents)}</p>;
}
