/**
 * What moving an order from one status to another means for its stock and its payment. The
 * admin may set any status in any order (the spec's select has no restriction), so these rules
 * keep stock and payment true however often the status is toggled.
 */
import type { OrderStatus } from './order-status.ts';
import type { PaymentMethod, PaymentStatus } from './payment.ts';

/**
 * Stock is held by every order that is not cancelled: cancelling puts it back (+1), reopening a
 * cancelled order takes it again (-1), any other move leaves it (0). So toggling an order in
 * and out of cancelled returns its stock exactly once for each time it was taken.
 */
export function stockMoveFor(from: OrderStatus, to: OrderStatus): -1 | 0 | 1 {
  if (from !== 'cancelled' && to === 'cancelled') return 1;
  if (from === 'cancelled' && to !== 'cancelled') return -1;
  return 0;
}

/**
 * The payment status after the move. Cash on Delivery is paid when it is delivered (and, moved
 * back from delivered, is waiting for its cash again); an unpaid order that is cancelled owes
 * nothing, whether its payment was still to come or had failed, and owes its payment again when
 * reopened. Money already received stays received: refunds are their own step.
 */
export function paymentStatusAfter(change: {
  from: OrderStatus;
  to: OrderStatus;
  method: PaymentMethod | null;
  paymentStatus: PaymentStatus;
}): PaymentStatus {
  const { from, to, method } = change;
  let payment = change.paymentStatus;
  if (from === 'cancelled' && to !== 'cancelled' && payment === 'cancelled') payment = 'pending';
  if (method === 'cod' && to !== 'cancelled') {
    if (to === 'delivered' && payment === 'pending') payment = 'paid';
    if (from === 'delivered' && to !== 'delivered' && payment === 'paid') payment = 'pending';
  }
  if (to === 'cancelled' && (payment === 'pending' || payment === 'failed')) payment = 'cancelled';
  return payment;
}

/**
 * Cancelling an order already paid online gives the money back in full, through the provider.
 * Cash received on delivery is handed back by the shop itself, not by a provider.
 */
export function refundDueOnCancel(order: {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}): boolean {
  return order.paymentMethod !== 'cod' && order.paymentStatus === 'paid';
}
