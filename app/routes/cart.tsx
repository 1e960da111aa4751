import { data, redirect } from 'react-router';
import { CartLineRow } from '#app/components/cart-line-row.tsx';
import { CartSummary } from '#app/components/cart-summary.tsx';
import { EmptyCart } from '#app/components/empty-cart.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { AppError } from '#core/app-error.ts';
import { cartActionSchema, safeReturnPath } from '#core/cart-input.ts';
import {
  addToCart,
  removeCartLine,
  setCartLineQuantity,
  setCartPromoCode,
} from '#server/cart/change-cart.ts';
import { loadCart } from '#server/cart/load-cart.ts';
import { cartIdCookie, readCartId } from '#server/http/cart-cookie.ts';
import type { Route } from './+types/cart';

export async function loader({ request, context }: Route.LoaderArgs) {
  const cart = await loadCart(context.db, await readCartId(request, context.config));
  return data(
    { cart, appUrl: context.config.appUrl },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Your Cart',
    description: 'Review your sweets, apply a promo code and proceed to checkout.',
    canonicalUrl: `${loaderData?.appUrl ?? ''}/cart`,
  });

type ActionResult = { toast?: string; notice?: string } | { error: string };

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const returnTo = formData.get('redirectTo');
  const parsed = cartActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'That request could not be understood.';
    return data<ActionResult>({ error: message }, { status: 400 });
  }
  const input = parsed.data;
  const { db, config } = context;
  const cartId = await readCartId(request, config);
  const headers = new Headers({ 'Cache-Control': PRIVATE_PAGE_CACHE });
  let result: ActionResult = {};

  try {
    if (input.intent === 'add' || input.intent === 'buy-now') {
      const change = await addToCart(db, cartId, input.variantId, input.quantity);
      if (change.cartId !== cartId)
        headers.append('Set-Cookie', await cartIdCookie(change.cartId, config));
      if (input.intent === 'buy-now') throw redirect('/checkout', { status: 303, headers });
      result = {
        toast:
          input.source === 'detail'
            ? `${input.quantity} item(s) added to cart!`
            : `${change.productName} added to cart!`,
        notice: change.notice,
      };
    } else if (cartId && input.intent === 'set-quantity') {
      const change = await setCartLineQuantity(db, cartId, input.variantId, input.quantity);
      result = { notice: change.notice };
    } else if (cartId && input.intent === 'remove') {
      await removeCartLine(db, cartId, input.variantId);
    } else if (cartId && input.intent === 'apply-promo') {
      await setCartPromoCode(db, cartId, input.promoCode);
    }
  } catch (error) {
    if (error instanceof AppError) {
      return data<ActionResult>({ error: error.message }, { status: error.status, headers });
    }
    throw error;
  }

  if (returnTo !== null)
    throw redirect(safeReturnPath(returnTo, '/cart'), { status: 303, headers });
  return data<ActionResult>(result, { headers });
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart } = loaderData;
  const pageError = actionData && 'error' in actionData ? actionData.error : undefined;
  if (cart.lines.length === 0) return <EmptyCart error={pageError} />;
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
        <CartSummary totals={cart.totals} enteredPromoCode={cart.enteredPromoCode} />
      </div>
    </main>
  );
}
