import { describe, expect, test } from 'vitest';
import { customerRow } from './admin-customer-rows.ts';

describe("a row of the admin's customer list", () => {
  test('says N/A for what the customer has not given, and the join date in India', () => {
    expect(
      customerRow({
        id: 'c1',
        name: '',
        email: 'asha@example.com',
        phone: null,
        city: null,
        orders: 0,
        status: 'New',
        joinedAt: new Date('2026-03-04T20:00:00.000Z'),
      }),
    ).toEqual({
      id: 'c1',
      name: 'N/A',
      email: 'asha@example.com',
      phone: 'N/A',
      city: 'N/A',
      orders: 0,
      status: 'New',
      joinedOn: '5 Mar 2026',
      joinedAt: '2026-03-04T20:00:00.000Z',
    });
  });

  test('keeps what the customer gave', () => {
    const row = customerRow({
      id: 'c2',
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '9876543210',
      city: 'Jaipur',
      orders: 3,
      status: 'Active',
      joinedAt: new Date('2026-01-10T06:00:00.000Z'),
    });
    expect(row).toMatchObject({ name: 'Ravi Kumar', phone: '9876543210', city: 'Jaipur' });
    expect(row.joinedOn).toBe('10 Jan 2026');
  });
});
