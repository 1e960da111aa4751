/**
 * The order page's sections beside the order itself: the buyer's invitations to review what they
 * bought, the staff's status control, and the business the order is invoiced to.
 */
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { productReviewPath } from '#core/paths.ts';
import type { OrderStatus } from '#core/order-status.ts';

// The staff's status control: fetched only when staff open an order, never for a customer.
const OrderStatusForm = lazy(() =>
  import('#app/components/admin/order-status-form.tsx').then((module) => ({
    default: module.OrderStatusForm,
  })),
);

export function ReviewInvites(props: {
  invites: readonly { productId: string; productName: string; reviewed: boolean }[];
}) {
  return (
    <section aria-labelledby="reviews" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="reviews" className="font-display text-xl font-bold text-maroon-800">
        How was it?
      </h2>
      <p className="mt-1 text-sm text-stone-700">Your review helps other customers choose.</p>
      <ul className="mt-3 divide-y divide-stone-200">
        {props.invites.map((invite) => (
          <li key={invite.productId} className="flex items-center justify-between py-2">
            <span className="text-stone-900">{invite.productName}</span>
            <Link
              to={productReviewPath(invite.productId)}
              aria-label={`${invite.reviewed ? 'Change your review' : 'Write a review'} of ${invite.productName}`}
              className="inline-flex min-h-11 items-center font-semibold text-maroon-800 underline"
            >
              {invite.reviewed ? 'Change your review' : 'Write a review'}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ChangeStatus(props: {
  orderNumber: string;
  status: OrderStatus;
  choices: readonly OrderStatus[];
}) {
  return (
    <section aria-labelledby="admin-status" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="admin-status" className="font-display text-xl font-bold text-maroon-800">
        Change status
      </h2>
      <div className="mt-3">
        <Suspense fallback={<p className="text-sm text-stone-700">Loading...</p>}>
          <OrderStatusForm {...props} />
        </Suspense>
      </div>
    </section>
  );
}

export function InvoicedTo({ business }: { business: { name: string; gstin: string } }) {
  return (
    <section aria-labelledby="business" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="business" className="font-display text-xl font-bold text-maroon-800">
        Invoiced to
      </h2>
      <p className="mt-2 text-sm text-stone-700">
        {business.name}
        <br />
        GSTIN {business.gstin}
      </p>
    </section>
  );
}
