/** Saved addresses as choices: picking one reloads the form with it filled in (with or without JavaScript). */
import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { cn } from '#app/lib/class-names.ts';

export interface SavedAddressView {
  id: string;
  title: string;
  fullAddress: string;
  city: string;
  pincode: string;
}

export function SavedAddressPicker(props: {
  addresses: SavedAddressView[];
  chosenId: string | null;
}) {
  if (props.addresses.length === 0) return null;
  return (
    <nav aria-label="Saved addresses" className="mt-4">
      <p className="text-sm font-medium text-stone-800">Deliver to a saved address</p>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {props.addresses.map((address) => {
          const chosen = address.id === props.chosenId;
          return (
            <li key={address.id}>
              <Link
                to={`?address=${address.id}`}
                replace
                preventScrollReset
                aria-current={chosen ? 'true' : undefined}
                className={cn(
                  'flex gap-2 rounded-lg border p-3 text-sm hover:border-maroon-700',
                  chosen ? 'border-maroon-700 bg-saffron-50' : 'border-stone-200',
                )}
              >
                <Icon
                  name="map-pin"
                  className="mt-0.5 size-4 shrink-0 text-maroon-700"
                  aria-hidden
                />
                <span>
                  <span className="block font-semibold text-stone-900">{address.title}</span>
                  <span className="block text-stone-600">
                    {address.fullAddress}, {address.city} {address.pincode}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
