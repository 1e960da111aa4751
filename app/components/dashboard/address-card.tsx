import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { Button, buttonClass } from '#app/components/ui/button.tsx';
import type { SavedAddressView } from '#app/lib/dashboard-views.ts';
import { ADDRESSES_PATH } from '#core/paths.ts';
import type { useAddressFetcher } from './address-fetcher.tsx';

/**
 * One saved address with its edit, delete and Set as Default buttons. Their posts go through
 * the page's fetcher: a deleted card unmounts, and its own fetcher would take the toast with it.
 */
export function AddressCard(props: {
  address: SavedAddressView;
  actions: ReturnType<typeof useAddressFetcher>;
  onEdit: (address: SavedAddressView, opener: HTMLElement) => void;
}) {
  const { address } = props;
  const { fetcher, returnField, hydrated, busy } = props.actions;
  const headingId = `address-${address.id}`;

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Icon name="map-pin" className="size-5 text-saffron-600" aria-hidden />
          <h2 id={headingId} className="text-lg font-semibold text-stone-900">
            {address.title}
          </h2>
          {address.isDefault && (
            <span className="inline-flex items-center gap-1 rounded-full bg-saffron-100 px-2 py-0.5 text-xs font-semibold text-maroon-800">
              <Icon name="star" className="size-3" aria-hidden />
              Default
            </span>
          )}
        </div>
        <div className="flex gap-1">
          {hydrated ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Edit ${address.title}`}
              onClick={(event) => props.onEdit(address, event.currentTarget)}
            >
              <Icon name="pencil" aria-hidden />
            </Button>
          ) : (
            <Link
              className={buttonClass({ variant: 'ghost', size: 'icon' })}
              to={`${ADDRESSES_PATH}?edit=${address.id}`}
              aria-label={`Edit ${address.title}`}
            >
              <Icon name="pencil" aria-hidden />
            </Link>
          )}
          <fetcher.Form method="post" action={ADDRESSES_PATH} preventScrollReset>
            {returnField}
            <input type="hidden" name="addressId" value={address.id} />
            <Button
              type="submit"
              name="intent"
              value="delete"
              variant="ghost"
              size="icon"
              className="text-red-700 hover:bg-red-50"
              aria-label={`Delete ${address.title}`}
              title={address.isDefault ? 'The default address cannot be deleted' : undefined}
              disabled={address.isDefault || busy}
            >
              <Icon name="trash" aria-hidden />
            </Button>
          </fetcher.Form>
        </div>
      </div>
      <address className="mt-3 flex-1 space-y-1 text-sm text-stone-700 not-italic">
        <p>{address.fullAddress}</p>
        <p>
          {address.city} - {address.pincode}
        </p>
        <p>{address.state}</p>
        <p className="flex items-center gap-1">
          <Icon name="phone" className="size-4 text-stone-500" aria-hidden />
          <span className="sr-only">Phone:</span> {address.phone}
        </p>
      </address>
      {!address.isDefault && (
        <fetcher.Form method="post" action={ADDRESSES_PATH} preventScrollReset className="mt-4">
          {returnField}
          <input type="hidden" name="addressId" value={address.id} />
          <Button
            type="submit"
            name="intent"
            value="set-default"
            variant="outline"
            size="sm"
            disabled={busy}
          >
            Set as Default
          </Button>
        </fetcher.Form>
      )}
    </li>
  );
}
