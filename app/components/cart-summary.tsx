import { Link } from 'react-router';
import type { CartTotals } from '#core/pricing.ts';
import { formatRupeesPlain } from '#core/money.ts';
import { GIFT_RECIPIENTS_PATH } from '#core/paths.ts';
import { FREE_SHIPPING_PROMISE } from '#core/shipping.ts';
import { useCartForm } from './cart-form.tsx';
import { Button, buttonClass } from './ui/button.tsx';

export function CartSummary({
  totals,
  enteredPromoCode,
  promoMessage,
  deliveryPromise,
}: {
  totals: CartTotals;
  enteredPromoCode: string | null;
  /** Why the entered code, a known one, gives no discount; null otherwise (core/promo.ts). */
  promoMessage: string | null;
  /** When the order arrives, for the shopper's pincode if known (core/delivery-promise.ts). */
  deliveryPromise: string;
}) {
  const { fetcher, returnField, busy } = useCartForm('promo');
  return (
    <section aria-labelledby="summary-heading" className="h-fit rounded-xl bg-white p-6 shadow-sm">
      <h2 id="summary-heading" className="font-display text-2xl font-bold text-maroon-800">
        Order Summary
      </h2>
      <dl className="mt-4 space-y-2">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd data-testid="subtotal">{formatRupeesPlain(totals.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd data-testid="shipping">
            {totals.shipping === 0 ? 'Free' : formatRupeesPlain(totals.shipping)}
          </dd>
        </div>
        {/* Only a code discounts a cart, and the totals name it only then (core/pricing.ts). */}
        {totals.promoCode && (
          <div className="flex justify-between text-green-800">
            <dt>Discount ({totals.promoCode})</dt>
            <dd data-testid="discount">-{formatRupeesPlain(totals.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-stone-200 pt-2 text-lg font-bold">
          <dt>Total</dt>
          <dd data-testid="total">{formatRupeesPlain(totals.total)}</dd>
        </div>
      </dl>
      <fetcher.Form method="post" action="/cart" preventScrollReset className="mt-6">
        <input type="hidden" name="intent" value="apply-promo" />
        {returnField}
        <label htmlFor="promo-code" className="text-sm font-medium text-stone-700">
          Promo code
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="promo-code"
            name="promoCode"
            defaultValue={enteredPromoCode ?? ''}
            maxLength={40}
            autoComplete="off"
            aria-describedby="promo-code-note"
            className="min-w-0 flex-1 rounded-md border border-stone-300 px-3 py-2 text-sm"
          />
          <Button type="submit" variant="outline" disabled={busy}>
            Apply
          </Button>
        </div>
        {/* Always there (empty when there is nothing to say), so a new reason is announced. */}
        <p id="promo-code-note" role="status" className="mt-1 text-sm text-maroon-800">
          {promoMessage}
        </p>
      </fetcher.Form>

      <Link
        className={buttonClass({ variant: 'festival', size: 'lg', className: 'mt-6 w-full' })}
        to="/checkout"
      >
        Proceed to Checkout
      </Link>
      <Link
        className={buttonClass({ variant: 'outline', className: 'mt-3 w-full' })}
        to={GIFT_RECIPIENTS_PATH}
      >
        Send to several people
      </Link>
      <p className="mt-1 text-center text-sm text-stone-600">
        A parcel to each person, each with its own note, on one order and one invoice.
      </p>

      <ul className="mt-4 space-y-1 text-sm text-stone-600">
        <li>{FREE_SHIPPING_PROMISE}</li>
        <li>{deliveryPromise}</li>
      </ul>
    </section>
  );
}
