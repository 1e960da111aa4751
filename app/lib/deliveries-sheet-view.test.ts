import { describe, expect, test } from 'vitest';
import { deliveriesSheetView } from './deliveries-sheet-view.ts';

const stop = {
  orderNumber: 'HW-000042',
  customerName: 'Asha Verma',
  customerPhone: '9876543210',
  address: '12 Chandni Chowk, Delhi 110006',
  lines: [{ productName: 'Kaju Katli', weight: '500g', quantity: 2 }],
  giftMessage: null,
  status: 'packed' as const,
  paymentMethod: 'cod' as const,
  paymentStatus: 'pending' as const,
  collectPaise: 90_000,
  parcel: null,
};

describe("the riders' deliveries sheet", () => {
  test('is titled with the day written out', () => {
    expect(deliveriesSheetView('2026-11-26', [], 'owner').title).toBe(
      'Deliveries for 26 November 2026',
    );
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
            paymentStatus: 'paid' as const,
            collectPaise: 0,
          },
        ],
      },
    ];
    const [run] = deliveriesSheetView('2026-11-26', runs, 'owner').runs;
    expect(run?.slot).toBe('6–9 pm');
    expect(run?.stops.map(({ payment, collect }) => ({ payment, collect }))).toEqual([
      { payment: 'Cash on Delivery', collect: '₹900.00' },
      { payment: 'Razorpay', collect: 'Nothing (paid)' },
    ]);
  });

  test('offers Mark delivered to a rider for a packed or shipped order, never to a packer', () => {
    const runs = [
      {
        slot: '6–9 pm',
        stops: [stop, { ...stop, orderNumber: 'HW-000043', status: 'confirmed' as const }],
      },
    ];
    const offered = (role: 'rider' | 'packer') =>
      deliveriesSheetView('2026-11-26', runs, role).runs[0]?.stops.map((each) => each.canDeliver);
    expect(offered('rider')).toEqual([true, false]);
    expect(offered('packer')).toEqual([false, false]);
  });

  test('a parcel of an order to several people says which, its buyer pays, and is handed over once', () => {
    const parcel = (position: number, delivered: boolean) => ({
      ...stop,
      orderNumber: 'HW-000050',
      status: 'shipped' as const,
      paymentMethod: 'razorpay' as const,
      paymentStatus: 'paid' as const,
      collectPaise: 0,
      parcel: { position, of: 60, delivered },
    });
    const runs = [{ slot: '10 am–2 pm', stops: [parcel(3, false), parcel(4, true)] }];
    const stops = deliveriesSheetView('2026-11-26', runs, 'rider').runs[0]?.stops;
    expect(
      stops?.map(({ reference, statusLabel, canDeliver }) => ({
        reference,
        statusLabel,
        canDeliver,
      })),
    ).toEqual([
      { reference: 'HW-000050, parcel 3 of 60', statusLabel: 'On its way', canDeliver: true },
      { reference: 'HW-000050, parcel 4 of 60', statusLabel: 'Delivered', canDeliver: false },
    ]);
  });
});
