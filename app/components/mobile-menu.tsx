import { Form, Link } from 'react-router';
import { LogoutForm } from './logout-form.tsx';
import { shopLinks } from './navigation.ts';
import { SideMenu } from './side-menu.tsx';

/** The storefront's slide-in menu for small screens: search, the shop's pages and the account. */
export function MobileMenu({
  customerName,
  storeName,
}: {
  customerName: string | null;
  storeName: string;
}) {
  const links = [
    ...shopLinks,
    { label: 'Wishlist', to: '/wishlist' },
    customerName === null
      ? { label: 'Login / Sign Up', to: '/auth' }
      : { label: 'My Account', to: '/dashboard' },
  ];
  return (
    <SideMenu
      title={storeName}
      description="Shop categories and your account"
      openLabel="Open menu"
      closeLabel="Close menu"
      side="right"
      buttonClassName="inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-saffron-50 md:size-10 lg:hidden"
      widthClassName="w-72"
      paddingClassName="p-6"
      titleClassName="font-display text-xl font-bold text-maroon-800"
    >
      {(close) => (
        <>
          <Form method="get" action="/search" role="search" className="mt-6" onSubmit={close}>
            <label htmlFor="mobile-search" className="sr-only">
              Search products
            </label>
            <input
              id="mobile-search"
              type="search"
              name="q"
              placeholder="Search sweets, namkeen..."
              className="w-full rounded-full border border-stone-300 px-4 py-2 text-sm"
            />
          </Form>
          <nav aria-label="Mobile" className="mt-4">
            <ul className="flex flex-col gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    onClick={close}
                    className="block rounded-md px-3 py-3 font-medium text-stone-800 hover:bg-saffron-50 hover:text-maroon-700"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {customerName !== null && (
            <LogoutForm
              name={customerName}
              className="mt-4 flex items-center justify-between px-3"
            />
          )}
        </>
      )}
    </SideMenu>
  );
}
