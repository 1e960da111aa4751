import { useState } from 'react';
import { data } from 'react-router';
import { AddressCard } from '#app/components/dashboard/address-card.tsx';
import { useAddressFetcher } from '#app/components/dashboard/address-fetcher.tsx';
import { Refusal } from '#app/components/refusal.tsx';
import {
  AddAddressButton,
  AddAddressSection,
  AddressDialogSlot,
  type AddressDialogState,
  EditAddressSection,
  NoAddresses,
  useListBusy,
} from '#app/components/dashboard/address-page-parts.tsx';
import { redirectWithToast, returnPath } from '#app/lib/action.server.ts';
import { dispatchIntent, type PostedForm } from '#app/lib/intents.server.ts';
import type { FormFields } from '#app/lib/action.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import type { SavedAddressView } from '#app/lib/dashboard-views.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { ADDRESSES_PATH } from '#core/paths.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { addressActionSchema, type AddressAction } from '#core/address-input.ts';
import { changeAddresses, listAddresses } from '#server/accounts/addresses.ts';
import type { Route } from './+types/addresses';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url });
  const addresses: SavedAddressView[] = await listAddresses(context.db, user.id);
  // Without JavaScript the edit button is a link; the form it asks for is shown on the page.
  const editId = url.searchParams.get('edit');
  const editing = addresses.find((address) => address.id === editId);
  return data({ addresses, editing }, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Saved Addresses') },
  { name: 'robots', content: 'noindex' },
];

/** The spec's toast for each thing the page may ask. */
const DONE: Record<AddressAction['intent'], string> = {
  add: 'Address added successfully',
  update: 'Address updated successfully',
  delete: 'Address deleted',
  'set-default': 'Default address updated',
};

/** Which form answers: the Add form, the Edit form of that address, or a card's button. */
function answeringForm(fields: FormFields) {
  if (fields.intent === 'add') return 'add';
  return fields.intent === 'update' ? `edit-${fields.addressId ?? ''}` : 'card';
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = await requireUser({ context, request, url });
  // The one service takes each of the page's posts; the toast says which was done.
  const change = async (posted: AddressAction, form: PostedForm) => {
    await changeAddresses(context.db, user.id, posted);
    const back = returnPath(form.fields, ADDRESSES_PATH, context);
    return redirectWithToast(back, { title: DONE[posted.intent] }, context);
  };
  return dispatchIntent(
    request,
    addressActionSchema,
    { add: change, update: change, delete: change, 'set-default': change },
    { formOf: answeringForm, refusedAs: { form: 'card' } },
  );
}

export default function SavedAddresses({ loaderData, actionData }: Route.ComponentProps) {
  const cardActions = useAddressFetcher();
  const { addresses, editing } = loaderData;
  const hydrated = useHydrated();
  const busy = useListBusy();
  const [dialog, setDialog] = useState<AddressDialogState>({ mode: 'closed' });
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  // A refusal of a card's button without JavaScript (with it, the toast says the same).
  const pageError =
    actionData?.form === 'card'
      ? (actionData.toast?.title ?? Object.values(actionData.fieldErrors ?? {})[0])
      : undefined;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-maroon-800">Saved Addresses</h1>
          <p className="mt-1 text-stone-700">Manage your delivery addresses</p>
        </div>
        {hydrated && (
          <AddAddressButton
            onOpen={(element) => {
              setOpener(element);
              setDialog({ mode: 'add' });
            }}
          />
        )}
      </div>
      <AddressDialogSlot
        state={dialog}
        opener={opener}
        onClose={() => setDialog({ mode: 'closed' })}
      />
      <p role="status" className="mt-2 min-h-5 text-sm text-stone-600">
        {busy ? 'Loading addresses...' : ''}
      </p>
      <Refusal refusal={pageError} className="mt-2" />

      {!hydrated && !editing && <AddAddressSection answer={actionData} />}
      {editing && <EditAddressSection editing={editing} answer={actionData} />}
      {addresses.length === 0 ? (
        <NoAddresses />
      ) : (
        <ul aria-label="Your addresses" className="mt-6 grid gap-4 md:grid-cols-2">
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              actions={cardActions}
              onEdit={(chosen, element) => {
                setOpener(element);
                setDialog({ mode: 'edit', address: chosen });
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
