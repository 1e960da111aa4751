/**
 * The order page's sections: its progress and items, its summary and payment, its delivery, and
 * Cancel Order.
 */
import { Form, Link } from 'react-router';
import { Button, buttonClass } from '#app/components/ui/button.tsx';
import type { OrderDetailView } from '#app/lib/order-views.ts';
import { invoicePath, invoicePdfPath, payPath } from '#core/paths.ts';
import { formatRupees } from '#core/money.ts';
import { refundDueOnCancel } from '#core/order-status-change.ts';
import { paymentMethodLabels } from '#core/payment.ts';
import { OrderItemRow } from './order-item-row.tsx';
import { PaymentStatusBadge } from './order-status-badge.tsx';
import { OrderTotals } from './order-totals.tsx';
import { StatusTimeline } from './status-timeline.tsx';

/** Where the order stands, and what is in it. */
export function OrderProgress({ order }: { order: OrderDetailView }) {
  return (
    <>
      <OrderStatusSection order={order} />
      <section aria-labelledby="items" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="items" className="font-display text-xl font-bold text-maroon-800">
          Items
        </h2>
        <ul className="mt-2 divide-y divide-stone-100">
          {order.items.map((item) => (
            <OrderItemRow key={item.id} item={item} />
          ))}
        </ul>
      </section>
    </>
  );
}

/** Where the order stands: every status it has had, and those still ahead. */
export function OrderStatusSection({
  order,
}: {
  order: Pick<OrderDetailView, 'history' | 'status'>;
}) {
  return (
    <section aria-labelledby="timeline" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="timeline" className="font-display text-xl font-bold text-maroon-800">
        Order Status
      </h2>
      <div className="mt-4">
        <StatusTimeline history={order.history} status={order.status} />
      </div>
    </section>
  );
}

export function OrderSummary({ order }: { order: OrderDetailView }) {
  return (
    <section aria-labelledby="summary" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="summary" className="font-display text-xl font-bold text-maroon-800">
        Summary
      </h2>
      <div className="mt-4">
        <OrderTotals totals={order} />
      </div>
      <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-stone-700">
        Payment: {paymentMethodLabels[order.paymentMethod]}
        <PaymentStatusBadge status={order.paymentStatus} />
      </p>
      {order.awaitsPayment && order.isOwn && (
        <>
          {/* A new document: the pay page brings its own Content-Security-Policy. */}
          <Link
            className={buttonClass({ variant: 'festival', className: 'mt-4 w-full' })}
            to={payPath(order.orderNumber)}
            reloadDocument
          >
            Pay now
          </Link>
        </>
      )}
      <RefundNote order={order} />
      {order.invoiceNumber && (
        <p className="mt-4 flex flex-wrap gap-3 text-sm">
          <a
            href={invoicePdfPath(order.orderNumber)}
            download
            className="font-semibold text-maroon-700 underline"
          >
            Download invoice
          </a>
          <Link to={invoicePath(order.orderNumber)} className="text-maroon-700 underline">
            View invoice {order.invoiceNumber}
          </Link>
        </p>
      )}
    </section>
  );
}

/** Where the order goes; the customer's e-mail only for a view that carries it (not a packer's). */
export function OrderDelivery({
  order,
}: {
  order: Pick<
    OrderDetailView,
    | 'customerName'
    | 'shippingAddress'
    | 'city'
    | 'state'
    | 'pincode'
    | 'customerPhone'
    | 'deliverySlot'
    | 'giftMessage'
    | 'recipientCount'
  > & { customerEmail?: string };
}) {
  return (
    <section aria-labelledby="delivery" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="delivery" className="font-display text-xl font-bold text-maroon-800">
        {/* An order to several people keeps the buyer's own address; each parcel has its own. */}
        {order.recipientCount > 0 ? 'Buyer' : 'Delivery'}
      </h2>
      <address className="mt-2 text-sm not-italic text-stone-700">
        {order.customerName}
        <br />
        {order.shippingAddress}
        <br />
        {order.city}, {order.state} {order.pincode}
        <br />
        {order.customerPhone}
        {order.customerEmail && ` · ${order.customerEmail}`}
      </address>
      {order.deliverySlot && (
        <p className="mt-3 text-sm font-medium text-stone-900">
          Delivery slot: {order.deliverySlot}
        </p>
      )}
      {order.giftMessage && (
        <p className="mt-3 rounded-md bg-saffron-50 p-3 text-sm text-maroon-800">
          Gift message: “{order.giftMessage}”
        </p>
      )}
    </section>
  );
}

/** The customer's own order, until the shop confirms it. */
export function CancelOrder({ cancelling }: { cancelling: boolean }) {
  return (
    <details className="rounded-xl bg-white p-6 shadow-sm">
      <summary className="cursor-pointer font-semibold text-red-800">Cancel Order</summary>
      <p className="mt-3 text-sm text-stone-700">
        You can cancel until the shop confirms your order. Its items go back on sale.
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="cancel" />
        <Button type="submit" variant="destructive" disabled={cancelling}>
          {cancelling ? 'Cancelling...' : 'Yes, cancel this order'}
        </Button>
      </Form>
    </details>
  );
}

/** A cancelled order that was paid online: where its money stands. */
function RefundNote({ order }: { order: OrderDetailView }) {
  if (order.status !== 'cancelled') return null;
  const method = paymentMethodLabels[order.paymentMethod];
  if (order.paymentStatus === 'refunded') {
    return (
      <p className="mt-3 text-sm text-stone-700">
        {formatRupees(order.totalPaise)} was refunded to your {method} payment.
      </p>
    );
  }
  if (!refundDueOnCancel(order)) return null;
  return (
    <p className="mt-3 text-sm text-stone-700">
      Your refund of {formatRupees(order.totalPaise)} to your {method} payment is on its way.
    </p>
  );
}
