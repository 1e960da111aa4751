import { expect, test } from 'vitest';
import { isPendingOrder, isTrackable, orderStatuses } from './order-status.ts';

test('pending orders are the confirmed, packed and shipped ones', () => {
  expect(orderStatuses.filter(isPendingOrder)).toEqual(['confirmed', 'packed', 'shipped']);
});

test('every order can be tracked until it is delivered or cancelled', () => {
  expect(orderStatuses.filter(isTrackable)).toEqual(['placed', 'confirmed', 'packed', 'shipped']);
});
