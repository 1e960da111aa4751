import { expect, test } from 'vitest';
import {
  isCancellableByCustomer,
  isFinalStatus,
  isPendingOrder,
  isTrackable,
  orderStatuses,
  pendingOrderStatuses,
  upcomingStatuses,
} from './order-status.ts';

test('pending orders are the confirmed, packed and shipped ones', () => {
  expect(orderStatuses.filter(isPendingOrder)).toEqual(['confirmed', 'packed', 'shipped']);
  // The dashboard's count (server/orders/list-orders.ts) reads the same list.
  expect(pendingOrderStatuses).toEqual(['confirmed', 'packed', 'shipped']);
});

test('every order can be tracked until it is delivered or cancelled', () => {
  expect(orderStatuses.filter(isTrackable)).toEqual(['placed', 'confirmed', 'packed', 'shipped']);
});

test('a customer can cancel only an order the shop has not yet confirmed', () => {
  expect(orderStatuses.filter(isCancellableByCustomer)).toEqual(['placed']);
});

test('delivered and cancelled are final', () => {
  expect(orderStatuses.filter(isFinalStatus)).toEqual(['delivered', 'cancelled']);
});

test('the timeline shows the steps still ahead, and none once final', () => {
  expect(upcomingStatuses('placed')).toEqual(['confirmed', 'packed', 'shipped', 'delivered']);
  expect(upcomingStatuses('shipped')).toEqual(['delivered']);
  expect(upcomingStatuses('delivered')).toEqual([]);
  expect(upcomingStatuses('cancelled')).toEqual([]);
});
