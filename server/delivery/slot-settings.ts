/**
 * The owner's side of delivery slots, on the Delivery page: the slots and their orders a day,
 * the same-day cut-off, closed dates and festival cut-offs (core/delivery-slots.ts has the rules).
 */
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { slotLabel } from '#core/delivery-slots.ts';
import { indiaDateTime, indiaDayKey, indiaInstant } from '#core/india-calendar.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit, recordChange } from '#server/staff/audit-log.ts';
import type { Db } from '#server/db/client.ts';
import { changingKeptReads } from '#server/db/kept-reads.ts';
import { deliveryClosedDates, deliveryCutoffs, deliverySlots } from '#server/db/schema/delivery.ts';
import { orders } from '#server/db/schema/orders.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
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

/** A slot's times and orders a day: what the audit log compares. */
const slotColumns = {
  startsAt: deliverySlots.startsAt,
  endsAt: deliverySlots.endsAt,
  capacity: deliverySlots.capacity,
};

const slotGone = () => new AppError('NOT_FOUND', 'That delivery slot no longer exists.');

export async function addDeliverySlot(db: Db, actor: Actor, slot: SlotInput): Promise<string> {
  assertMay(actor, 'delivery');
  const label = slotLabel(slot.startsAt, slot.endsAt);
  try {
    await changingKeptReads(db, async (tx) => {
      await tx.insert(deliverySlots).values(slot);
      await recordAudit(tx, actor, { kind: 'slot.created', subject: label, after: { ...slot } });
    });
  } catch (error) {
    throw refuseRepeatedSlot(error, slot);
  }
  return label;
}

/** New times or orders a day; orders already placed keep the slot they chose, as they chose it. */
export async function saveDeliverySlot(
  db: Db,
  actor: Actor,
  id: string,
  slot: SlotInput,
): Promise<string> {
  assertMay(actor, 'delivery');
  const label = slotLabel(slot.startsAt, slot.endsAt);
  try {
    await changingKeptReads(db, async (tx) => {
      const [before] = await tx
        .select(slotColumns)
        .from(deliverySlots)
        .where(eq(deliverySlots.id, id))
        .for('update');
      if (!before) throw slotGone();
      await tx
        .update(deliverySlots)
        .set({ ...slot, updatedAt: sql`now()` })
        .where(eq(deliverySlots.id, id));
      await recordChange(tx, actor, {
        kind: 'slot.updated',
        subject: label,
        before,
        after: { ...slot },
      });
    });
  } catch (error) {
    throw refuseRepeatedSlot(error, slot);
  }
  return label;
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
  return changingKeptReads(db, async (tx) => {
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
    const { startsAt, endsAt, capacity } = slot;
    await recordAudit(tx, actor, {
      kind: 'slot.deleted',
      subject: label,
      before: { startsAt, endsAt, capacity },
    });
    return label;
  });
}

export async function setSameDayCutoff(db: Db, actor: Actor, time: string): Promise<void> {
  assertMay(actor, 'delivery');
  await changingKeptReads(db, async (tx) => {
    const [before] = await tx
      .select({ sameDayCutoff: storeSettings.sameDayCutoff })
      .from(storeSettings)
      .where(eq(storeSettings.id, 1))
      .for('update');
    if (!before) throw new Error('The store settings row is missing; the shop was never seeded.');
    await tx
      .update(storeSettings)
      .set({ sameDayCutoff: time, updatedAt: sql`now()` })
      .where(eq(storeSettings.id, 1));
    await recordChange(tx, actor, {
      kind: 'delivery.cutoff',
      subject: 'Same-day orders close at',
      before,
      after: { sameDayCutoff: time },
    });
  });
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
  await changingKeptReads(db, async (tx) => {
    await tx
      .insert(deliveryClosedDates)
      .values({ day, note })
      .onConflictDoUpdate({ target: deliveryClosedDates.day, set: { note } });
    await recordAudit(tx, actor, { kind: 'delivery.closed-date', subject: day, after: { note } });
  });
}

export async function reopenDeliveryDate(db: Db, actor: Actor, day: string): Promise<void> {
  assertMay(actor, 'delivery');
  await changingKeptReads(db, async (tx) => {
    const [reopened] = await tx
      .delete(deliveryClosedDates)
      .where(eq(deliveryClosedDates.day, day))
      .returning({ note: deliveryClosedDates.note });
    if (reopened) {
      await recordAudit(tx, actor, {
        kind: 'delivery.reopened-date',
        subject: day,
        before: reopened,
      });
    }
  });
}

/** Orders for delivery on `day` close at `closesAt` on `closesOn`, India's time. */
export async function addFestivalCutoff(
  db: Db,
  actor: Actor,
  cutoff: { day: string; closesOn: string; closesAt: string },
): Promise<void> {
  assertMay(actor, 'delivery');
  const closesAt = indiaInstant(cutoff.closesOn, cutoff.closesAt);
  await changingKeptReads(db, async (tx) => {
    await tx
      .insert(deliveryCutoffs)
      .values({ day: cutoff.day, closesAt })
      .onConflictDoUpdate({ target: deliveryCutoffs.day, set: { closesAt } });
    await recordAudit(tx, actor, {
      kind: 'delivery.festival-cutoff',
      subject: cutoff.day,
      after: { closesOn: cutoff.closesOn, closesAt: cutoff.closesAt },
    });
  });
}

export async function removeFestivalCutoff(db: Db, actor: Actor, day: string): Promise<void> {
  assertMay(actor, 'delivery');
  await changingKeptReads(db, async (tx) => {
    const [removed] = await tx
      .delete(deliveryCutoffs)
      .where(eq(deliveryCutoffs.day, day))
      .returning({ closesAt: deliveryCutoffs.closesAt });
    if (removed) {
      await recordAudit(tx, actor, {
        kind: 'delivery.festival-cutoff-removed',
        subject: day,
        before: { closesAt: indiaDateTime(removed.closesAt) },
      });
    }
  });
}
