import { expect, test } from 'vitest';
import { defaultPaymentMethod, payoutMethodLabel, payoutStatus } from './payment.ts';

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
