import { data } from 'react-router';
import { CartLineRow } from '#app/components/cart-line-row.tsx';
import { CartSummary } from '#app/components/cart-summary.tsx';
import { EmptyCart } from '#app/components/empty-cart.tsx';
import { answerRefusals, readForm, redirectWithToast, returnPath } from '#app/lib/action.server.ts';
import { PRIVATE_PAGE_CACHE, SHARED_REVALIDATED_PAGE_CACHE } from '#app/lib/cache-headers.ts';
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
import { loadCart } from '#server/cart/load-cart.ts';
import { cartDeliveryPromise } from '#server/delivery/check-delivery.ts';
import { cartIdCookie, readCartId } from '#server/http/cart-cookie.ts';
import type { Route } from './+types/cart';

const CART_PATH = '/cart';

export async function loader({ request, context }: Route.LoaderArgs) {
  const cartId = await readCartId(request, context.config);
  const cart = await loadCart(context.db, cartId);
  // Said only beside a cart with something in it.
  const deliveryPromise =
    cart.lines.length > 0
      ? await cartDeliveryPromise(
          context.db,
          context.config,
          { request, userId: (await getCurrentUser(context.auth, request))?.id ?? null },
          new Date(),
        )
      : null;
  // A visitor with no cart sees the empty cart every such visitor sees; one with a cart, theirs.
  const cacheControl = cartId ? PRIVATE_PAGE_CACHE : SHARED_REVALIDATED_PAGE_CACHE;
  return data(
    { cart, deliveryPromise, appUrl: context.config.appUrl },
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
  const form = await readForm(request, cartActionSchema);
  if (!form.ok) return form.answer;
  const input = form.value;
  const { db, config } = context;
  const cartId = await readCartId(request, config);
  const headers = new Headers();
  return answerRefusals({ headers }, async () => {
    let toast: Toast | undefined;
    if (input.intent === 'add' || input.intent === 'buy-now') {
      const visitor = { address: context.clientAddress, perMinute: config.visitorWritesPerMinute };
      const change = await addToCart(db, cartId, input.variantId, input.quantity, visitor);
      if (change.cartId !== cartId) {
        headers.append('Set-Cookie', await cartIdCookie(change.cartId, config));
      }
      if (input.intent === 'buy-now')
        return redirectWithToast('/checkout', undefined, context, headers);
      const added =
        input.source === 'detail'
          ? `${input.quantity} item(s) added to cart!`
          : `${change.productName} added to cart!`;
      toast = change.notice
        ? { title: added, description: change.notice, kind: 'warning' }
        : { title: added };
    } else if (cartId && input.intent === 'set-quantity') {
      const change = await setCartLineQuantity(db, cartId, input.variantId, input.quantity);
      if (change.notice) toast = { title: change.notice, kind: 'warning' };
    } else if (cartId && input.intent === 'remove') {
      await removeCartLine(db, cartId, input.variantId);
    } else if (cartId && input.intent === 'apply-promo') {
      await setCartPromoCode(db, cartId, input.promoCode);
    }
    return redirectWithToast(returnPath(form.fields, CART_PATH, context), toast, context, headers);
  });
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
      {pageError && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800">
          {pageError}
        </p>
      )}
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
