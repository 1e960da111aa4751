import * as Dialog from '@radix-ui/react-dialog';
import { Icon } from '#app/components/ui/icons.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { SavedAddressView } from '#app/lib/dashboard-views.ts';
import { AddressForm } from './address-form.tsx';

export type AddressDialogState =
  { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; address: SavedAddressView };

/** The 'Add Address' button and the dialog it opens; a card's edit button opens it too. */
export function AddressDialog(props: {
  state: AddressDialogState;
  onStateChange: (state: AddressDialogState) => void;
  /** Where focus goes back when the dialog closes, if not to the 'Add Address' button. */
  opener?: HTMLElement | null;
}) {
  const { state, onStateChange } = props;
  const close = () => onStateChange({ mode: 'closed' });
  const editing = state.mode === 'edit' ? state.address : undefined;

  return (
    <Dialog.Root open={state.mode !== 'closed'} onOpenChange={(open) => !open && close()}>
      <Dialog.Trigger asChild>
        <Button variant="festival" onClick={() => onStateChange({ mode: 'add' })}>
          <Icon name="plus" aria-hidden />
          Add Address
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
          onCloseAutoFocus={(event) => {
            if (!props.opener?.isConnected) return;
            event.preventDefault();
            props.opener.focus();
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-2xl font-bold text-maroon-800">
                {editing ? 'Edit Address' : 'Add New Address'}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-stone-600">
                All fields are required.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-saffron-50"
            >
              <Icon name="x" className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <AddressForm key={editing?.id ?? 'add'} address={editing} onSaved={close}>
            <Dialog.Close asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </Dialog.Close>
          </AddressForm>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
