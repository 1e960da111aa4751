import { expect, test } from 'vitest';
import { customerStatus } from './customer-status.ts';

test('a customer is Active once an order was delivered, New until then', () => {
  expect(customerStatus(0)).toBe('New');
  expect(customerStatus(1)).toBe('Active');
  expect(customerStatus(12)).toBe('Active');
});
