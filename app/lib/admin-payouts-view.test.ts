import { describe, expect, test } from 'vitest';
import { exportRangeView, payoutsView } from './admin-payouts-view.ts';

// 9 pm on 25 Nov 2026 in India.
const now = new Date('2026-11-25T15:30:00.000Z');

describe('the Payouts page', () => {
  test('shows its figures and each transaction in rupees, dated in India', () => {
    const view = payoutsView({
      figures: {
        totalRevenuePaise: 12_345_600,
        thisMonthPaise: 45_000,
        monthLabel: 'November 2026',
        pendingPayoutsPaise: 0,
      },
      recentTransactions: [
        {
          orderNumber: 'HW-000042',
          customerName: 'Asha Verma',
          totalPaise: 11_250,
          paymentMethodLabel: 'Cash on Delivery',
          status: 'Processing',
          createdAt: new Date('2026-11-21T19:00:00.000Z'),
        },
      ],
      counter: {
        bills: 4,
        totalPaise: 90_000,
        byMode: { cash: 40_000, upi: 45_000, card: 5_000 },
        thisMonthPaise: 20_000,
        lastMonthPaise: 70_000,
      },
    });
    expect(view.figures).toEqual({
      totalRevenue: '₹1,23,456.00',
      thisMonth: '₹450.00',
      monthLabel: 'November 2026',
      pendingPayouts: '₹0.00',
    });
    expect(view.counter).toEqual({
      total: '₹900.00',
      caption: 'Cash ₹400.00 · UPI ₹450.00 · Card ₹50.00; ₹200.00 this month',
    });
    expect(view.transactions).toEqual([
      {
        orderNumber: 'HW-000042',
        customerName: 'Asha Verma',
        amount: '₹112.50',
        paymentMethod: 'Cash on Delivery',
        status: 'Processing',
        date: '22 Nov 2026',
        at: '2026-11-21T19:00:00.000Z',
      },
    ]);
  });

  test('the export form starts at this month so far', () => {
    expect(exportRangeView(null, null, now)).toEqual({
      from: '2026-11-01',
      to: '2026-11-25',
      errors: {},
    });
  });

  test('a range the export refused comes back as asked, its error beside the field it names', () => {
    expect(exportRangeView('2026-11-20', '2026-11-02', now)).toEqual({
      from: '2026-11-20',
      to: '2026-11-02',
      errors: { from: 'The From date must be on or before the To date.' },
    });
    expect(exportRangeView('2026-11-01', 'soon', now).errors).toEqual({
      to: 'Enter the To date as a real date (YYYY-MM-DD).',
    });
  });
});
