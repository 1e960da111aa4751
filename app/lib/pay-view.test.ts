import { expect, test } from 'vitest';
import { payAlert, payProblem } from './pay-view.ts';

test('a method the shop has not set up asks the buyer to contact the shop', () => {
  expect(payProblem('Stripe', false)).toBe(
    'Stripe is not available at the moment. Please contact us to pay for this order.',
  );
  expect(payProblem('Razorpay', true)).toBeNull();
});

test('a refused payment says its title and reason; a notice is said as it is', () => {
  const refused = { title: 'Payment not accepted', description: 'The signature did not match.' };
  expect(payAlert({ toast: refused })).toBe('Payment not accepted: The signature did not match.');
  expect(payAlert({ toast: { title: 'Razorpay could not be reached.' } })).toBe(
    'Razorpay could not be reached.',
  );
  expect(payAlert({ notice: 'Your payment has not been completed yet. You can try again.' })).toBe(
    'Your payment has not been completed yet. You can try again.',
  );
  expect(payAlert(undefined)).toBeNull();
});
