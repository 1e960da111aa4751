/**
 * Add New Address or Edit Address in a dialog, once JavaScript runs. Its code (with Radix
 * Dialog, 12.7 KiB gzip, more than the rest of the page) is fetched apart from the page's: see
 * AddressDialogSlot in address-page-parts.tsx.
 */
import { DialogClose, DialogShell } from '#app/components/dialog-shell.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { SavedAddressView } from '#app/lib/dashboard-views.ts';
import { AddressForm } from './address-form.tsx';

export interface AddressDialogProps {
  /** The address being changed; none to add one. */
  editing?: SavedAddressView;
  onClose: () => void;
  /** The button that opened it: focus goes back there when it closes. */
  returnFocusTo: HTMLElement | null;
}

export function AddressDialog({ editing, onClose, returnFocusTo }: AddressDialogProps) {
  return (
    <DialogShell
      title={editing ? 'Edit Address' : 'Add New Address'}
      description="All fields are required."
      panelClass="fixed top-1/2 left-1/2 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <div className="mt-4">
        <AddressForm key={editing?.id ?? 'add'} address={editing} onSaved={onClose}>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
        </AddressForm>
      </div>
    </DialogShell>
  );
}
