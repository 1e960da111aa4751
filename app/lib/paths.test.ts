import { expect, test } from 'vitest';
import { orderPath } from './paths.ts';

test('an order page is found by its order number', () => {
  expect(orderPath('HW-000042')).toBe('/orders/HW-000042');
});

test('an order number with a slash or space stays one path segment', () => {
  expect(orderPath('A/B 1')).toBe('/orders/A%2FB%201');
});
