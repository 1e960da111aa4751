/** The customer's transactions, or what to do when there are none (or none match the search). */
import type { PaymentView } from '#app/lib/dashboard-views.ts';
import { EmptyState } from './empty-state.tsx';
import { PaymentRow } from './payment-row.tsx';

export function PaymentList({ payments, hasAny }: { payments: PaymentView[]; hasAny: boolean }) {
  if (!hasAny) {
    return (
      <EmptyState
        icon="credit-card"
        title="No transactions yet"
        text="Payments for your orders will be listed here."
      />
    );
  }
  if (payments.length === 0) {
    return (
      <EmptyState
        icon="search-x"
        title="No transactions match your search."
        text="Try another order number or payment method."
        action={{ label: 'Clear search', to: '/dashboard/payments' }}
      />
    );
  }
  return (
    <ul className="space-y-3" aria-label="Transactions">
      {payments.map((payment) => (
        <li key={payment.orderNumber}>
          <PaymentRow payment={payment} />
        </li>
      ))}
    </ul>
  );
}
