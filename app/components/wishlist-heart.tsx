import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { cn } from '#app/lib/class-names.ts';
import { ReturnField } from '#app/lib/return-field.tsx';
import { STOREFRONT_LAYOUT_ID, type StorefrontLayoutData } from '#app/lib/storefront-data.ts';
import { useFormFetcher } from '#app/lib/use-form-fetcher.ts';

/**
 * Toggles a product on the wishlist through /wishlist's action, which sends the customer back
 * here with its toast, with JavaScript or without; with it, the heart shows the new state at once.
 */
export function useWishlistToggle(saved: boolean) {
  const { fetcher, busy } = useFormFetcher();
  // While the post is on its way the heart already shows where it is going.
  return {
    fetcher,
    returnField: <ReturnField />,
    busy,
    saved: fetcher.formData ? !saved : saved,
  };
}

/** The heart's look: the `wishlist-heart` class of app.css. */
const heartClass = 'wishlist-heart';

/** The heart: a toggle for a signed-in customer, a way to sign in for a visitor. */
export function WishlistHeart(props: {
  product: { id: string; name: string };
  className?: string;
}) {
  const layout = useRouteLoaderData<StorefrontLayoutData>(STOREFRONT_LAYOUT_ID);
  const location = useLocation();
  if (!layout?.customerName) {
    const here = `${location.pathname}${location.search}`;
    return (
      <Link
        to={`/auth?redirectTo=${encodeURIComponent(here)}`}
        aria-label={`Save ${props.product.name} to your wishlist`}
        className={cn(heartClass, props.className)}
      >
        <Icon name="heart" className="size-4" aria-hidden />
      </Link>
    );
  }
  return (
    <WishlistToggle
      product={props.product}
      saved={layout.wishlistProductIds.includes(props.product.id)}
      className={props.className}
    />
  );
}

function WishlistToggle(props: {
  product: { id: string; name: string };
  saved: boolean;
  className?: string;
}) {
  const { fetcher, returnField, busy, saved } = useWishlistToggle(props.saved);
  const name = props.product.name;
  return (
    <fetcher.Form
      method="post"
      action="/wishlist"
      preventScrollReset
      className={cn('rounded-full', props.className)}
      // One toggle at a time: a second click while the first is on its way would undo it.
      onSubmit={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="productId" value={props.product.id} />
      {returnField}
      <button
        type="submit"
        aria-pressed={saved}
        aria-label={saved ? `Remove ${name} from your wishlist` : `Save ${name} to your wishlist`}
        aria-disabled={busy || undefined}
        className={heartClass}
      >
        <Icon name="heart" className={cn('size-4', saved && 'fill-current')} aria-hidden />
      </button>
    </fetcher.Form>
  );
}
