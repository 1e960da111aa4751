/**
 * What an order is checked against besides its cart, read in one statement: the delivery zones,
 * the slot calendar, the Cash on Delivery limit and whether the shop gives B2B invoices. The checkout page offers what they allow, and
 * the order's transaction checks the order against them as it sees them.
 */
import { sql } from 'drizzle-orm';
import type { SlotCalendar } from '#core/delivery-slots.ts';
import type { DeliveryZone } from '#core/delivery-zones.ts';
import type { Paise } from '#core/money.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { keptRead } from '#server/db/kept-reads.ts';
import { indiaDayKey } from '#core/india-calendar.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { cashOnDeliveryLimitColumn } from '#server/settings/get-cash-on-delivery-limit.ts';
import { choicesByZone, slotCalendarColumns, slotCalendarFrom } from './delivery-slots.ts';
import { zonesAsJson, zonesFromJson } from './delivery-zones.ts';

export interface DeliveryRules {
  zones: DeliveryZone[];
  calendar: SlotCalendar;
  codLimit: Paise;
  /** The owner takes cash for orders to several people (store settings). */
  giftOrderCashOnDelivery: boolean;
  /** The shop has a GSTIN: a business buyer may ask for a B2B tax invoice (core/gst-registration.ts). */
  gstRegistered: boolean;
}

export async function readDeliveryRules(db: Db | Transaction, now: Date): Promise<DeliveryRules> {
  const [rules] = await db
    .select({
      ...slotCalendarColumns(now),
      zones: zonesAsJson,
      codLimit: cashOnDeliveryLimitColumn,
      giftOrderCashOnDelivery: sql<boolean>`coalesce(
        (select ${storeSettings.giftOrderCashOnDelivery} from ${storeSettings}
         where ${storeSettings.id} = 1), false)`,
      gstRegistered: sql<boolean>`coalesce(
        (select btrim(${storeSettings.gstin}) <> '' from ${storeSettings}
         where ${storeSettings.id} = 1), false)`,
    })
    .from(sql`(select 1) as rules`);
  if (!rules) throw new Error('A select without a table answers one row');
  const { zones, codLimit, giftOrderCashOnDelivery, gstRegistered, ...calendar } = rules;
  return {
    zones: zonesFromJson(zones),
    calendar: slotCalendarFrom(calendar),
    codLimit,
    giftOrderCashOnDelivery,
    gstRegistered,
  };
}

/**
 * The rules as the checkout page offers them, each slot zone's days and slots worked out: kept for
 * a moment on a running server, by India's day (kept-reads.ts). The order's transaction reads the
 * rules itself (readDeliveryRules) and checks the order against them again.
 */
export function offeredDeliveryRules(db: Db, now: Date) {
  return keptRead(db, `offered delivery rules ${indiaDayKey(now)}`, async () => {
    const rules = await readDeliveryRules(db, now);
    return { ...rules, slotDays: choicesByZone(rules.calendar, rules.zones, now) };
  });
}
