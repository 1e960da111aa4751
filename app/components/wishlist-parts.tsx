/** The wishlist page's parts: a card's Remove button, and the empty wishlist. */
import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { Button, buttonClass } from '#app/components/ui/button.tsx';
import type { useWishlistToggle } from '#app/components/wishlist-heart.tsx';

/** Posts through the page's fetcher: the removed card unmounts, and would take its toast along. */
export function RemoveButton({
  product,
  removal,
}: {
  product: { id: string; name: string };
  removal: ReturnType<typeof useWishlistToggle>;
}) {
  const { fetcher, returnField, busy } = removal;
  return (
    <fetcher.Form
      method="post"
      action="/wishlist"
      preventScrollReset
      onSubmit={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="productId" value={product.id} />
      {returnField}
      <Button
        type="submit"
        variant="outline"
        className="w-full"
        aria-label={`Remove ${product.name}`}
        aria-disabled={busy || undefined}
      >
        <Icon name="trash" aria-hidden />
        {busy ? 'Removing...' : 'Remove'}
      </Button>
    </fetcher.Form>
  );
}

export function EmptyWishlist() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <Icon name="heart" className="size-16 text-saffron-600" aria-hidden />
      <h2 className="mt-6 font-display text-2xl font-bold text-maroon-800">
        Your wishlist is empty
      </h2>
      <p className="mt-2 text-stone-700">Tap the heart on any sweet to save it here</p>

      <Link
        className={buttonClass({ variant: 'festival', size: 'lg', className: 'mt-8' })}
        to="/category"
      >
        Browse Mithai
      </Link>
    </div>
  );
}
