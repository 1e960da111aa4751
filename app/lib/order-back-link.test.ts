import { describe, expect, test } from 'vitest';
import { orderBackLink } from './order-back-link.ts';

describe("an order page's back link", () => {
  test('takes the buyer back to My Orders', () => {
    expect(orderBackLink('customer', true)).toEqual({ to: '/my-orders', label: 'My Orders' });
  });

  test.each(['packer', 'manager', 'owner'] as const)(
    "takes a %s on someone else's order back to the orders list",
    (role) => {
      expect(orderBackLink(role, false)).toEqual({ to: '/admin/orders', label: 'All Orders' });
    },
  );

  test('takes a staff member on an order of their own back to My Orders', () => {
    expect(orderBackLink('packer', true)).toEqual({ to: '/my-orders', label: 'My Orders' });
  });

  test('never leads a role without the orders list to it', () => {
    expect(orderBackLink('rider', false)).toEqual({ to: '/my-orders', label: 'My Orders' });
  });
});
