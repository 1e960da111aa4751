/** One transaction on the Payments page: the order it paid for, how, how much and where it stands. */
import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import type { PaymentView } from '#app/lib/dashboard-views.ts';
import { invoicePath, orderPath } from '#core/paths.ts';
import { formatRupees } from '#core/money.ts';
import { PaymentStatusBadge } from '../orders/order-status-badge.tsx';
import { buttonClass } from '../ui/button.tsx';

// A paid or delivered order's receipt is its tax invoice; before that the row opens the order.
export function PaymentRow({ payment }: { payment: PaymentView }) {
  const headingId = `payment-${payment.orderNumber}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="font-semibold text-stone-900">
            Order #{payment.orderNumber}
          </h2>
          <PaymentStatusBadge status={payment.paymentStatus} />
        </div>
        <p className="mt-1 text-sm text-stone-600">
          <time dateTime={payment.placedAt}>{payment.placedOn}</time>
          <span aria-hidden> · </span>
          <span className="sr-only">, payment method: </span>
          {payment.methodLabel}
        </p>
      </div>
      <p className="font-display text-lg font-bold text-maroon-800">
        {formatRupees(payment.totalPaise)}
      </p>
      {payment.hasInvoice ? (
        <Link
          className={buttonClass({ variant: 'outline', size: 'sm' })}
          to={invoicePath(payment.orderNumber)}
          aria-label={`Receipt for order ${payment.orderNumber}`}
        >
          <Icon name="receipt-text" aria-hidden />
          Receipt
        </Link>
      ) : (
        <Link
          className={buttonClass({ variant: 'outline', size: 'sm' })}
          to={orderPath(payment.orderNumber)}
          aria-label={`View order ${payment.orderNumber}`}
        >
          <Icon name="eye" aria-hidden />
          View Order
        </Link>
      )}
    </article>
  );
}
