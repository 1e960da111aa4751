/**
 * A wide table's frame: it scrolls sideways on a narrow screen, and can be reached from the
 * keyboard to do so (a scrolling region with nothing focusable inside otherwise cannot).
 */
export function SideScroll(props: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      className={`overflow-x-auto ${props.className ?? ''}`}
      tabIndex={0}
      role="region"
      aria-label={`${props.label}, scrolls sideways`}
    >
      {props.children}
    </div>
  );
}
