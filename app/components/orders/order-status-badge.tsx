/** An order's status in words and colour; the word is always there, colour is only a hint. */
import { cn } from '#app/lib/class-names.ts';
import { orderStatusLabels, type OrderStatus } from '#core/order-status.ts';
import { paymentStatusLabels, type PaymentStatus } from '#core/payment.ts';

// The spec's colours: placed blue, confirmed green, packed orange, shipped purple,
// delivered emerald, cancelled red.
const colourByStatus: Record<OrderStatus, string> = {
  placed: 'bg-blue-100 text-blue-800',
  confirmed: 'bg-green-100 text-green-800',
  packed: 'bg-orange-100 text-orange-900',
  shipped: 'bg-purple-100 text-purple-800',
  delivered: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-red-100 text-red-800',
};

const colourByPayment: Record<PaymentStatus, string> = {
  paid: 'bg-green-100 text-green-800',
  pending: 'bg-yellow-100 text-yellow-900',
  failed: 'bg-red-100 text-red-800',
  cancelled: 'bg-stone-100 text-stone-700',
  refunded: 'bg-sky-100 text-sky-900',
};

const badge = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={cn(badge, colourByStatus[status])}>{orderStatusLabels[status]}</span>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={cn(badge, colourByPayment[status])}>
      Payment {paymentStatusLabels[status].toLowerCase()}
    </span>
  );
}
