import { Heart } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { toast } from 'sonner';
import { cn } from '#app/lib/class-names.ts';
import { useReturnField } from '#app/lib/use-return-field.tsx';
import type { loader as storefrontLoader } from '#app/routes/storefront-layout.tsx';
import type { action as wishlistAction } from '#app/routes/wishlist.tsx';

/**
 * Toggles a product on the wishlist through /wishlist's action. Without JavaScript the post comes
 * back here (303); with it, it runs in the background, shows the new state at once and a toast.
 */
export function useWishlistToggle(saved: boolean) {
  const fetcher = useFetcher<typeof wishlistAction>();
  const returnField = useReturnField();

  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if ('error' in result) toast.error(result.error);
    else toast.success(result.saved ? 'Added to your wishlist' : 'Removed from your wishlist');
  }, [fetcher.data]);

  // While the post is on its way the heart already shows where it is going.
  return {
    fetcher,
    returnField,
    busy: fetcher.state !== 'idle',
    saved: fetcher.formData ? !saved : saved,
  };
}

const heartClass =
  'inline-flex size-9 items-center justify-center rounded-full text-maroon-700 aria-disabled:opacity-60';

/** The heart: a toggle for a signed-in customer, a way to sign in for a visitor. */
export function WishlistHeart(props: {
  product: { id: string; name: string };
  className?: string;
}) {
  const layout = useRouteLoaderData<typeof storefrontLoader>('routes/storefront-layout');
  const location = useLocation();
  if (!layout?.customerName) {
    const here = `${location.pathname}${location.search}`;
    return (
      <Link
        to={`/auth?redirectTo=${encodeURIComponent(here)}`}
        aria-label={`Save ${props.product.name} to your wishlist`}
        className={cn(heartClass, props.className)}
      >
        <Heart className="size-4" aria-hidden />
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
        <Heart className={cn('size-4', saved && 'fill-current')} aria-hidden />
      </button>
    </fetcher.Form>
  );
}
