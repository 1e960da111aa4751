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
  totalPaise: 90_000,
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

  test('a Cash on Delivery order to several people collects its whole total at parcel 1 only', () => {
    const parcel = (position: number) => ({
      ...stop,
      orderNumber: 'HW-000051',
      status: 'shipped' as const,
      totalPaise: 450_000,
      parcel: { position, of: 3, delivered: false },
    });
    const runs = [{ slot: '10 am–2 pm', stops: [parcel(1), parcel(2), parcel(3)] }];
    const stops = deliveriesSheetView('2026-11-26', runs, 'rider').runs[0]?.stops;
    expect(stops?.map(({ payment, collect }) => ({ payment, collect }))).toEqual([
      { payment: 'Cash on Delivery', collect: '₹4,500.00 (whole order)' },
      { payment: 'Cash on Delivery', collect: 'Nothing (collected on parcel 1)' },
      { payment: 'Cash on Delivery', collect: 'Nothing (collected on parcel 1)' },
    ]);
    const paid = deliveriesSheetView(
      '2026-11-26',
      [{ slot: '10 am–2 pm', stops: [{ ...parcel(2), paymentStatus: 'paid' as const }] }],
      'rider',
    ).runs;
    expect(paid[0]?.stops[0]?.collect).toBe('Nothing (paid)');
  });

  test("a packer's sheet, as its order pages, shows no payment, cash to collect or total", () => {
    const runs = [{ slot: '6–9 pm', stops: [{ ...stop, totalPaise: null }] }];
    const sheet = deliveriesSheetView('2026-11-26', runs, 'packer');
    expect(sheet.showsCash).toBe(false);
    expect(sheet.runs[0]?.stops[0]).toMatchObject({ payment: null, collect: null });
    expect(JSON.stringify(sheet)).not.toMatch(/₹|900|Cash on Delivery|cod/);
  });
});
