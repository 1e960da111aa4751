import { Heart, Trash2 } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { ProductCard } from '#app/components/product-card.tsx';
import { useWishlistToggle } from '#app/components/wishlist-heart.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireUser } from '#app/lib/guards.ts';
import { AppError } from '#core/app-error.ts';
import { safeReturnPath } from '#core/cart-input.ts';
import { wishlistActionSchema } from '#core/wishlist-input.ts';
import { listWishlist, toggleWishlist } from '#server/accounts/wishlist.ts';
import type { Route } from './+types/wishlist';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const products = await listWishlist(context.db, user.id);
  return data({ products }, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = () => [
  { title: 'My Wishlist | Halwai' },
  { name: 'robots', content: 'noindex' },
];

type ActionResult = { saved: boolean } | { error: string };

/**
 * The page the post came from: the form says so without JavaScript; with it, the browser's
 * Referer does. Only paths on this shop count.
 */
function whereTheyWere(request: Request, returnField: FormDataEntryValue | null) {
  if (returnField !== null) return safeReturnPath(returnField, '/wishlist');
  const referer = request.headers.get('Referer');
  if (!referer || !URL.canParse(referer)) return '/wishlist';
  const url = new URL(referer);
  return safeReturnPath(`${url.pathname}${url.search}`, '/wishlist');
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const returnField = formData.get('redirectTo');
  const user = await requireUser(context, request).catch((refusal: unknown) => {
    // A visitor (or an ended session) signs in and comes back to where the heart was.
    if (refusal instanceof Response) {
      const back = whereTheyWere(request, returnField);
      throw redirect(`/auth?redirectTo=${encodeURIComponent(back)}`, 303);
    }
    throw refusal;
  });
  const headers = { 'Cache-Control': PRIVATE_PAGE_CACHE };
  const parsed = wishlistActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'That request could not be understood.';
    return data<ActionResult>({ error: message }, { status: 400, headers });
  }

  let result: ActionResult;
  try {
    result = await toggleWishlist(context.db, user.id, parsed.data.productId);
  } catch (error) {
    if (error instanceof AppError) {
      return data<ActionResult>({ error: error.message }, { status: error.status, headers });
    }
    throw error;
  }
  if (returnField !== null) {
    throw redirect(safeReturnPath(returnField, '/wishlist'), { status: 303, headers });
  }
  return data<ActionResult>(result, { headers });
}

/** Posts through the page's fetcher: the removed card unmounts, and would take its toast along. */
function RemoveButton({
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
        <Trash2 aria-hidden />
        {busy ? 'Removing...' : 'Remove'}
      </Button>
    </fetcher.Form>
  );
}

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { products } = loaderData;
  const removal = useWishlistToggle(true);
  const pageError = actionData && 'error' in actionData ? actionData.error : undefined;
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-display text-4xl font-bold text-maroon-800">My Wishlist</h1>
      <p className="mt-2 text-stone-700">Sweets you have saved for later</p>
      {pageError && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800">
          {pageError}
        </p>
      )}
      {products.length === 0 ? (
        <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
          <Heart className="size-16 text-saffron-600" aria-hidden />
          <h2 className="mt-6 font-display text-2xl font-bold text-maroon-800">
            Your wishlist is empty
          </h2>
          <p className="mt-2 text-stone-700">Tap the heart on any sweet to save it here</p>
          <Button asChild variant="festival" size="lg" className="mt-8">
            <Link to="/category">Browse Mithai</Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {products.map((product, index) => (
            <li key={product.id} className="flex flex-col gap-2">
              <ProductCard product={product} eager={index === 0} />
              <RemoveButton product={product} removal={removal} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
