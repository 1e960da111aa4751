import { Suspense, lazy } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { OrderItemRow } from '#app/components/orders/order-item-row.tsx';
import {
  OrderStatusBadge,
  PaymentStatusBadge,
} from '#app/components/orders/order-status-badge.tsx';
import { OrderTotals } from '#app/components/orders/order-totals.tsx';
import { StatusTimeline } from '#app/components/orders/status-timeline.tsx';
import { Button, buttonClass } from '#app/components/ui/button.tsx';
import { answerRefusals, readForm, redirectWithToast } from '#app/lib/action.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { orderDetailView } from '#app/lib/order-views.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { useOrderEvents } from '#app/lib/use-order-events.ts';
import { invoicePath, invoicePdfPath, orderPath, payPath } from '#core/paths.ts';
import { orderActionSchema } from '#core/order-input.ts';
import { isCancellableByCustomer } from '#core/order-status.ts';
import { formatRupees } from '#core/money.ts';
import { refundDueOnCancel } from '#core/order-status-change.ts';
import { paymentMethodLabels } from '#core/payment.ts';
import { cancelOrder } from '#server/orders/cancel-order.ts';
import { getOrderForViewer } from '#server/orders/get-order.ts';
import type { Route } from './+types/order';

// The admin's status control: fetched only when the admin opens an order, never for a customer.
const OrderStatusForm = lazy(() =>
  import('#app/components/admin/order-status-form.tsx').then((module) => ({
    default: module.OrderStatusForm,
  })),
);

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url });
  const order = await getOrderForViewer(context.db, params.orderNumber, user);
  // Someone else's order and no order at all look the same: the 404 page.
  if (!order) throw data(null, { status: 404 });
  return data(
    // The shop's admin sees the order with its status control.
    { order: orderDetailView(order), canChangeStatus: user.role === 'admin' },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ params, matches }) => [
  { title: pageTitle(matches, `Order ${params.orderNumber}`) },
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const user = await requireUser({ context, request, url });
  const form = await readForm(request, orderActionSchema);
  if (!form.ok) return form.answer;
  // Someone else's order is refused as if it did not exist: 404.
  return answerRefusals({}, async () => {
    await cancelOrder(context.db, user.id, params.orderNumber);
    const cancelled = {
      title: 'Order cancelled',
      description: `Your order #${params.orderNumber} has been cancelled.`,
    };
    return redirectWithToast(orderPath(params.orderNumber), cancelled, context);
  });
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  useOrderEvents();
  const { order } = loaderData;
  const navigation = useNavigation();
  const cancelling = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'cancel';
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <Link
        to="/my-orders"
        className="inline-flex items-center gap-1 text-sm text-maroon-700 hover:underline"
      >
        <Icon name="arrow-left" className="size-4" aria-hidden /> My Orders
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold text-maroon-800">
          Order #{order.orderNumber}
        </h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-stone-700">
        Placed on <time dateTime={order.placedAt}>{order.placedWhen}</time>
      </p>
      {actionData?.toast && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800">
          {actionData.toast.title}
        </p>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="timeline" className="rounded-xl bg-white p-6 shadow-sm">
            <h2 id="timeline" className="font-display text-xl font-bold text-maroon-800">
              Order Status
            </h2>
            <div className="mt-4">
              <StatusTimeline history={order.history} status={order.status} />
            </div>
          </section>
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
        </div>

        <div className="space-y-6">
          {loaderData.canChangeStatus && (
            <section aria-labelledby="admin-status" className="rounded-xl bg-white p-6 shadow-sm">
              <h2 id="admin-status" className="font-display text-xl font-bold text-maroon-800">
                Change status
              </h2>
              <div className="mt-3">
                <Suspense fallback={<p className="text-sm text-stone-700">Loading...</p>}>
                  <OrderStatusForm orderNumber={order.orderNumber} status={order.status} />
                </Suspense>
              </div>
            </section>
          )}
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
          <section aria-labelledby="delivery" className="rounded-xl bg-white p-6 shadow-sm">
            <h2 id="delivery" className="font-display text-xl font-bold text-maroon-800">
              Delivery
            </h2>
            <address className="mt-2 text-sm not-italic text-stone-700">
              {order.customerName}
              <br />
              {order.shippingAddress}
              <br />
              {order.city}, {order.state} {order.pincode}
              <br />
              {order.customerPhone} · {order.customerEmail}
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
          {order.isOwn && isCancellableByCustomer(order.status) && (
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
          )}
        </div>
      </div>
    </main>
  );
}

/** A cancelled order that was paid online: where its money stands. */
function RefundNote({ order }: { order: Route.ComponentProps['loaderData']['order'] }) {
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
