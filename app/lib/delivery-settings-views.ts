/**
 * What the admin's Delivery page shows: a row per zone, the zone dialog's fields as text, and
 * the slot settings with their days and cut-offs in words (IST).
 */
import { formatShopDate, formatShopDateTime } from '#core/date-format.ts';
import { promiseText, type DeliveryKind } from '#core/delivery-dates.ts';
import { slotLabel } from '#core/delivery-slots.ts';
import { indiaDayStart } from '#core/india-calendar.ts';
import type { AdminDeliveryZone } from '#server/delivery/delivery-zones.ts';
import type { slotSettings } from '#server/delivery/slot-settings.ts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function deliveryZoneRow(zone: AdminDeliveryZone) {
  return {
    id: zone.id,
    name: zone.name,
    pincodes: zone.pincodes,
    delivery: promiseText(zone.promise),
    perishables: yesNo(zone.perishables),
    cashOnDelivery: yesNo(zone.cashOnDelivery),
    slots: yesNo(zone.slots),
  };
}

export type DeliveryZoneRow = ReturnType<typeof deliveryZoneRow>;

/** The zone dialog's fields as text; `id` is undefined for a new zone. */
export interface DeliveryZoneFormView {
  id?: string;
  name: string;
  pincodes: string;
  perishables: boolean;
  cashOnDelivery: boolean;
  slots: boolean;
  deliveryKind: DeliveryKind;
  fewestDays: string;
  mostDays: string;
}

/** A new zone: by courier in 2–3 business days, Cash on Delivery taken, no perishables. */
export const NEW_ZONE: DeliveryZoneFormView = {
  name: '',
  pincodes: '',
  perishables: false,
  cashOnDelivery: true,
  slots: false,
  deliveryKind: 'business-days',
  fewestDays: '2',
  mostDays: '3',
};

/** A zone's own fields for editing; the days are asked only of a courier's promise. */
export function deliveryZoneFormView(zone: AdminDeliveryZone): DeliveryZoneFormView {
  const { kind, fewestDays, mostDays } = zone.promise;
  const byCourier = kind === 'business-days';
  return {
    id: zone.id,
    name: zone.name,
    pincodes: zone.pincodes,
    perishables: zone.perishables,
    cashOnDelivery: zone.cashOnDelivery,
    slots: zone.slots,
    deliveryKind: kind,
    fewestDays: byCourier ? String(fewestDays) : '',
    mostDays: byCourier ? String(mostDays) : '',
  };
}

export interface SlotSettingsView {
  slots: Array<{ id: string; label: string; startsAt: string; endsAt: string; capacity: number }>;
  sameDayCutoff: string;
  closedDates: Array<{ day: string; label: string; note: string }>;
  cutoffs: Array<{ day: string; text: string }>;
}

export function slotSettingsView(
  settings: Awaited<ReturnType<typeof slotSettings>>,
): SlotSettingsView {
  const day = (dayKey: string) => formatShopDate(indiaDayStart(dayKey));
  return {
    slots: settings.slots.map((slot) => ({
      ...slot,
      label: slotLabel(slot.startsAt, slot.endsAt),
    })),
    sameDayCutoff: settings.sameDayCutoff,
    closedDates: settings.closedDates.map((closed) => ({ ...closed, label: day(closed.day) })),
    cutoffs: settings.cutoffs.map((cutoff) => ({
      day: cutoff.day,
      text: `Last orders for delivery on ${day(cutoff.day)} close on ${formatShopDateTime(cutoff.closesAt)}`,
    })),
  };
}

/** The form of the page each post belongs to, so its answer shows beside it. */
export function deliveryFormOf(fields: Partial<Record<string, string>>): string {
  switch (fields.intent) {
    case 'create':
    case 'update':
      return 'dialog';
    case 'save-slot':
    case 'delete-slot':
      return `slot-${fields.id ?? ''}`;
    case 'add-slot':
      return 'add-slot';
    case 'set-same-day-cutoff':
      return 'same-day-cutoff';
    case 'close-date':
    case 'reopen-date':
      return 'closed-dates';
    case 'add-cutoff':
    case 'remove-cutoff':
      return 'festival-cutoffs';
    default:
      return 'row';
  }
}
