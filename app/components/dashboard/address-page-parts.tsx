/**
 * The addresses page's parts that stand on the page: Add Address and Edit Address before (or
 * without) JavaScript, the Add Address button and its dialog once it runs, the empty list, and
 * whether the list is being read again.
 */
import { Suspense, useEffect } from 'react';
import { Link, useFetchers, useRevalidator } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { lazyWithPreload } from '#app/lib/lazy-with-preload.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import { formKeyOf, type SavedAddressView } from '#app/lib/dashboard-views.ts';
import { ADDRESSES_PATH } from '#core/paths.ts';
import { AddressForm } from './address-form.tsx';

export type AddressDialogState =
  { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; address: SavedAddressView };

// The dialog's code (Radix Dialog with it) comes apart from the page's first load, fetched as
// soon as the page runs: the page is shown and usable before it, and it is there by the time
// a customer clicks.
const addressDialog = lazyWithPreload(() =>
  import('./address-dialog.tsx').then((module) => module.AddressDialog),
);

/** The 'Add Address' button, which opens the dialog with JavaScript. */
export function AddAddressButton(props: { onOpen: (opener: HTMLElement) => void }) {
  useEffect(() => {
    void addressDialog.preload();
  }, []);
  return (
    <Button
      variant="festival"
      aria-haspopup="dialog"
      onClick={(event) => props.onOpen(event.currentTarget)}
    >
      <Icon name="plus" aria-hidden />
      Add Address
    </Button>
  );
}

/** The dialog, while it is open; focus goes back to `opener` when it closes. */
export function AddressDialogSlot(props: {
  state: AddressDialogState;
  opener: HTMLElement | null;
  onClose: () => void;
}) {
  const { state } = props;
  if (state.mode === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <addressDialog.Component
        editing={state.mode === 'edit' ? state.address : undefined}
        returnFocusTo={props.opener}
        onClose={props.onClose}
      />
    </Suspense>
  );
}

/** 'Loading addresses...' while a change is saved and the list is read again. */
export function useListBusy() {
  const fetchers = useFetchers();
  const revalidator = useRevalidator();
  return revalidator.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle');
}

/** Add Address, open when its post was refused. */
export function AddAddressSection({ answer }: { answer: ActionAnswer | undefined }) {
  return (
    <details
      open={answer?.form === 'add'}
      className="mt-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <summary className="cursor-pointer font-semibold text-maroon-800">Add Address</summary>
      <h2 className="mt-4 mb-4 font-display text-xl font-bold text-maroon-800">Add New Address</h2>
      <AddressForm pageResult={answer} />
    </details>
  );
}

/** The address asked for by ?edit=, with Cancel back to the list. */
export function EditAddressSection(props: {
  editing: SavedAddressView;
  answer: ActionAnswer | undefined;
}) {
  const { editing, answer } = props;
  return (
    <section
      aria-labelledby="edit-address"
      className="mt-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="edit-address" className="mb-4 font-display text-xl font-bold text-maroon-800">
        Edit Address
      </h2>
      <AddressForm key={formKeyOf(editing)} address={editing} pageResult={answer}>
        <Link to={ADDRESSES_PATH} className="self-center px-3 text-sm text-maroon-700 underline">
          Cancel
        </Link>
      </AddressForm>
    </section>
  );
}

export function NoAddresses() {
  return (
    <div className="mt-6 flex flex-col items-center rounded-xl bg-white px-4 py-12 text-center shadow-sm">
      <Icon name="map-pin" className="size-12 text-saffron-600" aria-hidden />
      <p className="mt-4 text-lg font-semibold text-stone-800">No addresses saved yet</p>
      <p className="mt-1 text-stone-600">Add your first address to get started</p>
    </div>
  );
}
