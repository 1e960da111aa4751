/**
 * A sidebar's pages as a menu that slides in on small screens: a button opens it, Escape or the
 * close button shuts it, and following a link closes it (the admin area and the account area).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { cn } from '#app/lib/class-names.ts';

export function SideMenu(props: {
  /** The menu's heading, e.g. 'My Account'. */
  title: string;
  /** What the menu holds, for screen readers: "Your account's pages". */
  description: string;
  /** The button's and the close button's names: 'Open account menu', 'Close account menu'. */
  openLabel: string;
  closeLabel: string;
  navLabel: string;
  /** Hides the button where the sidebar itself shows, e.g. 'md:hidden'. */
  hiddenFrom: string;
  /** The links; `close` shuts the menu after a link is followed. */
  children: (close: () => void) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={props.openLabel}
        className={cn(
          'inline-flex size-10 items-center justify-center rounded-md hover:bg-saffron-50',
          props.hiddenFrom,
        )}
      >
        <Menu className="size-5" aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-64 bg-white p-4 shadow-xl">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="font-display text-lg font-bold text-maroon-800">
              {props.title}
            </Dialog.Title>
            <Dialog.Close
              aria-label={props.closeLabel}
              className="inline-flex size-10 items-center justify-center rounded-md hover:bg-saffron-50"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{props.description}</Dialog.Description>
          <nav aria-label={props.navLabel}>{props.children(() => setOpen(false))}</nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
