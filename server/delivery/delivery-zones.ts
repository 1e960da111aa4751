import { asc } from 'drizzle-orm';
import { DELIVERY_WITHOUT_ZONES, readCoverage, type DeliveryZone } from '#core/delivery-zones.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { deliveryZones } from '#server/db/schema.ts';

/**
 * The shop's delivery zones in the owner's order, their pincodes read. Inside an order's
 * transaction this is what the order is checked against.
 */
export async function listDeliveryZones(db: Db | Transaction): Promise<DeliveryZone[]> {
  const rows = await db
    .select({
      name: deliveryZones.name,
      pincodes: deliveryZones.pincodes,
      perishables: deliveryZones.perishables,
      cashOnDelivery: deliveryZones.cashOnDelivery,
      kind: deliveryZones.deliveryKind,
      fewestDays: deliveryZones.fewestDays,
      mostDays: deliveryZones.mostDays,
    })
    .from(deliveryZones)
    .orderBy(asc(deliveryZones.position), asc(deliveryZones.createdAt));
  if (rows.length === 0) return [DELIVERY_WITHOUT_ZONES];
  return rows.map(({ pincodes, kind, fewestDays, mostDays, ...zone }) => {
    const reading = readCoverage(pincodes);
    // Only the zone form writes this column, and it stores what it has read.
    if ('error' in reading) throw new Error(`Delivery zone ${zone.name}: ${reading.error}`);
    return { ...zone, coverage: reading.entries, promise: { kind, fewestDays, mostDays } };
  });
}
