/**
 * The delivery promise, the one sentence every page and e-mail uses to say when an order
 * arrives: the zone's own promise for the pincode when one is known, the slot's day and time
 * once one is chosen, and the shop's 'Delivery in 2-3 business days' where no pincode is known.
 * The zone's speed is said in the words the owner's Delivery page lists it in (promiseText).
 */
import { promiseText, type DeliveryPromise } from './delivery-dates.ts';
import { deliverySlotText } from './delivery-slots.ts';
import { addDays } from './india-calendar.ts';
import { DELIVERY_DAYS } from './shipping.ts';

/** What the shop promises before it knows where an order goes: 2-3 business days. */
const WITHOUT_PINCODE: DeliveryPromise = {
  kind: 'business-days',
  fewestDays: DELIVERY_DAYS.fewest,
  mostDays: DELIVERY_DAYS.most,
};

export interface PromisedSlot {
  /** India's calendar day, '2026-11-26'. */
  day: string;
  /** '10 am–2 pm' (slotLabel). */
  label: string;
}

/**
 * 'Delivery in 2-3 business days' (no zone known, or a courier zone of 2-3 days), 'Delivery in
 * 5-9 business days', 'Same day delivery by the shop's riders', 'Next day delivery by the
 * shop's riders'; with a slot 'Delivery today, 10 am–2 pm', 'Delivery tomorrow, 2–6 pm' or
 * 'Delivery on Sat, 28 Nov, 6–9 pm'. `today` is India's calendar day the text is read on; null
 * where it is read later (an e-mail), so the slot's day is always named.
 */
export function deliveryPromiseText(input: {
  zone: { promise: DeliveryPromise } | null;
  slot: PromisedSlot | null;
  today: string | null;
}): string {
  const { slot, today } = input;
  if (slot) {
    if (slot.day === today) return `Delivery today, ${slot.label}`;
    if (today && slot.day === addDays(today, 1)) return `Delivery tomorrow, ${slot.label}`;
    return `Delivery on ${deliverySlotText({ deliveryDate: slot.day, deliverySlot: slot.label })}`;
  }
  const promise = input.zone?.promise ?? WITHOUT_PINCODE;
  if (promise.kind === 'business-days') return `Delivery in ${promiseText(promise)}`;
  return `${promiseText(promise)} delivery by the shop's riders`;
}

/**
 * An order to several people's promise, each parcel arriving on its own row's day or slot:
 * 'The parcel arrives as your recipient list says.' for one, 'Each of the 3 parcels arrives …'.
 */
export function parcelsPromiseText(parcels: number): string {
  return parcels === 1
    ? 'The parcel arrives as your recipient list says.'
    : `Each of the ${parcels} parcels arrives as your recipient list says.`;
}
