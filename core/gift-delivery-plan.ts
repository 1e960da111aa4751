/**
 * Where each recipient's parcel can go, and when: the delivery zone of its pincode, checked for
 * perishables and Cash on Delivery, and in a slot zone a day and slot with room.
 */
import {
  dayChoices,
  earliestOpenSlot,
  slotKey,
  slotLabel,
  slotRefusal,
  SLOT_DAYS,
  type SlotCalendar,
} from './delivery-slots.ts';
import { perishableReach, zoneForPincode, type DeliveryZone } from './delivery-zones.ts';
import type { CheckedRecipient, GiftProduct, RecipientField } from './gift-recipients.ts';

/** A recipient's delivery as planned: the zone and, in a slot zone, the day and slot. */
export interface PlannedDelivery {
  position: number;
  zone: DeliveryZone;
  slot: { deliveryDate: string; deliverySlotId: string; deliverySlot: string } | null;
}

/** The parcels that can go, planned, and why each of the others cannot. */
export interface DeliveryPlan {
  deliveries: PlannedDelivery[];
  problems: { position: number; field: RecipientField; message: string }[];
}

/**
 * Where each recipient's parcel can go, and when: the zone that covers the pincode, with every
 * perishable it holds and Cash on Delivery checked against it; in a slot zone, the chosen day
 * and slot, or else the earliest with room, counting the places the rows above have taken.
 */
export function planDeliveries(input: {
  recipients: readonly CheckedRecipient[];
  products: readonly GiftProduct[];
  zones: readonly DeliveryZone[];
  calendar: SlotCalendar | null;
  cashOnDelivery: boolean;
  now: Date;
}): DeliveryPlan {
  const { recipients, products, zones, calendar, now } = input;
  const taken = new Map(calendar?.taken ?? []);
  const deliveries: PlannedDelivery[] = [];
  const problems: DeliveryPlan['problems'] = [];
  for (const recipient of recipients) {
    const receives = products.filter((product) =>
      recipient.items.some((item) => item.variantId === product.variantId),
    );
    const zone = zoneForPincode(zones, recipient.pincode);
    const refusal = parcelRefusal(zone, recipient.pincode, receives, input);
    if (refusal || !zone) {
      problems.push({
        position: recipient.position,
        field: 'pincode',
        message: refusal ?? `We do not deliver to pincode ${recipient.pincode}.`,
      });
      continue;
    }
    if (!zone.slots || !calendar) {
      deliveries.push({ position: recipient.position, zone, slot: null });
      continue;
    }
    const choices = dayChoices({ ...calendar, taken }, zone.promise, now);
    const wanted = recipient.deliverySlot ?? earliestOpenSlot(choices);
    const slotProblem = wanted
      ? slotRefusal(choices, wanted)
      : `No delivery slot is open in the next ${SLOT_DAYS} days for this pincode.`;
    const slot = calendar.slots.find((candidate) => candidate.id === wanted?.slotId);
    if (slotProblem || !wanted || !slot) {
      problems.push({
        position: recipient.position,
        field: 'deliverySlot',
        message: slotProblem ?? 'Please choose a delivery date and slot.',
      });
      continue;
    }
    const key = slotKey(slot.id, wanted.day);
    taken.set(key, (taken.get(key) ?? 0) + 1);
    deliveries.push({
      position: recipient.position,
      zone,
      slot: {
        deliveryDate: wanted.day,
        deliverySlotId: slot.id,
        deliverySlot: slotLabel(slot.startsAt, slot.endsAt),
      },
    });
  }
  return { deliveries, problems };
}

/**
 * Why a parcel cannot go to its pincode, or null: no zone covers it, a perishable it holds goes
 * only to other zones, or its zone takes no cash when the order is paid in cash.
 */
function parcelRefusal(
  zone: DeliveryZone | null,
  pincode: string,
  receives: readonly GiftProduct[],
  order: { zones: readonly DeliveryZone[]; cashOnDelivery: boolean },
): string | null {
  if (!zone) return `We do not deliver to pincode ${pincode}.`;
  const perishable = receives.find((product) => product.perishable);
  if (perishable && !zone.perishables) {
    return `${perishableReach(perishable.productName, order.zones)} Pincode ${pincode} is in ${zone.name}.`;
  }
  if (order.cashOnDelivery && !zone.cashOnDelivery) {
    return `Cash on Delivery is not available for pincode ${pincode}. Please pay online.`;
  }
  return null;
}
