import { describe, expect, test } from 'vitest';
import {
  ITEM_PREVIEW_COUNT,
  activityEntryView,
  orderSummaryView,
  overviewFigures,
  paymentFigures,
  paymentView,
} from './dashboard-views.ts';
import type { OrderCardView } from './order-views.ts';

function orderWithItems(count: number): OrderCardView {
  return {
    orderNumber: 'HW-000042',
    placedOn: '22 Nov 2026',
    placedAt: '2026-11-22T14:15:00.000Z',
    status: 'placed',
    customerName: 'Asha Verma',
    shippingAddress: '12 Chandni Chowk',
    city: 'Delhi',
    state: 'Delhi',
    pincode: '110006',
    deliverySlot: 'Mon, 23 Nov, 6–9 pm',
    subtotalPaise: 90_000,
    shippingPaise: 0,
    discountPaise: 0,
    totalPaise: 90_000,
    promoCode: null,
    awaitsPayment: false,
    invoiced: false,
    recipients: [],
    items: Array.from({ length: count }, (_, index) => ({
      id: `item-${index + 1}`,
      productName: `Sweet ${index + 1}`,
      imageUrl: '/images/products/kaju-katli.svg',
      weight: '500g',
      quantity: 1,
      unitPricePaise: 18_000,
      totalPricePaise: 18_000,
      bestBefore: null,
      tierPercentOff: null,
      boxContents: null,
    })),
  };
}

describe('an order summary on the dashboard', () => {
  test('Recent Orders carry the order alone: no items, no address', () => {
    expect(orderSummaryView(orderWithItems(2))).toEqual({
      orderNumber: 'HW-000042',
      placedOn: '22 Nov 2026',
      placedAt: '2026-11-22T14:15:00.000Z',
      status: 'placed',
      totalPaise: 90_000,
    });
  });

  test(`shows the first ${ITEM_PREVIEW_COUNT} items and counts the rest as '+N more'`, () => {
    const { preview } = orderSummaryView(orderWithItems(5), { withItems: true });
    expect(preview?.items.map((item) => item.productName)).toEqual([
      'Sweet 1',
      'Sweet 2',
      'Sweet 3',
    ]);
    expect(preview?.items[0]).toEqual({
      id: 'item-1',
      productName: 'Sweet 1',
      weight: '500g',
      quantity: 1,
    });
    expect(preview?.more).toBe(2);
  });

  test('a short order has nothing more to count', () => {
    const { preview } = orderSummaryView(orderWithItems(2), { withItems: true });
    expect(preview?.items).toHaveLength(2);
    expect(preview?.more).toBe(0);
  });
});

test("a payment row names the method and gives the date in India's time zone", () => {
  expect(
    paymentView({
      orderNumber: 'HW-000042',
      totalPaise: 45_000,
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      // 11:30 pm UTC is already the next morning in India.
      createdAt: new Date('2026-11-21T23:30:00.000Z'),
      hasInvoice: false,
    }),
  ).toEqual({
    orderNumber: 'HW-000042',
    placedOn: '22 Nov 2026',
    placedAt: '2026-11-21T23:30:00.000Z',
    methodLabel: 'Cash on Delivery',
    totalPaise: 45_000,
    paymentStatus: 'pending',
    hasInvoice: false,
  });
});

describe("the dashboard's figures", () => {
  test('count orders and addresses, and say the money spent in rupees', () => {
    expect(
      overviewFigures({ totalOrders: 12, pendingOrders: 2, totalSpentPaise: 1_23_456_00 }, 3),
    ).toEqual({
      totalOrders: '12',
      pendingOrders: '2',
      totalSpent: '₹1,23,456.00',
      savedAddresses: '3',
    });
  });

  test("the payments page's figures say the money paid in rupees, and whether there is any", () => {
    expect(paymentFigures({ totalPaidPaise: 11_250, transactions: 4, pendingPayments: 1 })).toEqual(
      { totalPaid: '₹112.50', transactions: '4', pendingPayments: '1', hasAny: true },
    );
    expect(paymentFigures({ totalPaidPaise: 0, transactions: 0, pendingPayments: 0 })).toEqual({
      totalPaid: '₹0.00',
      transactions: '0',
      pendingPayments: '0',
      hasAny: false,
    });
  });
});

describe("an entry of the customer's history", () => {
  const placed = {
    id: 'a-1',
    userId: 'u-1',
    type: 'order' as const,
    title: 'Order placed',
    description: 'Order #HW-000042 for ₹900.00',
    status: 'placed',
    metadata: { orderNumber: 'HW-000042' },
    createdAt: new Date('2026-11-22T14:15:00.000Z'),
  };

  test("says when it happened in India's time, and whether its order has an invoice", () => {
    expect(activityEntryView(placed, new Set(['HW-000042']))).toEqual({
      id: 'a-1',
      type: 'order',
      title: 'Order placed',
      description: 'Order #HW-000042 for ₹900.00',
      status: 'placed',
      dateTime: '2026-11-22T14:15:00.000Z',
      when: '22 Nov 2026, 7:45 pm',
      orderNumber: 'HW-000042',
      hasInvoice: true,
    });
  });

  test('an entry about no order has no invoice', () => {
    const entry = activityEntryView({ ...placed, metadata: {} }, new Set(['HW-000042']));
    expect(entry).toMatchObject({ orderNumber: null, hasInvoice: false });
  });
});
