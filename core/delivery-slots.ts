/**
 * Delivery dates and slots for zones the shop's own riders serve: the next 14 days, each slot
 * with the orders it can take a day. A day cannot be chosen when it is closed, when its festival
 * cut-off has passed, or (today) after the same-day cut-off; a slot cannot when it is full or,
 * today, has already begun. Times are India's, whatever the server's zone.
 */
import { formatDeliveryDay } from './date-format.ts';
import type { DeliveryPromise } from './delivery-dates.ts';
import { addDays, indiaDateTime, indiaDayKey, indiaDayStart } from './india-calendar.ts';

/** How far ahead a customer may choose. */
export const SLOT_DAYS = 14;

/** A time of day in India, 'HH:MM' on the 24-hour clock. */
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isClockTime(text: string): boolean {
  return CLOCK.test(text);
}

/** '14:00' → { hour: 2, minutes: ':00' or '', meridiem: 'pm' } */
function clockParts(time: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return {
    hour: hours % 12 === 0 ? 12 : hours % 12,
    minutes: minutes === 0 ? '' : `:${String(minutes).padStart(2, '0')}`,
    meridiem: hours < 12 ? 'am' : 'pm',
  };
}

/** '14:00' → '2 pm', '10:30' → '10:30 am', '00:00' → '12 am' */
export function clockText(time: string): string {
  const { hour, minutes, meridiem } = clockParts(time);
  return `${hour}${minutes} ${meridiem}`;
}

/** '10:00'–'14:00' → '10 am–2 pm'; '14:00'–'18:00' → '2–6 pm' (one am or pm when both share it). */
export function slotLabel(startsAt: string, endsAt: string): string {
  const start = clockParts(startsAt);
  const end = clockParts(endsAt);
  const from =
    start.meridiem === end.meridiem ? `${start.hour}${start.minutes}` : clockText(startsAt);
  return `${from}–${clockText(endsAt)}`;
}

export interface DeliverySlot {
  id: string;
  startsAt: string;
  endsAt: string;
  /** Orders a day. */
  capacity: number;
}

export interface SlotCalendar {
  slots: readonly DeliverySlot[];
  /** After this time today ('12:00'), today cannot be chosen. */
  sameDayCutoff: string;
  /** Days the shop does not deliver, with the owner's note ('Diwali'). */
  closedDates: ReadonlyMap<string, string>;
  /** Festival cut-offs: orders for delivery on the day close at the instant. */
  cutoffs: ReadonlyMap<string, Date>;
  /** Orders already in each slot on each day, keyed `slotKey(slotId, day)`. */
  taken: ReadonlyMap<string, number>;
}

export const slotKey = (slotId: string, day: string) => `${slotId}|${day}`;

export interface SlotChoice {
  id: string;
  label: string;
  available: boolean;
  /** Why it cannot be chosen: 'Full', 'Too late today'. */
  reason?: string;
}

export interface DayChoice {
  day: string;
  /** 'Thu, 26 Nov' */
  label: string;
  /** Why no slot that day can be chosen; then `slots` are all unavailable. */
  closed?: string;
  slots: SlotChoice[];
}

/** 'Sun, 18 Oct at 6 pm' */
function instantText(instant: Date): string {
  const [day = '', time = '00:00'] = indiaDateTime(instant).split(' ');
  return `${formatDeliveryDay(indiaDayStart(day))} at ${clockText(time)}`;
}

/** Why nothing can be delivered on `day` for an order placed at `now`, or undefined. */
function dayClosed(calendar: SlotCalendar, day: string, now: Date): string | undefined {
  const note = calendar.closedDates.get(day);
  if (note !== undefined) return note ? `Closed: ${note}` : 'Closed';
  const cutoff = calendar.cutoffs.get(day);
  if (cutoff && now.getTime() >= cutoff.getTime()) {
    return `Orders closed ${instantText(cutoff)}`;
  }
  const [today = '', time = ''] = indiaDateTime(now).split(' ');
  if (day === today && time >= calendar.sameDayCutoff) {
    return `Orders for today close at ${clockText(calendar.sameDayCutoff)}`;
  }
  return undefined;
}

/**
 * The days and slots a customer in a slot zone may choose from at `now`: from today (same-day
 * zones) or tomorrow, for 14 days.
 */
export function dayChoices(
  calendar: SlotCalendar,
  promise: DeliveryPromise,
  now: Date,
): DayChoice[] {
  const today = indiaDayKey(now);
  const first = promise.kind === 'same-day' ? today : addDays(today, 1);
  const time = indiaDateTime(now).slice(11);
  return Array.from({ length: SLOT_DAYS }, (_, index) => {
    const day = addDays(first, index);
    const closed = dayClosed(calendar, day, now);
    const slots = calendar.slots.map((slot): SlotChoice => {
      const label = slotLabel(slot.startsAt, slot.endsAt);
      if (closed) return { id: slot.id, label, available: false, reason: closed };
      if (day === today && time >= slot.startsAt) {
        return { id: slot.id, label, available: false, reason: 'Too late today' };
      }
      const taken = calendar.taken.get(slotKey(slot.id, day)) ?? 0;
      if (taken >= slot.capacity) return { id: slot.id, label, available: false, reason: 'Full' };
      return { id: slot.id, label, available: true };
    });
    const label = formatDeliveryDay(indiaDayStart(day));
    return closed ? { day, label, closed, slots } : { day, label, slots };
  });
}

/**
 * Why the chosen day and slot cannot be had, in words for beside the field, or null when they
 * can (capacity is then taken in the order's transaction, which has the last word).
 */
export function slotRefusal(
  choices: readonly DayChoice[],
  chosen: { day: string; slotId: string } | null,
): string | null {
  if (!chosen) return 'Please choose a delivery date and slot.';
  const day = choices.find((choice) => choice.day === chosen.day);
  if (!day) return `Please choose a delivery date in the next ${SLOT_DAYS} days.`;
  if (day.closed) return `${day.label}: ${day.closed}. Please choose another day.`;
  const slot = day.slots.find((choice) => choice.id === chosen.slotId);
  if (!slot) return 'That delivery slot is no longer offered. Please choose another.';
  if (slot.reason === 'Full') {
    return `The ${slot.label} slot on ${day.label} is full. Please choose another.`;
  }
  if (!slot.available) {
    return `The ${slot.label} slot on ${day.label} can no longer be chosen. Please choose another.`;
  }
  return null;
}

/** The first slot that can be chosen, the day's and the slot's: what checkout offers first. */
export function earliestOpenSlot(
  choices: readonly DayChoice[],
): { day: string; slotId: string } | null {
  for (const choice of choices) {
    const slot = choice.slots.find((candidate) => candidate.available);
    if (slot) return { day: choice.day, slotId: slot.id };
  }
  return null;
}

/** The chosen day and slot with its label ('10 am–2 pm'), or null when none is offered so. */
export function chosenSlotOf(
  choices: readonly DayChoice[],
  chosen: { day: string; slotId: string } | null,
): { day: string; label: string } | null {
  const slot = choices
    .find((choice) => choice.day === chosen?.day)
    ?.slots.find((candidate) => candidate.id === chosen?.slotId);
  return chosen && slot ? { day: chosen.day, label: slot.label } : null;
}

/** The form's value for a day and slot, and back: '2026-11-26_<slot id>'. */
export const slotChoiceValue = (day: string, slotId: string) => `${day}_${slotId}`;

export function readSlotChoice(value: string | undefined): { day: string; slotId: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})_([0-9a-f-]{36})$/i.exec(value?.trim() ?? '');
  return match?.[1] && match[2] ? { day: match[1], slotId: match[2] } : null;
}

/** Same-day orders close at noon unless the owner says otherwise. */
export const DEFAULT_SAME_DAY_CUTOFF = '12:00';

/** An order's day and slot as customers read it: 'Thu, 26 Nov, 6–9 pm'; null without one. */
export function deliverySlotText(order: {
  deliveryDate: string | null;
  deliverySlot: string | null;
}): string | null {
  if (!order.deliveryDate || !order.deliverySlot) return null;
  return `${formatDeliveryDay(indiaDayStart(order.deliveryDate))}, ${order.deliverySlot}`;
}
