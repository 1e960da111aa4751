/** How an order is paid, and where its payment stands. */
import type { OrderStatus } from './order-status.ts';

export const paymentMethods = ['razorpay', 'stripe', 'cod'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  razorpay: 'Razorpay',
  stripe: 'Stripe',
  cod: 'Cash on Delivery',
};

/**
 * Cancelled: the order was called off before anything was paid. Refunded: it was paid, called
 * off, and the provider has confirmed the money went back in full.
 */
export const paymentStatuses = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** Razorpay is the default, as long as it can take payments; otherwise the first that can. */
export function defaultPaymentMethod(available: readonly PaymentMethod[]): PaymentMethod {
  return paymentMethods.find((method) => available.includes(method)) ?? 'cod';
}

/** The Payouts page's method: an order without a recorded method was paid by card. */
export function payoutMethodLabel(method: PaymentMethod | null): string {
  return method ? paymentMethodLabels[method] : 'Card';
}

export type PayoutStatus = 'Paid' | 'Processing';

/** Money received is paid out once the order is delivered; until then it is still processing. */
export function payoutStatus(orderStatus: OrderStatus): PayoutStatus {
  return orderStatus === 'delivered' ? 'Paid' : 'Processing';
}

/**
 * An order paid online whose payment has not arrived (abandoned, or failed) can still be paid
 * while the shop has not moved it on: 'Pay now' is offered on the order page and My Orders, and
 * after a while the shop cancels it. Written as data so that the database asks the same rule
 * (`awaitsOnlinePaymentSql` in server/db/schema/orders.ts: the unpaid-order job and its index).
 */
export const awaitingOnlinePayment = {
  status: 'placed',
  paymentStatuses: ['pending', 'failed'],
  /** Cash is not paid online. */
  offlineMethod: 'cod',
} as const satisfies {
  status: OrderStatus;
  paymentStatuses: readonly PaymentStatus[];
  offlineMethod: PaymentMethod;
};

export function awaitsOnlinePayment(order: {
  paymentMethod: PaymentMethod;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
}): boolean {
  const { status, paymentStatuses, offlineMethod } = awaitingOnlinePayment;
  return (
    order.paymentMethod !== offlineMethod &&
    order.status === status &&
    (paymentStatuses as readonly PaymentStatus[]).includes(order.paymentStatus)
  );
}
