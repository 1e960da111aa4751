/**
 * Delivery dates and slots (core/delivery-slots.ts has the rules): the calendar a checkout is
 * offered, and a slot's place taken inside the order's transaction and given back on cancel.
 */
import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
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
  type DeliverySlot,
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
} from '#server/db/schema/delivery.ts';
import { orderRecipients } from '#server/db/schema/gifting.ts';
import { storeSettings } from '#server/db/schema/settings.ts';

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

/**
 * Everything the next 15 days' choices depend on, as `db` sees it now, in one statement: the
 * checkout page and the order's transaction (before it holds the cart) each wait for it once.
 */
export async function readSlotCalendar(db: Db | Transaction, now: Date): Promise<SlotCalendar> {
  const [calendar] = await db.select(slotCalendarColumns(now)).from(sql`(select 1) as calendar`);
  if (!calendar) throw new Error('A select without a table answers one row');
  return slotCalendarFrom(calendar);
}

/**
 * The calendar as the columns of a one-row select, for a statement that reads more beside it
 * (delivery-rules.ts); `slotCalendarFrom` reads them.
 */
export function slotCalendarColumns(now: Date) {
  const today = indiaDayKey(now);
  const last = addDays(today, SLOT_DAYS);
  const within = (column: AnyPgColumn) => sql`${column} between ${today} and ${last}`;
  const asList = <Row>(rows: SQL) => sql<Row[]>`coalesce((${rows}), '[]'::json)`;
  return {
    slots: asList<DeliverySlot>(sql`
      select json_agg(json_build_object('id', id, 'startsAt', starts_at, 'endsAt', ends_at,
        'capacity', capacity) order by starts_at, ends_at)
      from ${deliverySlots}`),
    sameDayCutoff: sql<string>`coalesce(
      (select ${storeSettings.sameDayCutoff} from ${storeSettings} where ${storeSettings.id} = 1),
      ${DEFAULT_SAME_DAY_CUTOFF})`,
    closedDates: asList<{ day: string; note: string }>(sql`
      select json_agg(json_build_object('day', day, 'note', note))
      from ${deliveryClosedDates} where ${within(deliveryClosedDates.day)}`),
    cutoffs: asList<{ day: string; closesAtMs: number }>(sql`
      select json_agg(json_build_object('day', day,
        'closesAtMs', extract(epoch from closes_at) * 1000))
      from ${deliveryCutoffs} where ${within(deliveryCutoffs.day)}`),
    taken: asList<{ slotId: string; day: string; taken: number }>(sql`
      select json_agg(json_build_object('slotId', slot_id, 'day', day, 'taken', taken))
      from ${deliverySlotDays} where ${within(deliverySlotDays.day)}`),
  };
}

type SlotCalendarRow = {
  [Column in keyof ReturnType<typeof slotCalendarColumns>]: ReturnType<
    typeof slotCalendarColumns
  >[Column]['_']['type'];
};

export function slotCalendarFrom(calendar: SlotCalendarRow): SlotCalendar {
  return {
    slots: calendar.slots,
    sameDayCutoff: calendar.sameDayCutoff,
    closedDates: new Map(calendar.closedDates.map(({ day, note }) => [day, note])),
    cutoffs: new Map(calendar.cutoffs.map(({ day, closesAtMs }) => [day, new Date(closesAtMs)])),
    taken: new Map(calendar.taken.map((row) => [slotKey(row.slotId, row.day), row.taken])),
  };
}

/**
 * The days and slots each slot zone's customer may choose at `now`, by zone name, from one read
 * of the calendar; zones without slots have none.
 */
export function choicesByZone(
  calendar: SlotCalendar,
  zones: readonly Pick<DeliveryZone, 'name' | 'promise' | 'slots'>[],
  now: Date,
): Record<string, DayChoice[]> {
  return Object.fromEntries(
    zones
      .filter((zone) => zone.slots)
      .map((zone) => [zone.name, dayChoices(calendar, zone.promise, now)]),
  );
}

/** What an order keeps of its slot: the day, the slot and its label as chosen. */
export interface ChosenSlot {
  deliveryDate: string;
  deliverySlotId: string;
  deliverySlot: string;
}

/**
 * The order's day and slot, checked against the calendar as the order's transaction read it, or
 * null for a zone without slots (and then no calendar). Without a choice (the form always sends
 * one: the earliest open slot is chosen to begin with), the earliest open slot is the order's. A
 * refusal names what is wrong beside the slot choice.
 */
export function checkChosenSlot(
  calendar: SlotCalendar | null,
  zone: Pick<DeliveryZone, 'promise' | 'slots'>,
  chosen: { day: string; slotId: string } | null,
  now: Date,
): ChosenSlot | null {
  if (!zone.slots || !calendar) return null;
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
  const capacity = tx
    .select({ capacity: deliverySlots.capacity })
    .from(deliverySlots)
    .where(eq(deliverySlots.id, slotId));
  // The day's first order writes its row (none for a slot that takes no orders); the others wait
  // for that row's lock, then count on from it, while fewer than the capacity are taken.
  const taken = await tx
    .insert(deliverySlotDays)
    .select(
      tx
        .select({
          slotId: deliverySlots.id,
          day: sql`${day}::date`.as('day'),
          taken: sql`1`.as('taken'),
        })
        .from(deliverySlots)
        .where(and(eq(deliverySlots.id, slotId), gt(deliverySlots.capacity, 0))),
    )
    .onConflictDoUpdate({
      target: [deliverySlotDays.slotId, deliverySlotDays.day],
      set: { taken: sql`${deliverySlotDays.taken} + 1` },
      setWhere: lt(deliverySlotDays.taken, capacity),
    })
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
 * A cancelled order's places go back to their slots for others to take (`direction` 1, as its
 * stock does): its own, or each parcel's of an order to several people; an order the owner
 * reopens takes them again (-1), whatever the slots hold: the owner has decided to deliver it.
 */
export async function moveSlotPlace(
  tx: Transaction,
  order: { id: string; deliveryDate: string | null; deliverySlotId: string | null },
  direction: -1 | 0 | 1,
): Promise<void> {
  if (direction === 0) return;
  const parcels = await tx
    .select({ day: orderRecipients.deliveryDate, slotId: orderRecipients.deliverySlotId })
    .from(orderRecipients)
    .where(eq(orderRecipients.orderId, order.id));
  const places = [{ day: order.deliveryDate, slotId: order.deliverySlotId }, ...parcels];
  for (const { day, slotId } of places) {
    if (day && slotId) await movePlace(tx, { day, slotId }, direction);
  }
}

async function movePlace(
  tx: Transaction,
  { day, slotId }: { day: string; slotId: string },
  direction: -1 | 1,
) {
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
