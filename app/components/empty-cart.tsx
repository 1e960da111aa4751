import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { buttonClass } from './ui/button.tsx';

/** The empty cart: Continue Shopping leads home from the cart, to the catalogue from checkout. */
export function EmptyCart({ error, continueTo = '/' }: { error?: string; continueTo?: string }) {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Icon name="shopping-cart" className="size-16 text-saffron-600" aria-hidden />
      <h1 className="mt-6 font-display text-3xl font-bold text-maroon-800">Your cart is empty</h1>
      <p className="mt-2 text-stone-700">Start shopping to add items to your cart</p>
      {error && (
        <p role="alert" className="mt-4 text-red-800">
          {error}
        </p>
      )}

      <Link
        className={buttonClass({ variant: 'festival', size: 'lg', className: 'mt-8' })}
        to={continueTo}
      >
        Continue Shopping
      </Link>
    </main>
  );
}
