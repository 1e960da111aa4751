/**
 * The owner's side of delivery slots, on the Delivery page: the slots and their orders a day,
 * the same-day cut-off, closed dates and festival cut-offs (core/delivery-slots.ts has the rules).
 */
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { slotLabel } from '#core/delivery-slots.ts';
import { indiaDayKey, indiaInstant } from '#core/india-calendar.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import type { Db } from '#server/db/client.ts';
import {
  deliveryClosedDates,
  deliveryCutoffs,
  deliverySlots,
  orders,
  storeSettings,
} from '#server/db/schema.ts';
import { uniqueViolationOf } from '#server/db/unique-violation.ts';
import { getSameDayCutoff, listDeliverySlots } from './delivery-slots.ts';
import { forgetStoreSettingsReads } from '#server/settings/get-store-settings.ts';

export interface SlotInput {
  startsAt: string;
  endsAt: string;
  capacity: number;
}

/** Everything the Delivery page shows of slots; dates from today on. */
export async function slotSettings(db: Db, actor: Actor, now: Date) {
  assertMay(actor, 'delivery');
  const today = indiaDayKey(now);
  const [slots, sameDayCutoff, closedDates, cutoffs] = await Promise.all([
    listDeliverySlots(db),
    getSameDayCutoff(db),
    db
      .select()
      .from(deliveryClosedDates)
      .where(gte(deliveryClosedDates.day, today))
      .orderBy(asc(deliveryClosedDates.day)),
    db
      .select()
      .from(deliveryCutoffs)
      .where(gte(deliveryCutoffs.day, today))
      .orderBy(asc(deliveryCutoffs.day)),
  ]);
  return { slots, sameDayCutoff, closedDates, cutoffs };
}

const SLOT_TIMES = 'delivery_slots_times_idx';

function refuseRepeatedSlot(error: unknown, slot: SlotInput): unknown {
  if (!uniqueViolationOf(error, SLOT_TIMES)) return error;
  return new AppError(
    'CONFLICT',
    `There is already a ${slotLabel(slot.startsAt, slot.endsAt)} slot.`,
    { field: 'startsAt' },
  );
}

const slotGone = () => new AppError('NOT_FOUND', 'That delivery slot no longer exists.');

export async function addDeliverySlot(db: Db, actor: Actor, slot: SlotInput): Promise<string> {
  assertMay(actor, 'delivery');
  try {
    await db.insert(deliverySlots).values(slot);
  } catch (error) {
    throw refuseRepeatedSlot(error, slot);
  }
  return slotLabel(slot.startsAt, slot.endsAt);
}

/** New times or orders a day; orders already placed keep the slot they chose, as they chose it. */
export async function saveDeliverySlot(
  db: Db,
  actor: Actor,
  id: string,
  slot: SlotInput,
): Promise<string> {
  assertMay(actor, 'delivery');
  try {
    const saved = await db
      .update(deliverySlots)
      .set({ ...slot, updatedAt: sql`now()` })
      .where(eq(deliverySlots.id, id))
      .returning({ id: deliverySlots.id });
    if (saved.length === 0) throw slotGone();
  } catch (error) {
    throw refuseRepeatedSlot(error, slot);
  }
  return slotLabel(slot.startsAt, slot.endsAt);
}

/**
 * Deletes a slot no upcoming order is booked in: those orders would lose the slot their
 * customers chose. Setting its orders a day to 0 stops new ones meanwhile.
 */
export async function deleteDeliverySlot(
  db: Db,
  actor: Actor,
  id: string,
  now: Date,
): Promise<string> {
  assertMay(actor, 'delivery');
  return db.transaction(async (tx) => {
    const [slot] = await tx
      .select()
      .from(deliverySlots)
      .where(eq(deliverySlots.id, id))
      .for('update');
    if (!slot) throw slotGone();
    const [{ booked = 0 } = {}] = await tx
      .select({ booked: count() })
      .from(orders)
      .where(
        and(
          eq(orders.deliverySlotId, id),
          gte(orders.deliveryDate, indiaDayKey(now)),
          inArray(orders.status, ['placed', 'confirmed', 'packed', 'shipped']),
        ),
      );
    const label = slotLabel(slot.startsAt, slot.endsAt);
    if (booked > 0) {
      throw new AppError(
        'CONFLICT',
        `${booked} upcoming ${booked === 1 ? 'order is' : 'orders are'} booked in the ${label} slot. Set its orders a day to 0 to take no more, and delete it once they are delivered.`,
      );
    }
    await tx.delete(deliverySlots).where(eq(deliverySlots.id, id));
    return label;
  });
}

export async function setSameDayCutoff(db: Db, actor: Actor, time: string): Promise<void> {
  assertMay(actor, 'delivery');
  const saved = await db
    .update(storeSettings)
    .set({ sameDayCutoff: time, updatedAt: sql`now()` })
    .where(eq(storeSettings.id, 1))
    .returning({ id: storeSettings.id });
  if (saved.length === 0)
    throw new Error('The store settings row is missing; the shop was never seeded.');
  forgetStoreSettingsReads(db);
}

/** No delivery on `day`; a second note for the same day replaces the first. */
export async function closeDeliveryDate(
  db: Db,
  actor: Actor,
  day: string,
  note: string,
): Promise<void> {
  assertMay(actor, 'delivery');
  await db
    .insert(deliveryClosedDates)
    .values({ day, note })
    .onConflictDoUpdate({ target: deliveryClosedDates.day, set: { note } });
}

export async function reopenDeliveryDate(db: Db, actor: Actor, day: string): Promise<void> {
  assertMay(actor, 'delivery');
  await db.delete(deliveryClosedDates).where(eq(deliveryClosedDates.day, day));
}

/** Orders for delivery on `day` close at `closesAt` on `closesOn`, India's time. */
export async function addFestivalCutoff(
  db: Db,
  actor: Actor,
  cutoff: { day: string; closesOn: string; closesAt: string },
): Promise<void> {
  assertMay(actor, 'delivery');
  const closesAt = indiaInstant(cutoff.closesOn, cutoff.closesAt);
  await db
    .insert(deliveryCutoffs)
    .values({ day: cutoff.day, closesAt })
    .onConflictDoUpdate({ target: deliveryCutoffs.day, set: { closesAt } });
}

export async function removeFestivalCutoff(db: Db, actor: Actor, day: string): Promise<void> {
  assertMay(actor, 'delivery');
  await db.delete(deliveryCutoffs).where(eq(deliveryCutoffs.day, day));
}
