import { describe, expect, test } from 'vitest';
import { orderStatuses } from './order-status.ts';
import { may, mayMoveOrder, statusChoices, type Permission, type Role } from './staff-roles.ts';

const codOrder = (status: (typeof orderStatuses)[number]) => ({
  status,
  paymentMethod: 'cod' as const,
  paymentStatus: 'pending' as const,
});
const paidOnline = {
  status: 'confirmed' as const,
  paymentMethod: 'razorpay' as const,
  paymentStatus: 'paid' as const,
};

describe('who may do what', () => {
  test.each<[Role, Permission, boolean]>([
    ['owner', 'staff', true],
    ['owner', 'refunds', true],
    ['manager', 'products', true],
    ['manager', 'customers', true],
    ['manager', 'settings', false],
    ['manager', 'payouts', false],
    ['manager', 'refunds', false],
    ['manager', 'staff', false],
    ['packer', 'orders', true],
    ['packer', 'orderMoney', false],
    ['packer', 'products', false],
    ['rider', 'deliveriesSheet', true],
    ['rider', 'orders', false],
    ['customer', 'orders', false],
  ])('%s: %s is %s', (role, permission, expected) => {
    expect(may(role, permission)).toBe(expected);
  });

  test('nobody without a role may do anything', () => {
    expect(may(undefined, 'orders')).toBe(false);
    expect(may(null, 'dashboard')).toBe(false);
  });
});

describe('who may move an order where', () => {
  test('the owner and a manager may set any status but the one it has', () => {
    expect(statusChoices('manager', codOrder('confirmed'), orderStatuses)).toEqual([
      'placed',
      'packed',
      'shipped',
      'delivered',
      'cancelled',
    ]);
    expect(statusChoices('owner', codOrder('placed'), orderStatuses)).toHaveLength(5);
  });

  test('only the owner cancels an order paid online, which refunds it', () => {
    expect(mayMoveOrder('owner', paidOnline, 'cancelled')).toBe(true);
    expect(mayMoveOrder('manager', paidOnline, 'cancelled')).toBe(false);
    expect(mayMoveOrder('manager', codOrder('confirmed'), 'cancelled')).toBe(true);
  });

  test('a packer packs confirmed orders, nothing else', () => {
    expect(statusChoices('packer', codOrder('confirmed'), orderStatuses)).toEqual(['packed']);
    expect(statusChoices('packer', codOrder('placed'), orderStatuses)).toEqual([]);
    expect(statusChoices('packer', codOrder('packed'), orderStatuses)).toEqual([]);
  });

  test('a rider delivers packed or shipped orders, nothing else', () => {
    expect(statusChoices('rider', codOrder('packed'), orderStatuses)).toEqual(['delivered']);
    expect(statusChoices('rider', codOrder('shipped'), orderStatuses)).toEqual(['delivered']);
    expect(statusChoices('rider', codOrder('confirmed'), orderStatuses)).toEqual([]);
    expect(statusChoices('customer', codOrder('packed'), orderStatuses)).toEqual([]);
  });
});
