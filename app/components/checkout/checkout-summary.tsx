/**
 * The checkout's Order Summary: the cart's lines and figures, why a known promo code gives no
 * discount, the free-shipping hint, Place Order and when the order arrives.
 */
import { Icon } from '#app/components/ui/icons.tsx';
import type { OrderTotalsView } from '#app/lib/order-views.ts';
import { variantName } from '#core/variant-label.ts';
import { formatRupees } from '#core/money.ts';
import { amountForFreeShipping } from '#core/shipping.ts';
import type { BoxContent } from '#core/box-contents.ts';
import { BoxHolds } from '../box-holds.tsx';
import { OrderTotals } from '../orders/order-totals.tsx';
import { Button } from '../ui/button.tsx';

export interface CheckoutLineView {
  variantId: string;
  name: string;
  imageUrl: string;
  weight: string;
  quantity: number;
  lineTotalPaise: number;
  /** An assorted box: what it holds. */
  box?: { contents: readonly BoxContent[] } | null;
}

export function CheckoutSummary(props: {
  lines: CheckoutLineView[];
  totals: OrderTotalsView;
  /** The cart's promo code that gives no discount, and why. */
  promoNote?: { code: string; message: string } | null;
  /** When the order arrives, for the pincode and slot as they stand (core/delivery-promise.ts). */
  deliveryPromise: string;
  placing: boolean;
  /** Each parcel of an order to several people is charged on its own: no one hint fits. */
  parcels?: boolean;
}) {
  const shortfall = props.parcels ? null : amountForFreeShipping(props.totals.subtotalPaise);
  return (
    <section
      aria-labelledby="order-summary"
      className="h-fit rounded-xl bg-white p-6 shadow-sm lg:sticky lg:top-4"
    >
      <h2 id="order-summary" className="font-display text-2xl font-bold text-maroon-800">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-stone-100" aria-label="Items in your order">
        {props.lines.map((line) => (
          <li key={line.variantId} className="flex items-center gap-3 py-2 text-sm">
            <img
              src={line.imageUrl}
              alt=""
              width={48}
              height={48}
              className="size-12 shrink-0 rounded-md"
            />
            <span className="min-w-0 flex-1">
              {variantName(line)} × {line.quantity}
              <BoxHolds contents={line.box?.contents} className="text-xs text-stone-700" />
            </span>
            <span className="font-medium">{formatRupees(line.lineTotalPaise)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <OrderTotals totals={props.totals} />
      </div>
      {props.promoNote && (
        <p
          data-testid="promo-note"
          className="mt-4 rounded-md bg-stone-100 p-3 text-sm text-stone-800"
        >
          Promo code {props.promoNote.code}: {props.promoNote.message}
        </p>
      )}
      {shortfall !== null && (
        <p className="mt-4 flex items-center gap-2 rounded-md bg-saffron-50 p-3 text-sm text-maroon-800">
          <Icon name="truck" className="size-4 shrink-0" aria-hidden />
          Add {formatRupees(shortfall)} more for free shipping!
        </p>
      )}
      <Button
        type="submit"
        variant="festival"
        size="lg"
        className="mt-6 w-full"
        disabled={props.placing}
      >
        {props.placing ? 'Placing Order...' : 'Place Order'}
      </Button>
      <p data-testid="delivery-promise" className="mt-3 text-center text-sm text-stone-600">
        {props.deliveryPromise}
      </p>
    </section>
  );
}
