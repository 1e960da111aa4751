import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { LogoutForm } from './logout-form.tsx';
import { shopLinks } from './navigation.ts';

/** The slide-in menu for small screens; Radix gives it focus trapping and Escape to close. */
export function MobileMenu({
  customerName,
  storeName,
}: {
  customerName: string | null;
  storeName: string;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const links = [
    ...shopLinks,
    { label: 'Wishlist', to: '/wishlist' },
    customerName === null
      ? { label: 'Login / Sign Up', to: '/auth' }
      : { label: 'My Account', to: '/dashboard' },
  ];
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Open menu"
        className="inline-flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-saffron-50 lg:hidden"
      >
        <Menu className="size-5" aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white p-6 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-xl font-bold text-maroon-800">
              {storeName}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-10 items-center justify-center rounded-full hover:bg-saffron-50"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Shop categories and your account
          </Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
