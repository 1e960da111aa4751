/**
 * Delivery dates and slots (core/delivery-slots.ts has the rules): the calendar a checkout is
 * offered, and a slot's place taken inside the order's transaction and given back on cancel.
 */
import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '#core/app-error.ts';
import {
  DEFAULT_SAME_DAY_CUTOFF,
  SLOT_DAYS,
  dayChoices,
  earliestOpenSlot,
  slotKey,
  slotLabel,
  slotRefusal,
  type DayChoice,
  type SlotCalendar,
} from '#core/delivery-slots.ts';
import type { DeliveryZone } from '#core/delivery-zones.ts';
import { addDays, indiaDayKey } from '#core/india-calendar.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import {
  deliveryClosedDates,
  deliveryCutoffs,
  deliverySlotDays,
  deliverySlots,
  storeSettings,
} from '#server/db/schema.ts';

/** The slots, earliest first. */
export function listDeliverySlots(db: Db | Transaction) {
  return db
    .select({
      id: deliverySlots.id,
      startsAt: deliverySlots.startsAt,
      endsAt: deliverySlots.endsAt,
      capacity: deliverySlots.capacity,
    })
    .from(deliverySlots)
    .orderBy(asc(deliverySlots.startsAt), asc(deliverySlots.endsAt));
}

/** The same-day cut-off; an unseeded shop has no settings row and closes at noon. */
export async function getSameDayCutoff(db: Db | Transaction): Promise<string> {
  const [settings] = await db
    .select({ sameDayCutoff: storeSettings.sameDayCutoff })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1));
  return settings?.sameDayCutoff ?? DEFAULT_SAME_DAY_CUTOFF;
}

/** Everything the next 15 days' choices depend on, as `db` sees it now. */
export async function readSlotCalendar(db: Db | Transaction, now: Date): Promise<SlotCalendar> {
  const today = indiaDayKey(now);
  const last = addDays(today, SLOT_DAYS);
  const within = (column: AnyPgColumn) => and(gte(column, today), lte(column, last));
  // One after the other: inside an order's transaction they share its one connection.
  const slots = await listDeliverySlots(db);
  const sameDayCutoff = await getSameDayCutoff(db);
  const closed = await db.select().from(deliveryClosedDates).where(within(deliveryClosedDates.day));
  const cutoffs = await db.select().from(deliveryCutoffs).where(within(deliveryCutoffs.day));
  const taken = await db.select().from(deliverySlotDays).where(within(deliverySlotDays.day));
  return {
    slots,
    sameDayCutoff,
    closedDates: new Map(closed.map(({ day, note }) => [day, note])),
    cutoffs: new Map(cutoffs.map(({ day, closesAt }) => [day, closesAt])),
    taken: new Map(taken.map((row) => [slotKey(row.slotId, row.day), row.taken])),
  };
}

/** The days and slots a zone's customer may choose at `now`; none for a zone without slots. */
export async function deliveryChoicesFor(
  db: Db,
  zone: Pick<DeliveryZone, 'promise' | 'slots'>,
  now: Date,
): Promise<DayChoice[]> {
  if (!zone.slots) return [];
  return dayChoices(await readSlotCalendar(db, now), zone.promise, now);
}

/** What an order keeps of its slot: the day, the slot and its label as chosen. */
export interface ChosenSlot {
  deliveryDate: string;
  deliverySlotId: string;
  deliverySlot: string;
}

/**
 * The order's day and slot, checked against the calendar as the order's transaction sees it, or
 * null for a zone without slots. Without a choice (the form always sends one: the earliest open
 * slot is chosen to begin with), the earliest open slot is the order's. A refusal names what is
 * wrong beside the slot choice.
 */
export async function checkChosenSlot(
  tx: Transaction,
  zone: Pick<DeliveryZone, 'promise' | 'slots'>,
  chosen: { day: string; slotId: string } | null,
  now: Date,
): Promise<ChosenSlot | null> {
  if (!zone.slots) return null;
  const calendar = await readSlotCalendar(tx, now);
  const choices = dayChoices(calendar, zone.promise, now);
  const wanted = chosen ?? earliestOpenSlot(choices);
  const refusal = wanted
    ? slotRefusal(choices, wanted)
    : `No delivery slot is open in the next ${SLOT_DAYS} days. Please try again later.`;
  const slot = calendar.slots.find((candidate) => candidate.id === wanted?.slotId);
  if (refusal || !wanted || !slot) {
    throw new AppError('INVALID_INPUT', refusal ?? 'Please choose a delivery date and slot.', {
      field: 'deliverySlot',
    });
  }
  return {
    deliveryDate: wanted.day,
    deliverySlotId: slot.id,
    deliverySlot: slotLabel(slot.startsAt, slot.endsAt),
  };
}

/**
 * Takes one of the slot's places on the day, only while fewer than its capacity are taken: the
 * row is locked by the first order and each next one waits, then sees the count as it is. Taken
 * last in the order's transaction, so the lock is held for the commit alone.
 */
export async function takeSlotPlace(tx: Transaction, chosen: ChosenSlot): Promise<void> {
  const { deliverySlotId: slotId, deliveryDate: day } = chosen;
  await tx.insert(deliverySlotDays).values({ slotId, day, taken: 0 }).onConflictDoNothing();
  const capacity = tx
    .select({ capacity: deliverySlots.capacity })
    .from(deliverySlots)
    .where(eq(deliverySlots.id, slotId));
  // Waiting for another order's lock, the update then sees that order's count.
  const taken = await tx
    .update(deliverySlotDays)
    .set({ taken: sql`${deliverySlotDays.taken} + 1` })
    .where(
      and(
        eq(deliverySlotDays.slotId, slotId),
        eq(deliverySlotDays.day, day),
        lt(deliverySlotDays.taken, capacity),
      ),
    )
    .returning({ taken: deliverySlotDays.taken });
  if (taken.length === 0) {
    throw new AppError(
      'CONFLICT',
      `The ${chosen.deliverySlot} slot has just been filled. Please choose another.`,
      { field: 'deliverySlot' },
    );
  }
}

/**
 * A cancelled order's place goes back to its slot for another customer to take (`direction` 1,
 * as its stock does); an order the owner reopens takes it again (-1), whatever the slot holds:
 * the owner has decided to deliver it.
 */
export async function moveSlotPlace(
  tx: Transaction,
  order: { deliveryDate: string | null; deliverySlotId: string | null },
  direction: -1 | 0 | 1,
): Promise<void> {
  const { deliveryDate: day, deliverySlotId: slotId } = order;
  if (direction === 0 || !day || !slotId) return;
  if (direction === -1) {
    await tx
      .insert(deliverySlotDays)
      .values({ slotId, day, taken: 1 })
      .onConflictDoUpdate({
        target: [deliverySlotDays.slotId, deliverySlotDays.day],
        set: { taken: sql`${deliverySlotDays.taken} + 1` },
      });
    return;
  }
  await tx
    .update(deliverySlotDays)
    .set({ taken: sql`greatest(${deliverySlotDays.taken} - 1, 0)` })
    .where(and(eq(deliverySlotDays.slotId, slotId), eq(deliverySlotDays.day, day)));
}
