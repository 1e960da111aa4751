import { data } from 'react-router';
import { ProductCard } from '#app/components/product-card.tsx';
import { useWishlistToggle } from '#app/components/wishlist-heart.tsx';
import { EmptyWishlist, RemoveButton } from '#app/components/wishlist-parts.tsx';
import { answerRefusals, readForm, redirectWithToast, returnPath } from '#app/lib/action.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { wishlistActionSchema } from '#core/wishlist-input.ts';
import { listWishlist, toggleWishlist } from '#server/accounts/wishlist.ts';
import { backInStockProductIds } from '#server/catalog/stock-alerts.ts';
import type { Route } from './+types/wishlist';

const WISHLIST_PATH = '/wishlist';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url });
  const [products, backInStock] = await Promise.all([
    listWishlist(context.db, user.id),
    backInStockProductIds(context.db, user.id),
  ]);
  return data(
    {
      products: products.map((product) => ({
        ...product,
        backInStock: backInStock.has(product.id),
      })),
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'My Wishlist') },
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await readForm(request, wishlistActionSchema);
  const back = returnPath(form.fields, WISHLIST_PATH, context);
  // A visitor (or an ended session) signs in and comes back to where the heart was.
  const user = await requireUser({ context, request, url }, { returnTo: back });
  if (!form.ok) return form.answer;
  return answerRefusals({}, async () => {
    const { saved } = await toggleWishlist(context.db, user.id, form.value.productId);
    const toast = { title: saved ? 'Added to your wishlist' : 'Removed from your wishlist' };
    return redirectWithToast(back, toast, context);
  });
}

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { products } = loaderData;
  const removal = useWishlistToggle(true);
  // A refusal of a post made without JavaScript (with it, the toast says the same).
  const pageError = actionData?.toast?.title;
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
        <EmptyWishlist />
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
          {products.map((product, index) => (
            <li key={product.id} className="flex flex-col gap-2">
              {/* Asked for and back: said before the card, so it is read first. */}
              {product.backInStock && (
                <p className="self-start rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
                  Back in stock
                </p>
              )}
              <ProductCard product={product} eager={index === 0} />
              <RemoveButton product={product} removal={removal} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
