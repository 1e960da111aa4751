/**
 * The top of a staff page that stands outside the admin area (the riders' sheet): the shop's name
 * back to the storefront, the staff member's name, their signed-in devices, and Logout.
 */
import { Link, useRouteLoaderData } from 'react-router';
import { ROOT_ID, storeNameOf, type RootData } from '#app/lib/root-data.ts';
import { SIGNED_IN_DEVICES_PATH } from '#core/second-factor.ts';
import { LogoutForm } from '../logout-form.tsx';

export function StaffTopBar({ staffName }: { staffName: string }) {
  const storeName = storeNameOf(useRouteLoaderData<RootData>(ROOT_ID));
  return (
    <header className="flex flex-wrap items-center gap-3 border-b border-stone-200 bg-white px-4 py-3 print:hidden">
      <Link to="/" className="font-display text-xl font-bold text-maroon-800">
        {storeName}
      </Link>
      <div className="ml-auto flex items-center gap-3">
        <p className="hidden text-sm text-stone-700 sm:block">{staffName}</p>
        <Link to={SIGNED_IN_DEVICES_PATH} className="text-sm font-medium text-maroon-700 underline">
          Your devices
        </Link>
        <LogoutForm />
      </div>
    </header>
  );
}
