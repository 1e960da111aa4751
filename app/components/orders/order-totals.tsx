/** Subtotal, shipping, discount and total in ₹ with two decimals: checkout, My Orders, the order page. */
import type { OrderTotalsView } from '#app/lib/order-views.ts';
import { formatRupees } from '#core/money.ts';

export function OrderTotals({ totals }: { totals: OrderTotalsView }) {
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd data-testid="subtotal">{formatRupees(totals.subtotalPaise)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Shipping</dt>
        <dd data-testid="shipping">
          {totals.shippingPaise === 0 ? 'Free' : formatRupees(totals.shippingPaise)}
        </dd>
      </div>
      {totals.discountPaise > 0 && (
        <div className="flex justify-between text-green-800">
          <dt>Discount{totals.promoCode ? ` (${totals.promoCode})` : ''}</dt>
          <dd data-testid="discount">-{formatRupees(totals.discountPaise)}</dd>
        </div>
      )}
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-bold">
        <dt>Total</dt>
        <dd data-testid="total">{formatRupees(totals.totalPaise)}</dd>
      </div>
    </dl>
  );
}
