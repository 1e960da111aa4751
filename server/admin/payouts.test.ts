import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import type { OrderStatus } from '#core/order-status.ts';
import type { PaymentMethod, PaymentStatus } from '#core/payment.ts';
import type { Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import type { Actor } from '#server/staff/assert-may.ts';
import { listPayoutTransactions, loadPayouts } from './payouts.ts';

let db: Db;
let admin: Actor;
let customer: Actor;
const numbers: Record<string, string> = {};

/** March 2031 in India. */
const NOW = new Date('2031-03-10T12:00:00+05:30');
const OLDER_PAID = 20;

async function insertOrder(values: {
  totalPaise: number;
  createdAt: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod?: PaymentMethod;
  customerName?: string;
}) {
  const [order] = await db
    .insert(orders)
    .values({
      userId: customer.id,
      customerName: values.customerName ?? 'Asha Verma',
      customerPhone: '9876543210',
      customerEmail: 'asha@example.com',
      shippingAddress: '14 Lajpat Nagar II',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110024',
      subtotalPaise: values.totalPaise,
      shippingPaise: 0,
      totalPaise: values.totalPaise,
      paymentMethod: values.paymentMethod ?? 'cod',
      status: values.status,
      paymentStatus: values.paymentStatus,
      idempotencyKey: randomUUID(),
      createdAt: new Date(values.createdAt),
    })
    .returning({ orderNumber: orders.orderNumber });
  return order?.orderNumber ?? '';
}

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  admin = { id: await insertCustomer(db, 'Meera (admin)', 'owner'), role: 'owner' };
  customer = { id: await insertCustomer(db, 'Asha Verma'), role: 'customer' };

  // 20 paid orders in January, ₹100 each, on their way.
  for (let day = 1; day <= OLDER_PAID; day += 1) {
    await insertOrder({
      totalPaise: 10000,
      createdAt: `2031-01-${String(day).padStart(2, '0')}T10:00:00+05:30`,
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentMethod: 'razorpay',
    });
  }
  // 23:55 on 28 February in India: last month's.
  numbers.february = await insertOrder({
    totalPaise: 30000,
    createdAt: '2031-02-28T23:55:00+05:30',
    status: 'delivered',
    paymentStatus: 'paid',
    paymentMethod: 'cod',
  });
  // 00:05 on 1 March in India (still 28 February in UTC): this month's.
  numbers.marchFirst = await insertOrder({
    totalPaise: 100000,
    createdAt: '2031-03-01T00:05:00+05:30',
    status: 'delivered',
    paymentStatus: 'paid',
    paymentMethod: 'razorpay',
    customerName: 'Rohan Mehta',
  });
  // 23:50 on 9 March in India, paid and still on its way.
  numbers.marchNinth = await insertOrder({
    totalPaise: 50000,
    createdAt: '2031-03-09T23:50:00+05:30',
    status: 'shipped',
    paymentStatus: 'paid',
    paymentMethod: 'stripe',
  });
  // Not transactions: delivered cash not yet settled (pending payout), unpaid, cancelled.
  await insertOrder({
    totalPaise: 25000,
    createdAt: '2031-02-10T10:00:00+05:30',
    status: 'delivered',
    paymentStatus: 'pending',
  });
  await insertOrder({
    totalPaise: 99900,
    createdAt: '2031-03-05T10:00:00+05:30',
    status: 'shipped',
    paymentStatus: 'pending',
  });
  await insertOrder({
    totalPaise: 12300,
    createdAt: '2031-03-06T10:00:00+05:30',
    status: 'cancelled',
    paymentStatus: 'cancelled',
  });
});

describe('Payouts', () => {
  test('a customer is refused', async () => {
    await expect(loadPayouts(db, customer, NOW)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      listPayoutTransactions(db, customer, { from: '2031-03-01', to: '2031-03-31' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  test('figures: money received, this Indian month of it, and delivered orders still unpaid', async () => {
    const { figures } = await loadPayouts(db, admin, NOW);
    expect(figures).toEqual({
      totalRevenuePaise: OLDER_PAID * 10000 + 30000 + 100000 + 50000,
      thisMonthPaise: 100000 + 50000,
      monthLabel: 'March 2031',
      pendingPayoutsPaise: 25000,
    });
  });

  test('the 20 newest paid orders, newest first, Paid once delivered', async () => {
    const { recentTransactions } = await loadPayouts(db, admin, NOW);
    expect(recentTransactions).toHaveLength(20);
    expect(recentTransactions.slice(0, 3)).toEqual([
      {
        orderNumber: numbers.marchNinth,
        customerName: 'Asha Verma',
        totalPaise: 50000,
        paymentMethodLabel: 'Stripe',
        status: 'Processing',
        createdAt: new Date('2031-03-09T23:50:00+05:30'),
      },
      {
        orderNumber: numbers.marchFirst,
        customerName: 'Rohan Mehta',
        totalPaise: 100000,
        paymentMethodLabel: 'Razorpay',
        status: 'Paid',
        createdAt: new Date('2031-03-01T00:05:00+05:30'),
      },
      expect.objectContaining({
        orderNumber: numbers.february,
        paymentMethodLabel: 'Cash on Delivery',
        status: 'Paid',
      }),
    ]);
    // The oldest three January orders fall off the first 20.
    expect(recentTransactions.at(-1)?.createdAt).toEqual(new Date('2031-01-04T10:00:00+05:30'));
    expect(recentTransactions.every((transaction) => transaction.totalPaise > 0)).toBe(true);
  });

  test('a range takes whole Indian days, both ends included', async () => {
    const march = await listPayoutTransactions(db, admin, { from: '2031-03-01', to: '2031-03-09' });
    expect(march.map((transaction) => transaction.orderNumber)).toEqual([
      numbers.marchNinth,
      numbers.marchFirst,
    ]);
    const lastOfFebruary = await listPayoutTransactions(db, admin, {
      from: '2031-02-28',
      to: '2031-02-28',
    });
    expect(lastOfFebruary.map((transaction) => transaction.orderNumber)).toEqual([
      numbers.february,
    ]);
    const january = await listPayoutTransactions(db, admin, {
      from: '2031-01-01',
      to: '2031-01-31',
    });
    expect(january).toHaveLength(OLDER_PAID);
    expect(
      await listPayoutTransactions(db, admin, { from: '2031-03-10', to: '2031-03-31' }),
    ).toEqual([]);
  });
});
