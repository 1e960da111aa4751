import { describe, expect, test } from 'vitest';
import { deliveriesSheetView } from './deliveries-sheet-view.ts';

const stop = {
  orderNumber: 'HW-000042',
  customerName: 'Asha Verma',
  customerPhone: '9876543210',
  address: '12 Chandni Chowk, Delhi 110006',
  lines: [{ productName: 'Kaju Katli', weight: '500g', quantity: 2 }],
  giftMessage: null,
  paymentMethod: 'cod' as const,
  collectPaise: 90_000,
};

describe("the riders' deliveries sheet", () => {
  test('is titled with the day written out', () => {
    expect(deliveriesSheetView('2026-11-26', []).title).toBe('Deliveries for 26 November 2026');
  });

  test('says how each stop pays and the cash to collect, or that it is paid', () => {
    const runs = [
      {
        slot: '6–9 pm',
        stops: [
          stop,
          {
            ...stop,
            orderNumber: 'HW-000043',
            paymentMethod: 'razorpay' as const,
            collectPaise: 0,
          },
        ],
      },
    ];
    const [run] = deliveriesSheetView('2026-11-26', runs).runs;
    expect(run?.slot).toBe('6–9 pm');
    expect(run?.stops.map(({ payment, collect }) => ({ payment, collect }))).toEqual([
      { payment: 'Cash on Delivery', collect: '₹900.00' },
      { payment: 'Razorpay', collect: 'Nothing (paid)' },
    ]);
  });
});
