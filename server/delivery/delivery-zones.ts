/** The shop's delivery zones: read for every order, and kept by the admin on the Delivery page. */
import { asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import type { DeliveryPromise } from '#core/delivery-dates.ts';
import { DELIVERY_WITHOUT_ZONES, readCoverage, type DeliveryZone } from '#core/delivery-zones.ts';
import type { DeliveryZoneInput } from '#core/delivery-zone-input.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit, recordChange } from '#server/staff/audit-log.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { changingKeptReads } from '#server/db/kept-reads.ts';
import { deliveryZones } from '#server/db/schema/delivery.ts';
import { uniqueViolationOf } from '#server/db/unique-violation.ts';

const zoneColumns = {
  id: deliveryZones.id,
  name: deliveryZones.name,
  pincodes: deliveryZones.pincodes,
  perishables: deliveryZones.perishables,
  cashOnDelivery: deliveryZones.cashOnDelivery,
  kind: deliveryZones.deliveryKind,
  fewestDays: deliveryZones.fewestDays,
  mostDays: deliveryZones.mostDays,
  slots: deliveryZones.slots,
};

/** A zone as the admin's table and dialog show it: the pincodes as the owner wrote them. */
export interface AdminDeliveryZone {
  id: string;
  name: string;
  pincodes: string;
  perishables: boolean;
  cashOnDelivery: boolean;
  promise: DeliveryPromise;
  slots: boolean;
}

type ZoneRow = {
  [Column in keyof typeof zoneColumns]: (typeof zoneColumns)[Column]['_']['data'];
};

const asAdminZone = ({ kind, fewestDays, mostDays, ...zone }: ZoneRow): AdminDeliveryZone => ({
  ...zone,
  promise: { kind, fewestDays, mostDays },
});

async function zoneRows(db: Db | Transaction): Promise<AdminDeliveryZone[]> {
  const rows = await db
    .select(zoneColumns)
    .from(deliveryZones)
    .orderBy(asc(deliveryZones.position), asc(deliveryZones.createdAt));
  return rows.map(asAdminZone);
}

/**
 * Every zone as one JSON value, in the owner's order, for a statement that reads more beside
 * them (delivery-rules.ts); `zonesFromJson` reads it.
 */
export const zonesAsJson = sql<ZoneRow[]>`coalesce((
  select json_agg(json_build_object('id', ${deliveryZones.id}, 'name', ${deliveryZones.name},
    'pincodes', ${deliveryZones.pincodes}, 'perishables', ${deliveryZones.perishables},
    'cashOnDelivery', ${deliveryZones.cashOnDelivery}, 'kind', ${deliveryZones.deliveryKind},
    'fewestDays', ${deliveryZones.fewestDays}, 'mostDays', ${deliveryZones.mostDays},
    'slots', ${deliveryZones.slots})
    order by ${deliveryZones.position}, ${deliveryZones.createdAt})
  from ${deliveryZones}), '[]'::json)`;

export const zonesFromJson = (rows: readonly ZoneRow[]) => withCoverage(rows.map(asAdminZone));

/**
 * The shop's delivery zones in the owner's order, their pincodes read. Inside an order's
 * transaction this is what the order is checked against.
 */
export async function listDeliveryZones(db: Db | Transaction): Promise<DeliveryZone[]> {
  return withCoverage(await zoneRows(db));
}

function withCoverage(rows: readonly AdminDeliveryZone[]): DeliveryZone[] {
  if (rows.length === 0) return [DELIVERY_WITHOUT_ZONES];
  return rows.map(({ pincodes, id: _id, ...zone }) => {
    const reading = readCoverage(pincodes);
    // Only the zone form writes this column, and it stores what it has read.
    if ('error' in reading) throw new Error(`Delivery zone ${zone.name}: ${reading.error}`);
    return { ...zone, coverage: reading.entries };
  });
}

/** Every zone, in the order overlaps are settled by: a shop has a handful, so no pages. */
export async function listZonesForAdmin(db: Db, actor: Actor): Promise<AdminDeliveryZone[]> {
  assertMay(actor, 'delivery');
  return zoneRows(db);
}

const NAME_CONSTRAINT = 'delivery_zones_name_unique';

const notFound = () => new AppError('NOT_FOUND', 'That delivery zone no longer exists.');

/** Two zones of one name would be told apart by nobody: the second is refused beside its name. */
function refuseRepeatedName(error: unknown, name: string): unknown {
  if (!uniqueViolationOf(error, NAME_CONSTRAINT)) return error;
  return new AppError('CONFLICT', `A zone named ${name} already exists.`, { field: 'name' });
}

/** A zone's terms as stored: what the audit log compares before and after a change. */
const zoneTermColumns = {
  name: deliveryZones.name,
  pincodes: deliveryZones.pincodes,
  perishables: deliveryZones.perishables,
  cashOnDelivery: deliveryZones.cashOnDelivery,
  slots: deliveryZones.slots,
  deliveryKind: deliveryZones.deliveryKind,
  fewestDays: deliveryZones.fewestDays,
  mostDays: deliveryZones.mostDays,
};

function terms(input: DeliveryZoneInput) {
  return {
    name: input.name,
    pincodes: input.pincodes,
    perishables: input.perishables,
    cashOnDelivery: input.cashOnDelivery,
    slots: input.slots,
    deliveryKind: input.promise.kind,
    fewestDays: input.promise.fewestDays,
    mostDays: input.promise.mostDays,
  };
}

/** Adds a zone at the end of the list: between equally narrow entries, earlier zones win. */
export async function createDeliveryZone(
  db: Db,
  actor: Actor,
  input: DeliveryZoneInput,
): Promise<void> {
  assertMay(actor, 'delivery');
  try {
    await changingKeptReads(db, async (tx) => {
      await tx.insert(deliveryZones).values({
        ...terms(input),
        position: sql`(select coalesce(max(${deliveryZones.position}), 0) + 1 from ${deliveryZones})`,
      });
      await recordAudit(tx, actor, {
        kind: 'zone.created',
        subject: input.name,
        after: terms(input),
      });
    });
  } catch (error) {
    throw refuseRepeatedName(error, input.name);
  }
}

export async function updateDeliveryZone(
  db: Db,
  actor: Actor,
  id: string,
  input: DeliveryZoneInput,
): Promise<void> {
  assertMay(actor, 'delivery');
  try {
    await changingKeptReads(db, async (tx) => {
      const [before] = await tx
        .select(zoneTermColumns)
        .from(deliveryZones)
        .where(eq(deliveryZones.id, id))
        .for('update');
      if (!before) throw notFound();
      await tx
        .update(deliveryZones)
        .set({ ...terms(input), updatedAt: sql`now()` })
        .where(eq(deliveryZones.id, id));
      await recordChange(tx, actor, {
        kind: 'zone.updated',
        subject: input.name,
        before,
        after: terms(input),
      });
    });
  } catch (error) {
    throw refuseRepeatedName(error, input.name);
  }
}

/**
 * Swaps a zone with its neighbour above or below. The list's order settles overlaps between
 * equally narrow entries, so it is the owner's to set.
 */
export async function moveDeliveryZone(
  db: Db,
  actor: Actor,
  id: string,
  direction: 'up' | 'down',
): Promise<void> {
  assertMay(actor, 'delivery');
  await changingKeptReads(db, async (tx) => {
    // One move at a time: two at once could each read the other's old places.
    await tx.execute(sql`lock table ${deliveryZones} in share row exclusive mode`);
    const [zone] = await tx
      .select({ name: deliveryZones.name, position: deliveryZones.position })
      .from(deliveryZones)
      .where(eq(deliveryZones.id, id));
    if (!zone) throw notFound();
    const [neighbour] = await tx
      .select({ id: deliveryZones.id, position: deliveryZones.position })
      .from(deliveryZones)
      .where(
        direction === 'up'
          ? lt(deliveryZones.position, zone.position)
          : gt(deliveryZones.position, zone.position),
      )
      .orderBy(direction === 'up' ? desc(deliveryZones.position) : asc(deliveryZones.position))
      .limit(1);
    // Already first (or last): nothing to swap with.
    if (!neighbour) return;
    await tx
      .update(deliveryZones)
      .set({ position: neighbour.position })
      .where(eq(deliveryZones.id, id));
    await tx
      .update(deliveryZones)
      .set({ position: zone.position })
      .where(eq(deliveryZones.id, neighbour.id));
    await recordAudit(tx, actor, {
      kind: 'zone.moved',
      subject: zone.name,
      before: { position: zone.position },
      after: { position: neighbour.position },
    });
  });
}

/**
 * Removes a zone: its pincodes then fall to the other zones, or to none. The last zone stays,
 * for a shop without zones would deliver everywhere again.
 */
export async function deleteDeliveryZone(db: Db, actor: Actor, id: string): Promise<string> {
  assertMay(actor, 'delivery');
  return changingKeptReads(db, async (tx) => {
    await tx.execute(sql`lock table ${deliveryZones} in share row exclusive mode`);
    const [{ zones = 0 } = {}] = await tx
      .select({ zones: sql<number>`count(*)::int` })
      .from(deliveryZones);
    const [deleted] = await tx
      .delete(deliveryZones)
      .where(eq(deliveryZones.id, id))
      .returning(zoneTermColumns);
    if (!deleted) throw notFound();
    if (zones <= 1) {
      throw new AppError(
        'CONFLICT',
        'The shop needs at least one delivery zone: add another before deleting this one.',
      );
    }
    await recordAudit(tx, actor, { kind: 'zone.deleted', subject: deleted.name, before: deleted });
    return deleted.name;
  });
}
