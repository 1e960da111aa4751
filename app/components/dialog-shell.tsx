/**
 * The shop's one modal dialog: Radix Dialog (focus kept inside, Escape and the Close button
 * close it, the page behind hidden from screen readers), with its title, description and Close
 * in the same place in every dialog. It is open while it is rendered: the page decides when.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { Icon } from '#app/components/ui/icons.tsx';

export function DialogShell(props: {
  title: string;
  description: string;
  /** Set when the dialog is rendered in place: it names the dialog in the server's page too
   * (Radix links the title only once mounted). */
  titleId?: string;
  /**
   * In place (in the server's page, so it opens without JavaScript as well), or at the end of
   * the page (the default).
   */
  inPlace?: boolean;
  /** Where the panel stands and how wide it is. */
  panelClass: string;
  onClose: () => void;
  /** Where focus goes when it closes, if not where Radix would put it. */
  returnFocusTo?: HTMLElement | null;
  children: React.ReactNode;
}) {
  const { returnFocusTo } = props;
  const content = (
    <>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
      <Dialog.Content
        // Radix names the dialog by its title's own id unless told otherwise.
        {...(props.titleId && { 'aria-labelledby': props.titleId })}
        className={`${props.panelClass} z-50 overflow-y-auto rounded-xl bg-white p-6 shadow-xl`}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.isConnected) return;
          event.preventDefault();
          returnFocusTo.focus();
        }}
      >
        <div className="flex items-center justify-between gap-4">
          <Dialog.Title
            {...(props.titleId && { id: props.titleId })}
            className="font-display text-2xl font-bold text-maroon-800"
          >
            {props.title}
          </Dialog.Title>
          <Dialog.Close
            aria-label="Close"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-saffron-50"
          >
            <Icon name="x" className="size-5" aria-hidden />
          </Dialog.Close>
        </div>
        <Dialog.Description className="text-sm text-stone-600">
          {props.description}
        </Dialog.Description>
        {props.children}
      </Dialog.Content>
    </>
  );
  return (
    <Dialog.Root open onOpenChange={(open) => open || props.onClose()}>
      {props.inPlace ? content : <Dialog.Portal>{content}</Dialog.Portal>}
    </Dialog.Root>
  );
}

/** A button that closes the dialog it is in (a form's Cancel). */
export const DialogClose = Dialog.Close;
