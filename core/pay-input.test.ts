import { expect, test } from 'vitest';
import { payActionSchema } from './pay-input.ts';

test("Pay asks for Razorpay's checkout with nothing more than its intent", () => {
  expect(payActionSchema.parse({ intent: 'razorpay-checkout' })).toEqual({
    intent: 'razorpay-checkout',
  });
});

test("Stripe's return carries the session it came back with; without one it is not understood", () => {
  expect(payActionSchema.parse({ intent: 'stripe-return', session_id: ' cs_test_1 ' })).toEqual({
    intent: 'stripe-return',
    session_id: 'cs_test_1',
  });
  expect(payActionSchema.safeParse({ intent: 'stripe-return', session_id: '' }).success).toBe(
    false,
  );
  expect(payActionSchema.safeParse({ intent: 'refund-me' }).success).toBe(false);
});
