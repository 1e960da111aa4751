import { describe, expect, test } from 'vitest';
import { adminDashboardView } from './admin-dashboard-view.ts';

const dashboard = {
  totalOrders: { value: 12, caption: '+20% from last month' },
  totalRevenuePaise: { value: 12_345_600, caption: '+5% from last month' },
  totalCustomers: { value: 7, caption: '+1 this month' },
  counterSales: {
    bills: 3,
    totalPaise: 150_000,
    byMode: { cash: 60_000, upi: 80_000, card: 10_000 },
    thisMonthPaise: 150_000,
    lastMonthPaise: 0,
    caption: 'No counter sales last month',
  },
  lowStock: [{ productId: 'p1', productName: 'Kaju Katli', weight: '500g', stockQuantity: 3 }],
  recentOrders: [
    {
      orderNumber: 'HW-000042',
      customerName: 'Asha Verma',
      // 11:45 pm on 22 Nov in India is still the 22nd there, though the 22nd ended in UTC.
      createdAt: new Date('2026-11-22T18:15:00.000Z'),
      status: 'placed' as const,
      totalPaise: 45_000,
    },
  ],
  dailySales: [
    { day: '2026-11-01', revenuePaise: 112_50, orders: 1 },
    { day: '2026-11-22', revenuePaise: 0, orders: 0 },
  ],
};

const external = { kind: 'external' } as const;

describe("the admin's dashboard", () => {
  test('shows revenue in rupees with Indian grouping, and keeps the counts as they are', () => {
    const view = adminDashboardView(dashboard, external);
    expect(view.totalRevenue).toEqual({ value: '₹1,23,456.00', caption: '+5% from last month' });
    expect(view.totalOrders).toEqual(dashboard.totalOrders);
    expect(view.lowStock).toEqual(dashboard.lowStock);
  });

  test('shows the counter’s sales beside the web’s, by payment mode', () => {
    expect(adminDashboardView(dashboard, external).counterSales).toEqual({
      value: '₹1,500.00',
      caption: 'No counter sales last month',
      byMode: 'Cash ₹600.00 · UPI ₹800.00 · Card ₹100.00',
    });
  });

  test("a recent order's date and total are in words, its time kept for the <time> element", () => {
    expect(adminDashboardView(dashboard, external).recentOrders).toEqual([
      {
        orderNumber: 'HW-000042',
        customerName: 'Asha Verma',
        placedOn: '22 Nov 2026',
        placedAt: '2026-11-22T18:15:00.000Z',
        status: 'placed',
        total: '₹450.00',
      },
    ]);
  });

  test("each day of the sales chart is labelled with India's calendar date", () => {
    expect(adminDashboardView(dashboard, external).salesDays).toEqual([
      { label: '1 Nov', revenuePaise: 11_250, revenue: '₹112.50', orders: 1 },
      { label: '22 Nov', revenuePaise: 0, revenue: '₹0.00', orders: 0 },
    ]);
  });

  test("the backups' times are in India's time, and what is wrong is kept in words", () => {
    const health = {
      lastBackupAt: '2026-11-25T21:05:00.000Z',
      lastArchivedAt: null,
      troubles: ['Archiving is failing.'],
    };
    expect(adminDashboardView(dashboard, { kind: 'embedded', health }).backups).toEqual({
      kind: 'embedded',
      lastBackup: '26 Nov 2026, 2:35 am',
      lastArchived: 'none yet',
      troubles: ['Archiving is failing.'],
    });
    expect(adminDashboardView(dashboard, external).backups).toEqual({ kind: 'external' });
    expect(adminDashboardView(dashboard, { kind: 'off' }).backups).toEqual({ kind: 'off' });
  });
});
