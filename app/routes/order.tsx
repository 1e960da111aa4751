import { data, Link, useNavigation } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import {
  CancelOrder,
  OrderDelivery,
  OrderProgress,
  OrderSummary,
} from '#app/components/orders/order-sections.tsx';
import { ChangeStatus, InvoicedTo, ReviewInvites } from '#app/components/orders/order-extras.tsx';
import { OrderStatusBadge } from '#app/components/orders/order-status-badge.tsx';
import { answerRefusals, redirectWithToast } from '#app/lib/action.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff, requireUser } from '#app/lib/guards.server.ts';
import { dispatchIntent } from '#app/lib/intents.server.ts';
import { OrderParcels } from '#app/components/orders/order-parcels.tsx';
import { markParcelDelivered } from '#server/gifting/order-parcels.ts';
import { orderDetailView, packingOrderView } from '#app/lib/order-views.ts';
import { orderBackLink } from '#app/lib/order-back-link.ts';
import { PackingProgress } from '#app/components/orders/packing-sections.tsx';
import { pageTitle } from '#app/lib/page-meta.ts';
import { useOrderEvents } from '#app/lib/use-order-events.ts';
import { orderPath } from '#core/paths.ts';
import { orderActionSchema } from '#core/order-input.ts';
import { isCancellableByCustomer, orderStatuses } from '#core/order-status.ts';
import {
  may,
  mayDeliverParcel,
  statusChoices,
  type OrderForStatusChange,
  type Role,
} from '#core/staff-roles.ts';
import { cancelOrder } from '#server/orders/cancel-order.ts';
import { getOrderForViewer } from '#server/orders/get-order.ts';
import { reviewInvitations } from '#server/reviews/buyer-reviews.ts';
import type { Route } from './+types/order';

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url });
  const order = await getOrderForViewer(context.db, params.orderNumber, user);
  // Someone else's order and no order at all look the same: the 404 page.
  if (!order) throw data(null, { status: 404 });
  // Staff see the order with the status changes their role may make.
  const statusChoices = order.isOwn ? [] : choicesFor(user.role, order);
  // A delivered order invites its buyer to review what they bought.
  const reviewInvites = order.isOwn ? await reviewInvitations(context.db, order) : [];
  const staff = {
    reviewInvites,
    statusChoices,
    canDeliverParcels: !order.isOwn && mayDeliverParcel(user.role, order),
    canPrintNotes: !order.isOwn,
    backLink: orderBackLink(user.role, order.isOwn),
  };
  const cacheHeaders = { 'Cache-Control': PRIVATE_PAGE_CACHE };
  if (!order.isOwn && !may(user.role, 'orderMoney')) {
    const packing = { kind: 'packing' as const, order: packingOrderView(order), ...staff };
    return data(packing, { headers: cacheHeaders });
  }
  const full = { kind: 'full' as const, order: orderDetailView(order), ...staff };
  return data(full, { headers: cacheHeaders });
}

/** The order's status and those `role` may move it to: none, when it may make no move. */
function choicesFor(role: Role, order: OrderForStatusChange) {
  const moves = statusChoices(role, order, orderStatuses);
  return moves.length === 0 ? [] : [order.status, ...moves];
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ params, matches }) => [
  { title: pageTitle(matches, `Order ${params.orderNumber}`) },
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const user = await requireUser({ context, request, url });
  const { orderNumber } = params;
  const done = (toast: { title: string; description: string }) =>
    redirectWithToast(orderPath(orderNumber), toast, context);
  return dispatchIntent(request, orderActionSchema, {
    async 'parcel-delivered'({ position }) {
      const staff = await requireStaff({ context, request, url });
      return answerRefusals({ title: 'Error updating order' }, async () => {
        const { orderDelivered } = await markParcelDelivered(
          context.db,
          staff,
          orderNumber,
          position,
        );
        return done({
          title: orderDelivered ? 'Order delivered' : `Parcel ${position} delivered`,
          description: orderDelivered
            ? `Every parcel of order ${orderNumber} is delivered.`
            : `Order ${orderNumber}`,
        });
      });
    },
    // Someone else's order is refused as if it did not exist: 404.
    cancel: () =>
      answerRefusals({}, async () => {
        await cancelOrder(context.db, user.id, orderNumber);
        return done({
          title: 'Order cancelled',
          description: `Your order #${orderNumber} has been cancelled.`,
        });
      }),
  });
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  useOrderEvents();
  const { order } = loaderData;
  const navigation = useNavigation();
  const cancelling = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'cancel';
  const delivering =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === 'parcel-delivered';
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <Link
        to={loaderData.backLink.to}
        className="inline-flex items-center gap-1 text-sm text-maroon-700 hover:underline"
      >
        <Icon name="arrow-left" className="size-4" aria-hidden /> {loaderData.backLink.label}
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
          {loaderData.kind === 'full' ? (
            <OrderProgress order={loaderData.order} />
          ) : (
            <PackingProgress order={loaderData.order} />
          )}
          {loaderData.reviewInvites.length > 0 && (
            <ReviewInvites invites={loaderData.reviewInvites} />
          )}
          {order.parcels.length > 0 && (
            <OrderParcels
              orderNumber={order.orderNumber}
              parcels={order.parcels}
              canDeliver={loaderData.canDeliverParcels}
              canPrintNotes={loaderData.canPrintNotes}
              busy={delivering}
            />
          )}
        </div>
        <div className="space-y-6">
          {loaderData.statusChoices.length > 0 && (
            <ChangeStatus
              orderNumber={order.orderNumber}
              status={order.status}
              choices={loaderData.statusChoices}
            />
          )}
          {loaderData.kind === 'full' ? (
            <>
              <OrderSummary order={loaderData.order} />
              <OrderDelivery order={loaderData.order} />
              {loaderData.order.business && <InvoicedTo business={loaderData.order.business} />}
              {loaderData.order.isOwn && isCancellableByCustomer(order.status) && (
                <CancelOrder cancelling={cancelling} />
              )}
            </>
          ) : (
            <OrderDelivery order={loaderData.order} />
          )}
        </div>
      </div>
    </main>
  );
}
