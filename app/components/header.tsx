import { Form, Link, NavLink } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { cn } from '#app/lib/class-names.ts';
import { LogoutForm } from './logout-form.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { shopLinks } from './navigation.ts';

export const PROMO_TEXT = 'Diwali Special: 25% OFF on all Mithai boxes, code DIWALI25';

interface HeaderProps {
  storeName: string;
  /** The signed-in customer's name; null for a visitor. */
  customerName: string | null;
  /** Number of lines in the cart (not units); the badge is hidden at zero. */
  cartLineCount: number;
}

export function Header({ storeName, customerName, cartLineCount }: HeaderProps) {
  return (
    <header className="sticky top-0 z-40 bg-white/95 shadow-sm backdrop-blur">
      <p className="bg-gradient-to-r from-maroon-800 via-maroon-700 to-maroon-800 px-4 py-2 text-center text-sm font-medium text-gold-300">
        {PROMO_TEXT}
      </p>
      <div className="relative mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link
          to="/"
          className="font-display text-2xl font-bold text-maroon-800"
          aria-label={`${storeName} home`}
        >
          {storeName}
        </Link>
        <nav aria-label="Main" className="hidden flex-1 justify-center lg:flex">
          <ul className="flex gap-6 text-sm font-medium">
            {shopLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    isActive ? 'text-maroon-700' : 'text-stone-700 hover:text-maroon-700'
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Form
          method="get"
          action="/search"
          role="search"
          className="header-search ml-auto flex items-center rounded-full border border-stone-300 bg-white pr-1 pl-3 lg:ml-0"
        >
          <label
            htmlFor="header-search"
            className="inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-saffron-50 hover:text-maroon-700 md:sr-only [&_svg]:size-5"
          >
            <Icon name="search" aria-hidden />
            <span className="sr-only">Search products</span>
          </label>
          <input
            id="header-search"
            type="search"
            name="q"
            placeholder="Search sweets, namkeen..."
            className="w-44 bg-transparent py-2 text-sm outline-none"
          />
          <button
            type="submit"
            aria-label="Search"
            className="-mr-1 inline-flex size-8 items-center justify-center rounded-full text-stone-600 hover:bg-saffron-50"
          >
            <Icon name="search" className="size-4" aria-hidden />
          </button>
        </Form>
        <div className="flex items-center gap-1">
          <IconLink to="/wishlist" label="Wishlist" className="hidden sm:inline-flex">
            <Icon name="heart" aria-hidden />
          </IconLink>
          {customerName === null ? (
            <IconLink to="/auth" label="Login / Sign Up">
              <Icon name="user" aria-hidden />
            </IconLink>
          ) : (
            <>
              <IconLink to="/dashboard" label="My Account">
                <Icon name="user" aria-hidden />
              </IconLink>
              <LogoutForm name={customerName} className="hidden items-center gap-2 md:flex" />
            </>
          )}
          <IconLink
            to="/cart"
            label={cartLineCount > 0 ? `Cart, ${cartLineCount} items` : 'Cart'}
            className="relative inline-flex"
          >
            <Icon name="shopping-cart" aria-hidden />
            {cartLineCount > 0 && (
              <span
                data-testid="cart-badge"
                className="absolute -right-0.5 -top-0.5 flex size-5 items-center justify-center rounded-full bg-saffron-600 text-xs font-bold text-white"
              >
                {cartLineCount}
              </span>
            )}
          </IconLink>
          <MobileMenu customerName={customerName} storeName={storeName} />
        </div>
      </div>
    </header>
  );
}

function IconLink({
  to,
  label,
  className = 'inline-flex',
  children,
}: {
  to: string;
  label: string;
  /** How it shows, e.g. 'hidden sm:inline-flex' (the default is 'inline-flex'). */
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      className={cn(
        'size-11 items-center justify-center rounded-full text-stone-700 hover:bg-saffron-50 hover:text-maroon-700 md:size-10 [&_svg]:size-5',
        className,
      )}
    >
      {children}
    </Link>
  );
}
