/**
 * A menu that slides in from the side on small screens: a button opens it, Escape, the close
 * button or a click beside it shuts it, and following a link closes it (the storefront's menu,
 * the account area's and the admin area's). It is the browser's own modal <dialog>: focus moves
 * into it and back to the button, and the page behind it cannot be reached, with no library.
 * What it holds is rendered only while it is open, so a page's HTML does not carry it twice.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '#app/components/ui/icons.tsx';
import { cn } from '#app/lib/class-names.ts';

const panelBySide = {
  left: 'mr-auto',
  right: 'ml-auto',
};

export function SideMenu(props: {
  /** The menu's heading, e.g. 'My Account'. */
  title: string;
  /** What the menu holds, for screen readers: "Your account's pages". */
  description: string;
  /** The button's and the close button's names: 'Open account menu', 'Close account menu'. */
  openLabel: string;
  closeLabel: string;
  side: keyof typeof panelBySide;
  /** The open button's look, including where it hides, e.g. '… md:hidden'. */
  buttonClassName: string;
  /** The panel's width, e.g. 'w-64', and its padding, e.g. 'p-4'. */
  widthClassName: string;
  paddingClassName: string;
  titleClassName: string;
  /** What the menu holds; `close` (an onClick or onSubmit) shuts it after a link is followed. */
  children: (close: (event: React.SyntheticEvent<HTMLElement>) => void) => React.ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);
  const titleId = useId();
  const descriptionId = useId();
  // Whatever inside the menu was clicked closes the dialog around it.
  const close = (event: React.SyntheticEvent<HTMLElement>) =>
    event.currentTarget.closest('dialog')?.close();
  return (
    <>
      <button
        type="button"
        aria-label={props.openLabel}
        aria-haspopup="dialog"
        className={props.buttonClassName}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" className="size-5" aria-hidden />
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onClose={() => setOpen(false)}
        className={cn(
          'm-0 h-dvh max-h-none max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-black/40',
          panelBySide[props.side],
          props.widthClassName,
        )}
        // What it holds fills it, so a click on the dialog itself is a click on the backdrop.
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        {open && (
          <div className={cn('flex h-full flex-col', props.paddingClassName)}>
            <div className="flex items-center justify-between">
              <h2 id={titleId} className={props.titleClassName}>
                {props.title}
              </h2>
              <button
                type="button"
                aria-label={props.closeLabel}
                className="inline-flex size-10 items-center justify-center rounded-md hover:bg-saffron-50"
                onClick={close}
              >
                <Icon name="x" className="size-5" aria-hidden />
              </button>
            </div>
            <p id={descriptionId} className="sr-only">
              {props.description}
            </p>
            {props.children(close)}
          </div>
        )}
      </dialog>
    </>
  );
}
