import { data } from 'react-router';
import { CartLineRow } from '#app/components/cart-line-row.tsx';
import { CartSummary } from '#app/components/cart-summary.tsx';
import { EmptyCart } from '#app/components/empty-cart.tsx';
import { Refusal } from '#app/components/refusal.tsx';
import { redirectWithToast, returnPath } from '#app/lib/action.server.ts';
import { dispatchIntent, type PostedForm } from '#app/lib/intents.server.ts';
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Toast } from '#core/action-answer.ts';
import { cartActionSchema } from '#core/cart-input.ts';
import {
  addToCart,
  removeCartLine,
  setCartLineQuantity,
  setCartPromoCode,
} from '#server/cart/change-cart.ts';
import { getCurrentUser } from '#server/auth/current-user.ts';
import { withBestBefore } from '#server/cart/cart-best-before.ts';
import { loadCart } from '#server/cart/load-cart.ts';
import { cartDeliveryPromise } from '#server/delivery/check-delivery.ts';
import { cartIdCookie, readCartId } from '#server/http/cart-cookie.ts';
import { indiaDayKey } from '#core/india-calendar.ts';
import type { Route } from './+types/cart';

const CART_PATH = '/cart';

export async function loader({ request, context }: Route.LoaderArgs) {
  const cartId = await readCartId(request, context.config);
  const cart = await loadCart(context.db, cartId);
  const now = new Date();
  // Said only beside a cart with something in it.
  const [deliveryPromise, lines] =
    cart.lines.length > 0
      ? await Promise.all([
          cartDeliveryPromise(
            context.db,
            context.config,
            { request, userId: (await getCurrentUser(context.auth, request))?.id ?? null },
            now,
          ),
          withBestBefore(context.db, cart.lines, indiaDayKey(now)),
        ])
      : [null, []];
  // A visitor with no cart sees the empty cart every such visitor sees; one with a cart, theirs.
  const cacheControl = cartId ? PRIVATE_PAGE_CACHE : PUBLIC_PAGE_CACHE;
  return data(
    { cart: { ...cart, lines }, deliveryPromise, appUrl: context.config.appUrl },
    { headers: { 'Cache-Control': cacheControl } },
  );
}

/** The layout says private for a signed-in customer; then the cart page is private too. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, parentHeaders }) => ({
  'Cache-Control': parentHeaders.get('Cache-Control')?.startsWith('private')
    ? PRIVATE_PAGE_CACHE
    : (loaderHeaders.get('Cache-Control') ?? PRIVATE_PAGE_CACHE),
  Vary: 'Cookie',
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: 'Your Cart',
    description: 'Review your sweets, apply a promo code and proceed to checkout.',
    canonicalUrl: `${loaderData?.appUrl ?? ''}/cart`,
  });

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context;
  const cartId = await readCartId(request, config);
  const headers = new Headers();
  const back = (form: PostedForm, toast?: Toast) =>
    redirectWithToast(returnPath(form.fields, CART_PATH, context), toast, context, headers);
  const add = async (input: { variantId: string; quantity: number }) => {
    const visitor = { address: context.clientAddress, perMinute: config.visitorWritesPerMinute };
    const change = await addToCart(db, cartId, input.variantId, input.quantity, visitor);
    if (change.cartId !== cartId) {
      headers.append('Set-Cookie', await cartIdCookie(change.cartId, config));
    }
    return change;
  };
  return dispatchIntent(
    request,
    cartActionSchema,
    {
      async add(input, form) {
        const change = await add(input);
        const added =
          input.source === 'detail'
            ? `${input.quantity} item(s) added to cart!`
            : `${change.productName} added to cart!`;
        const toast: Toast = change.notice
          ? { title: added, description: change.notice, kind: 'warning' }
          : { title: added };
        return back(form, toast);
      },
      async 'buy-now'(input) {
        await add(input);
        return redirectWithToast('/checkout', undefined, context, headers);
      },
      async 'set-quantity'(input, form) {
        if (!cartId) return back(form);
        const change = await setCartLineQuantity(db, cartId, input.variantId, input.quantity);
        return back(form, change.notice ? { title: change.notice, kind: 'warning' } : undefined);
      },
      async remove(input, form) {
        if (cartId) await removeCartLine(db, cartId, input.variantId);
        return back(form);
      },
      async 'apply-promo'(input, form) {
        if (cartId) await setCartPromoCode(db, cartId, input.promoCode);
        return back(form);
      },
    },
    { refusedAs: { headers } },
  );
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, deliveryPromise } = loaderData;
  // A refusal of a post made without JavaScript (with it, the toast says the same).
  const pageError = actionData?.toast?.title;
  // The loader says the promise for every cart with something in it.
  if (cart.lines.length === 0 || deliveryPromise === null) return <EmptyCart error={pageError} />;
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-display text-4xl font-bold text-maroon-800">Shopping Cart</h1>
      <Refusal refusal={pageError} />
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <ul className="space-y-4 lg:col-span-2" aria-label="Items in your cart">
          {cart.lines.map((line) => (
            <CartLineRow key={line.variantId} line={line} />
          ))}
        </ul>
        <CartSummary
          totals={cart.totals}
          enteredPromoCode={cart.enteredPromoCode}
          promoMessage={cart.promoMessage}
          deliveryPromise={deliveryPromise}
        />
      </div>
    </main>
  );
}
