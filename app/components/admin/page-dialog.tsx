/**
 * An admin dialog opened by the page's address (?new=1, ?edit=…): rendered in place, not in a
 * portal, so it is in the server's page and opens without JavaScript as well. Its title names
 * it; Close (and Escape, with JavaScript) goes back to the list.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { Icon } from '#app/components/ui/icons.tsx';

export function PageDialog(props: {
  /** Unique on the page: the content is named by it in the server's page too (Radix links the
   * title only once mounted). */
  titleId: string;
  title: string;
  description: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => open || props.onClose()}>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
      <Dialog.Content
        aria-labelledby={props.titleId}
        className="fixed inset-x-2 top-4 bottom-4 z-50 mx-auto max-w-xl overflow-y-auto rounded-xl bg-white p-6 shadow-xl sm:bottom-auto sm:max-h-[calc(100dvh-2rem)]"
      >
        <div className="flex items-center justify-between">
          <Dialog.Title
            id={props.titleId}
            className="font-display text-2xl font-bold text-maroon-800"
          >
            {props.title}
          </Dialog.Title>
          <Dialog.Close
            aria-label="Close"
            className="inline-flex size-10 items-center justify-center rounded-md hover:bg-saffron-50"
          >
            <Icon name="x" className="size-5" aria-hidden />
          </Dialog.Close>
        </div>
        <Dialog.Description className="text-sm text-stone-600">
          {props.description}
        </Dialog.Description>
        {props.children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
