import { describe, expect, test } from 'vitest';
import {
  deliveryFormOf,
  deliveryZoneFormView,
  deliveryZoneRow,
  slotSettingsView,
} from './delivery-settings-views.ts';

const local = {
  id: 'zone-1',
  name: 'Local',
  pincodes: '110001-110099',
  perishables: true,
  cashOnDelivery: true,
  slots: true,
  promise: { kind: 'same-day' as const, fewestDays: 0, mostDays: 0 },
};
const rest = {
  ...local,
  id: 'zone-2',
  name: 'Rest of India',
  pincodes: '*',
  perishables: false,
  cashOnDelivery: false,
  slots: false,
  promise: { kind: 'business-days' as const, fewestDays: 2, mostDays: 3 },
};

describe("a row of the Delivery page's zones", () => {
  test('says its promise and answers Yes or No for what it takes', () => {
    expect(deliveryZoneRow(local)).toEqual({
      id: 'zone-1',
      name: 'Local',
      pincodes: '110001-110099',
      delivery: 'Same day',
      perishables: 'Yes',
      cashOnDelivery: 'Yes',
      slots: 'Yes',
    });
    expect(deliveryZoneRow(rest)).toMatchObject({
      delivery: '2-3 business days',
      perishables: 'No',
      cashOnDelivery: 'No',
      slots: 'No',
    });
  });
});

describe('the zone dialog', () => {
  test("asks a courier's days as text, and leaves them empty for the shop's riders", () => {
    expect(deliveryZoneFormView(rest)).toMatchObject({
      id: 'zone-2',
      deliveryKind: 'business-days',
      fewestDays: '2',
      mostDays: '3',
    });
    expect(deliveryZoneFormView(local)).toMatchObject({
      deliveryKind: 'same-day',
      fewestDays: '',
      mostDays: '',
    });
  });
});

describe('the slot settings', () => {
  test('label each slot, closed date and festival cut-off in words, in India', () => {
    const view = slotSettingsView({
      slots: [{ id: 'slot-1', startsAt: '18:00', endsAt: '21:00', capacity: 20 }],
      sameDayCutoff: '12:00',
      closedDates: [{ day: '2026-11-08', note: 'Diwali' }],
      cutoffs: [{ day: '2026-11-07', closesAt: new Date('2026-11-05T12:30:00.000Z') }],
    });
    expect(view).toEqual({
      slots: [{ id: 'slot-1', startsAt: '18:00', endsAt: '21:00', capacity: 20, label: '6–9 pm' }],
      sameDayCutoff: '12:00',
      closedDates: [{ day: '2026-11-08', note: 'Diwali', label: '8 Nov 2026' }],
      cutoffs: [
        {
          day: '2026-11-07',
          text: 'Last orders for delivery on 7 Nov 2026 close on 5 Nov 2026, 6:00 pm',
        },
      ],
    });
  });
});

describe('which form of the Delivery page a post answers', () => {
  test.each([
    [{ intent: 'create' }, 'dialog'],
    [{ intent: 'update', id: 'zone-1' }, 'dialog'],
    [{ intent: 'save-slot', id: 'slot-1' }, 'slot-slot-1'],
    [{ intent: 'delete-slot', id: 'slot-1' }, 'slot-slot-1'],
    [{ intent: 'add-slot' }, 'add-slot'],
    [{ intent: 'set-same-day-cutoff' }, 'same-day-cutoff'],
    [{ intent: 'reopen-date' }, 'closed-dates'],
    [{ intent: 'remove-cutoff' }, 'festival-cutoffs'],
    [{ intent: 'move', id: 'zone-1' }, 'row'],
  ])('%o answers %s', (fields, form) => {
    expect(deliveryFormOf(fields)).toBe(form);
  });
});
