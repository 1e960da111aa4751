import { describe, expect, test } from 'vitest';
import type { DeliveryPromise } from './delivery-dates.ts';
import { deliveryPromiseText, parcelsPromiseText } from './delivery-promise.ts';

const zone = (promise: DeliveryPromise) => ({ promise });
const courier = (fewestDays: number, mostDays: number) =>
  zone({ kind: 'business-days', fewestDays, mostDays });
const sameDay = zone({ kind: 'same-day', fewestDays: 0, mostDays: 0 });
const nextDay = zone({ kind: 'next-day', fewestDays: 0, mostDays: 0 });
// A Thursday in India.
const today = '2026-11-26';

describe('deliveryPromiseText', () => {
  test("says the shop's 2-3 business days where no pincode or zone is known", () => {
    expect(deliveryPromiseText({ zone: null, slot: null, today })).toBe(
      'Delivery in 2-3 business days',
    );
    expect(deliveryPromiseText({ zone: null, slot: null, today: null })).toBe(
      'Delivery in 2-3 business days',
    );
  });

  test("says a courier zone's own business days, the spec's words for 2-3", () => {
    expect(deliveryPromiseText({ zone: courier(2, 3), slot: null, today })).toBe(
      'Delivery in 2-3 business days',
    );
    expect(deliveryPromiseText({ zone: courier(5, 9), slot: null, today })).toBe(
      'Delivery in 5-9 business days',
    );
    expect(deliveryPromiseText({ zone: courier(1, 1), slot: null, today })).toBe(
      'Delivery in 1 business day',
    );
  });

  test("says the riders' speed in the words of the owner's Delivery page", () => {
    expect(deliveryPromiseText({ zone: sameDay, slot: null, today })).toBe(
      "Same day delivery by the shop's riders",
    );
    expect(deliveryPromiseText({ zone: nextDay, slot: null, today })).toBe(
      "Next day delivery by the shop's riders",
    );
  });

  test("with a chosen slot, says the slot's day and time, whatever the zone", () => {
    const slot = (day: string) => ({ day, label: '10 am–2 pm' });
    expect(deliveryPromiseText({ zone: sameDay, slot: slot('2026-11-26'), today })).toBe(
      'Delivery today, 10 am–2 pm',
    );
    expect(deliveryPromiseText({ zone: sameDay, slot: slot('2026-11-27'), today })).toBe(
      'Delivery tomorrow, 10 am–2 pm',
    );
    expect(deliveryPromiseText({ zone: nextDay, slot: slot('2026-11-28'), today })).toBe(
      'Delivery on Sat, 28 Nov, 10 am–2 pm',
    );
    // Tomorrow across the month's end.
    expect(
      deliveryPromiseText({ zone: sameDay, slot: slot('2026-12-01'), today: '2026-11-30' }),
    ).toBe('Delivery tomorrow, 10 am–2 pm');
  });

  test('read on another day (an e-mail), names the slot’s day even when it was today', () => {
    expect(
      deliveryPromiseText({ zone: null, slot: { day: today, label: '6–9 pm' }, today: null }),
    ).toBe('Delivery on Thu, 26 Nov, 6–9 pm');
  });
});

describe('parcelsPromiseText', () => {
  test('one parcel is the parcel; more are each of them', () => {
    expect(parcelsPromiseText(1)).toBe('The parcel arrives as your recipient list says.');
    expect(parcelsPromiseText(3)).toBe(
      'Each of the 3 parcels arrives as your recipient list says.',
    );
  });
});
