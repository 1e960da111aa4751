import { describe, expect, test } from 'vitest';
import { adminOrderRow, deliveryDayText } from './admin-order-rows.ts';

const order = {
  orderNumber: 'HW-000042',
  customerName: 'Asha Verma',
  customerEmail: 'asha@example.com',
  totalPaise: 1_23_456_00,
  status: 'confirmed' as const,
  paymentMethod: 'cod' as const,
  paymentStatus: 'pending' as const,
  createdAt: new Date('2026-11-24T19:00:00.000Z'),
  deliveryDate: '2026-11-26',
  deliverySlot: '6–9 pm',
  recipientCount: 0,
};

describe("a row of the admin's order list", () => {
  test('shows the total in rupees, the day it was placed in India and its delivery slot', () => {
    expect(adminOrderRow(order, 'manager')).toEqual({
      orderNumber: 'HW-000042',
      customerName: 'Asha Verma',
      customerEmail: 'asha@example.com',
      total: '₹1,23,456.00',
      status: 'confirmed',
      statusChoices: ['confirmed', 'placed', 'packed', 'shipped', 'delivered', 'cancelled'],
      placedOn: '25 Nov 2026',
      placedAt: '2026-11-24T19:00:00.000Z',
      delivery: 'Thu, 26 Nov, 6–9 pm',
    });
  });

  test("a packer's row has neither the total nor the e-mail, and offers only Packed", () => {
    const row = adminOrderRow(order, 'packer');
    expect(row).toMatchObject({ total: null, customerEmail: null, customerName: 'Asha Verma' });
    expect(row.statusChoices).toEqual(['confirmed', 'packed']);
    expect(adminOrderRow({ ...order, status: 'placed' }, 'packer').statusChoices).toEqual([]);
  });

  test('an order sent by courier says it has no slot', () => {
    const row = adminOrderRow({ ...order, deliveryDate: null, deliverySlot: null }, 'owner');
    expect(row.delivery).toBe('No slot');
  });

  test('an order to several people is one row that says how many', () => {
    const row = adminOrderRow(
      { ...order, deliveryDate: null, deliverySlot: null, recipientCount: 60 },
      'owner',
    );
    expect(row.delivery).toBe('60 recipients');
  });

  test('the delivery day the list is filtered to is written out', () => {
    expect(deliveryDayText('2026-11-26')).toBe('26 November 2026');
  });
});
