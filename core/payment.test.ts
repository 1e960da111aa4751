import { expect, test } from 'vitest';
import {
  awaitsOnlinePayment,
  defaultPaymentMethod,
  payoutMethodLabel,
  payoutStatus,
} from './payment.ts';

test('Razorpay is chosen first when it can take payments', () => {
  expect(defaultPaymentMethod(['razorpay', 'stripe', 'cod'])).toBe('razorpay');
});

test('otherwise the first method that can, down to Cash on Delivery', () => {
  expect(defaultPaymentMethod(['stripe', 'cod'])).toBe('stripe');
  expect(defaultPaymentMethod(['cod'])).toBe('cod');
});

test("Payouts show the method's label, and Card when none was recorded", () => {
  expect(payoutMethodLabel('razorpay')).toBe('Razorpay');
  expect(payoutMethodLabel('cod')).toBe('Cash on Delivery');
  expect(payoutMethodLabel(null)).toBe('Card');
});

test('a payout is Paid once its order is delivered, Processing until then', () => {
  expect(payoutStatus('delivered')).toBe('Paid');
  expect(payoutStatus('shipped')).toBe('Processing');
  expect(payoutStatus('placed')).toBe('Processing');
});

test("'Pay now' is offered for an open online order whose payment is pending or failed, only", () => {
  const order = { paymentMethod: 'razorpay', status: 'placed', paymentStatus: 'pending' } as const;
  expect(awaitsOnlinePayment(order)).toBe(true);
  expect(awaitsOnlinePayment({ ...order, paymentMethod: 'stripe', paymentStatus: 'failed' })).toBe(
    true,
  );
  expect(awaitsOnlinePayment({ ...order, paymentMethod: 'cod' })).toBe(false);
  expect(awaitsOnlinePayment({ ...order, paymentStatus: 'paid' })).toBe(false);
  expect(awaitsOnlinePayment({ ...order, status: 'confirmed' })).toBe(false);
  expect(awaitsOnlinePayment({ ...order, status: 'cancelled', paymentStatus: 'cancelled' })).toBe(
    false,
  );
});
