import { describe, expect, test } from 'vitest';
import { paymentStatusAfter, refundDueOnCancel, stockMoveFor } from './order-status-change.ts';
import { orderStatuses, type OrderStatus } from './order-status.ts';

describe('stockMoveFor', () => {
  test('cancelling returns stock and reopening takes it again; other moves leave it', () => {
    expect(stockMoveFor('shipped', 'cancelled')).toBe(1);
    expect(stockMoveFor('cancelled', 'placed')).toBe(-1);
    expect(stockMoveFor('cancelled', 'cancelled')).toBe(0);
    expect(stockMoveFor('placed', 'delivered')).toBe(0);
  });

  test('any round of moves that ends where it began moves no stock overall', () => {
    const walk: OrderStatus[] = [
      'placed',
      'cancelled',
      'shipped',
      'cancelled',
      'cancelled',
      'placed',
    ];
    let held = 0;
    for (let step = 1; step < walk.length; step += 1) {
      held -= stockMoveFor(walk[step - 1] ?? 'placed', walk[step] ?? 'placed');
    }
    expect(held).toBe(0);
    for (const from of orderStatuses) {
      for (const to of orderStatuses)
        expect(stockMoveFor(from, to) + stockMoveFor(to, from)).toBe(0);
    }
  });
});

describe('paymentStatusAfter', () => {
  const cod = { method: 'cod' as const, paymentStatus: 'pending' as const };

  test('Cash on Delivery is paid when delivered', () => {
    expect(paymentStatusAfter({ ...cod, from: 'shipped', to: 'delivered' })).toBe('paid');
  });

  test('moved back from delivered, Cash on Delivery waits for its cash again', () => {
    const back = { method: 'cod' as const, paymentStatus: 'paid' as const };
    expect(paymentStatusAfter({ ...back, from: 'delivered', to: 'shipped' })).toBe('pending');
  });

  test('an online payment is not made paid by delivery, nor unpaid by moving back', () => {
    expect(
      paymentStatusAfter({
        method: 'razorpay',
        paymentStatus: 'pending',
        from: 'shipped',
        to: 'delivered',
      }),
    ).toBe('pending');
    expect(
      paymentStatusAfter({
        method: 'razorpay',
        paymentStatus: 'paid',
        from: 'delivered',
        to: 'packed',
      }),
    ).toBe('paid');
  });

  test('an unpaid order cancelled owes nothing, and owes again when reopened', () => {
    expect(paymentStatusAfter({ ...cod, from: 'placed', to: 'cancelled' })).toBe('cancelled');
    expect(
      paymentStatusAfter({
        method: 'cod',
        paymentStatus: 'cancelled',
        from: 'cancelled',
        to: 'packed',
      }),
    ).toBe('pending');
    expect(
      paymentStatusAfter({
        method: 'cod',
        paymentStatus: 'cancelled',
        from: 'cancelled',
        to: 'delivered',
      }),
    ).toBe('paid');
  });

  test('an online payment that failed is owed no more once the order is cancelled', () => {
    expect(
      paymentStatusAfter({
        method: 'razorpay',
        paymentStatus: 'failed',
        from: 'placed',
        to: 'cancelled',
      }),
    ).toBe('cancelled');
    expect(
      paymentStatusAfter({
        method: 'stripe',
        paymentStatus: 'failed',
        from: 'confirmed',
        to: 'cancelled',
      }),
    ).toBe('cancelled');
  });

  test('money received stays received when an order is cancelled', () => {
    expect(
      paymentStatusAfter({
        method: 'cod',
        paymentStatus: 'paid',
        from: 'delivered',
        to: 'cancelled',
      }),
    ).toBe('paid');
  });
});

test('cancelling an order paid online refunds it; cash, or nothing paid, is no refund of ours', () => {
  expect(refundDueOnCancel({ paymentMethod: 'razorpay', paymentStatus: 'paid' })).toBe(true);
  expect(refundDueOnCancel({ paymentMethod: 'stripe', paymentStatus: 'paid' })).toBe(true);
  expect(refundDueOnCancel({ paymentMethod: 'stripe', paymentStatus: 'pending' })).toBe(false);
  expect(refundDueOnCancel({ paymentMethod: 'razorpay', paymentStatus: 'refunded' })).toBe(false);
  expect(refundDueOnCancel({ paymentMethod: 'cod', paymentStatus: 'paid' })).toBe(false);
});
