import { expect, test } from 'vitest';
import { statusOf } from './app-error-status.ts';

test('each refusal has the HTTP status a client expects', () => {
  expect(statusOf('NOT_FOUND')).toBe(404);
  expect(statusOf('INVALID_INPUT')).toBe(400);
  expect(statusOf('UNAUTHORIZED')).toBe(401);
  expect(statusOf('FORBIDDEN')).toBe(403);
  expect(statusOf('NOT_VERIFIED')).toBe(403);
  expect(statusOf('OUT_OF_STOCK')).toBe(409);
  expect(statusOf('CART_EMPTY')).toBe(409);
  expect(statusOf('CONFLICT')).toBe(409);
  expect(statusOf('RATE_LIMITED')).toBe(429);
});
