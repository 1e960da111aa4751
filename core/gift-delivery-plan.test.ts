import { describe, expect, test } from 'vitest';
import type { SlotCalendar } from './delivery-slots.ts';
import type { DeliveryZone } from './delivery-zones.ts';
import { planDeliveries } from './gift-delivery-plan.ts';
import type { CheckedRecipient, GiftProduct } from './gift-recipients.ts';

const products: GiftProduct[] = [
  {
    variantId: 'kaju-500',
    name: 'Kaju Katli (500g)',
    productName: 'Kaju Katli',
    perishable: false,
  },
  { variantId: 'rasgulla-1kg', name: 'Rasgulla (1kg)', productName: 'Rasgulla', perishable: true },
];

describe('planning each parcel’s delivery', () => {
  const local: DeliveryZone = {
    name: 'Local',
    coverage: [{ kind: 'prefix', prefix: '110' }],
    perishables: true,
    cashOnDelivery: true,
    promise: { kind: 'next-day', fewestDays: 0, mostDays: 0 },
    slots: true,
  };
  const courier: DeliveryZone = {
    name: 'Rest of India',
    coverage: [{ kind: 'prefix', prefix: '5' }],
    perishables: false,
    cashOnDelivery: false,
    promise: { kind: 'business-days', fewestDays: 2, mostDays: 5 },
    slots: false,
  };
  const slotId = '00000000-0000-4000-8000-000000000001';
  const laterSlotId = '00000000-0000-4000-8000-000000000002';
  const calendar: SlotCalendar = {
    slots: [
      { id: slotId, startsAt: '10:00', endsAt: '14:00', capacity: 2 },
      { id: laterSlotId, startsAt: '18:00', endsAt: '21:00', capacity: 1 },
    ],
    sameDayCutoff: '12:00',
    closedDates: new Map(),
    cutoffs: new Map(),
    taken: new Map(),
  };
  // 10:00 in India on 25 Nov: the first slots are tomorrow's.
  const now = new Date('2026-11-25T04:30:00Z');
  const recipient = (
    position: number,
    pincode: string,
    items = [{ variantId: 'kaju-500', quantity: 1 }],
  ) =>
    ({
      position,
      name: `R${position}`,
      pincode,
      items,
      deliverySlot: null,
    }) as unknown as CheckedRecipient;

  const plan = (recipients: CheckedRecipient[], cashOnDelivery = false) =>
    planDeliveries({
      recipients,
      products,
      zones: [local, courier],
      calendar,
      cashOnDelivery,
      now,
    });

  test('fills the earliest slot with room, one place per parcel, then the next', () => {
    const planned = plan([1, 2, 3, 4].map((position) => recipient(position, '110024')));
    expect(planned.problems).toEqual([]);
    expect(planned.deliveries.map((delivery) => delivery.slot)).toEqual([
      { deliveryDate: '2026-11-26', deliverySlotId: slotId, deliverySlot: '10 am–2 pm' },
      { deliveryDate: '2026-11-26', deliverySlotId: slotId, deliverySlot: '10 am–2 pm' },
      { deliveryDate: '2026-11-26', deliverySlotId: laterSlotId, deliverySlot: '6–9 pm' },
      { deliveryDate: '2026-11-27', deliverySlotId: slotId, deliverySlot: '10 am–2 pm' },
    ]);
  });

  test('a chosen slot the rows above have filled is refused, naming the slot', () => {
    const chosen = { day: '2026-11-26', slotId: laterSlotId };
    const planned = plan([
      { ...recipient(1, '110024'), deliverySlot: chosen },
      { ...recipient(2, '110001'), deliverySlot: chosen },
    ]);
    expect(planned.problems).toEqual([
      {
        position: 2,
        field: 'deliverySlot',
        message: 'The 6–9 pm slot on Thu, 26 Nov is full. Please choose another.',
      },
    ]);
    expect(planned.deliveries.map((delivery) => delivery.position)).toEqual([1]);
  });

  test('a perishable to a far recipient, an unknown pincode and cash where none is taken are refused per row', () => {
    const planned = plan(
      [
        recipient(1, '110024', [{ variantId: 'rasgulla-1kg', quantity: 1 }]),
        recipient(2, '560001', [{ variantId: 'rasgulla-1kg', quantity: 1 }]),
        recipient(3, '999999'),
        recipient(4, '560001'),
      ],
      true,
    );
    expect(planned.deliveries.map((delivery) => delivery.position)).toEqual([1]);
    expect(planned).toMatchObject({
      problems: [
        {
          position: 2,
          field: 'pincode',
          message: 'Rasgulla is delivered only in Local. Pincode 560001 is in Rest of India.',
        },
        { position: 3, field: 'pincode', message: 'We do not deliver to pincode 999999.' },
        {
          position: 4,
          field: 'pincode',
          message: 'Cash on Delivery is not available for pincode 560001. Please pay online.',
        },
      ],
    });
  });

  test('a parcel in a zone without slots has none', () => {
    const planned = plan([recipient(1, '560001')]);
    expect(planned.deliveries[0]).toMatchObject({ zone: courier, slot: null });
  });
});
