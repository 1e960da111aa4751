import { expect, test } from 'vitest';
import { defaultPaymentMethod } from './payment.ts';

test('Razorpay is chosen first when it can take payments', () => {
  expect(defaultPaymentMethod(['razorpay', 'stripe', 'cod'])).toBe('razorpay');
});

test('otherwise the first method that can, down to Cash on Delivery', () => {
  expect(defaultPaymentMethod(['stripe', 'cod'])).toBe('stripe');
  expect(defaultPaymentMethod(['cod'])).toBe('cod');
});
