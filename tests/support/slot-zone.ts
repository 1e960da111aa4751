/** A zone of the shop's own riders with delivery slots, as a service test needs one. */
import type { Db } from '#server/db/client.ts';
import { deliverySlots, deliveryZones } from '#server/db/schema/delivery.ts';

/**
 * 'Local': pincodes starting 110, perishables and Cash on Delivery, delivered the next day or
 * later in these slots; their ids by start ('10:00'), in the order given.
 */
export async function localSlotZone(
  db: Db,
  slots: ReadonlyArray<{ startsAt: string; endsAt: string; capacity: number }>,
): Promise<Map<string, string>> {
  await db.insert(deliveryZones).values({
    name: 'Local',
    pincodes: '110',
    perishables: true,
    cashOnDelivery: true,
    deliveryKind: 'next-day',
    slots: true,
    position: 1,
  });
  const made = await db
    .insert(deliverySlots)
    .values([...slots])
    .returning({ id: deliverySlots.id, startsAt: deliverySlots.startsAt });
  return new Map(made.map((slot) => [slot.startsAt, slot.id]));
}
