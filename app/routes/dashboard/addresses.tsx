import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link, data, redirect, useFetchers, useNavigate, useRevalidator } from 'react-router';
import { z } from 'zod';
import { AddressCard, type SavedAddressView } from '#app/components/dashboard/address-card.tsx';
import { useAddressFetcher } from '#app/components/dashboard/address-fetcher.tsx';
import {
  AddressDialog,
  type AddressDialogState,
} from '#app/components/dashboard/address-dialog.tsx';
import { ADDRESSES_PATH } from '#app/components/dashboard/address-fetcher.tsx';
import { AddressForm, formKeyOf } from '#app/components/dashboard/address-form.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireUser } from '#app/lib/guards.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { addressSchema, type AddressInput } from '#core/address-input.ts';
import { AppError } from '#core/app-error.ts';
import { parseFields, type FieldErrors } from '#core/validation.ts';
import {
  addAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '#server/accounts/addresses.ts';
import { toastHeader } from '#server/http/toast-cookie.ts';
import type { Route } from './+types/addresses';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const addresses: SavedAddressView[] = await listAddresses(context.db, user.id);
  // Without JavaScript the edit button is a link; the form it asks for is shown on the page.
  const editId = new URL(request.url).searchParams.get('edit');
  const editing = addresses.find((address) => address.id === editId);
  return data({ addresses, editing }, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = () => [
  { title: 'Saved Addresses | Halwai' },
  { name: 'robots', content: 'noindex' },
];

export type AddressActionResult =
  | { ok: true; toast: string }
  | {
      ok: false;
      /** Which form the answer belongs to: 'add', 'edit-<id>', or a card's button. */
      form: string;
      fieldErrors?: FieldErrors<AddressInput>;
      /** What was typed, for the form re-shown after a post without JavaScript. */
      values?: Partial<Record<keyof AddressInput, string>>;
      error?: string;
    };

const intentSchema = z.enum(['add', 'update', 'delete', 'set-default']);

/** An id that is not even a uuid cannot be one of the customer's addresses. */
function addressIdOf(value: FormDataEntryValue | undefined) {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'That address could not be found.');
  return parsed.data;
}

const typedValues = (fields: Record<string, FormDataEntryValue>) =>
  Object.fromEntries(
    Object.keys(addressSchema.shape).map((key) => [key, String(fields[key] ?? '')]),
  ) as Partial<Record<keyof AddressInput, string>>;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const fields = Object.fromEntries(await request.formData());
  const reply = (result: AddressActionResult, status = 200) => data(result, { status });
  const intent = intentSchema.safeParse(fields.intent);
  if (!intent.success) {
    return reply({ ok: false, form: 'card', error: 'That request could not be understood.' }, 400);
  }
  const form = intent.data === 'add' ? 'add' : `edit-${String(fields.addressId)}`;
  const { db } = context;
  let message: string;

  try {
    if (intent.data === 'add' || intent.data === 'update') {
      const parsed = parseFields(addressSchema, fields);
      if (!parsed.ok) {
        const values = typedValues(fields);
        return reply({ ok: false, form, fieldErrors: parsed.fieldErrors, values }, 400);
      }
      if (intent.data === 'add') {
        await addAddress(db, user.id, parsed.value);
        message = 'Address added successfully';
      } else {
        await updateAddress(db, user.id, addressIdOf(fields.addressId), parsed.value);
        message = 'Address updated successfully';
      }
    } else if (intent.data === 'delete') {
      await deleteAddress(db, user.id, addressIdOf(fields.addressId));
      message = 'Address deleted';
    } else {
      await setDefaultAddress(db, user.id, addressIdOf(fields.addressId));
      message = 'Default address updated';
    }
  } catch (error) {
    if (error instanceof AppError) {
      return reply({ ok: false, form: 'card', error: error.message }, error.status);
    }
    throw error;
  }

  if (fields.redirectTo !== undefined) {
    const cookie = await toastHeader({ title: message }, context.config);
    throw redirect(ADDRESSES_PATH, { status: 303, headers: { 'Set-Cookie': cookie } });
  }
  return reply({ ok: true, toast: message });
}

/** 'Loading addresses...' while a change is saved and the list is read again. */
function useListBusy() {
  const fetchers = useFetchers();
  const revalidator = useRevalidator();
  return revalidator.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle');
}

export default function SavedAddresses({ loaderData, actionData }: Route.ComponentProps) {
  const cardActions = useAddressFetcher();
  const { addresses, editing } = loaderData;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const busy = useListBusy();
  const [dialog, setDialog] = useState<AddressDialogState>({ mode: 'closed' });
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const pageError = actionData && !actionData.ok && !actionData.fieldErrors && actionData.error;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-maroon-800">Saved Addresses</h1>
          <p className="mt-1 text-stone-700">Manage your delivery addresses</p>
        </div>
        {hydrated && (
          <AddressDialog
            state={dialog}
            opener={opener}
            onStateChange={(next) => {
              if (next.mode !== 'edit') setOpener(null);
              setDialog(next);
            }}
          />
        )}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-stone-600">
        {busy ? 'Loading addresses...' : ''}
      </p>
      {pageError && (
        <p role="alert" className="mt-2 rounded-md bg-red-50 p-3 text-red-800">
          {pageError}
        </p>
      )}

      {!hydrated && !editing && (
        <details
          open={actionData?.ok === false && actionData.form === 'add'}
          className="mt-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <summary className="cursor-pointer font-semibold text-maroon-800">Add Address</summary>
          <h2 className="mt-4 mb-4 font-display text-xl font-bold text-maroon-800">
            Add New Address
          </h2>
          <AddressForm pageResult={actionData} />
        </details>
      )}

      {editing && (
        <section
          aria-labelledby="edit-address"
          className="mt-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <h2 id="edit-address" className="mb-4 font-display text-xl font-bold text-maroon-800">
            Edit Address
          </h2>
          <AddressForm
            key={formKeyOf(editing)}
            address={editing}
            pageResult={actionData}
            onSaved={() => void navigate(ADDRESSES_PATH, { replace: true })}
          >
            <Link
              to={ADDRESSES_PATH}
              className="self-center px-3 text-sm text-maroon-700 underline"
            >
              Cancel
            </Link>
          </AddressForm>
        </section>
      )}

      {addresses.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-xl bg-white px-4 py-12 text-center shadow-sm">
          <MapPin className="size-12 text-saffron-600" aria-hidden />
          <p className="mt-4 text-lg font-semibold text-stone-800">No addresses saved yet</p>
          <p className="mt-1 text-stone-600">Add your first address to get started</p>
        </div>
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
