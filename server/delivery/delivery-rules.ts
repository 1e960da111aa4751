/**
 * What an order is checked against besides its cart, read in one statement: the delivery zones,
 * the slot calendar and the Cash on Delivery limit. The checkout page offers what they allow, and
 * the order's transaction checks the order against them as it sees them.
 */
import { sql } from 'drizzle-orm';
import type { SlotCalendar } from '#core/delivery-slots.ts';
import type { DeliveryZone } from '#core/delivery-zones.ts';
import type { Paise } from '#core/money.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { cashOnDeliveryLimitColumn } from '#server/settings/get-cash-on-delivery-limit.ts';
import { slotCalendarColumns, slotCalendarFrom } from './delivery-slots.ts';
import { zonesAsJson, zonesFromJson } from './delivery-zones.ts';

export interface DeliveryRules {
  zones: DeliveryZone[];
  calendar: SlotCalendar;
  codLimit: Paise;
  /** The owner takes cash for orders to several people (store settings). */
  giftOrderCashOnDelivery: boolean;
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
    })
    .from(sql`(select 1) as rules`);
  if (!rules) throw new Error('A select without a table answers one row');
  const { zones, codLimit, giftOrderCashOnDelivery, ...calendar } = rules;
  return {
    zones: zonesFromJson(zones),
    calendar: slotCalendarFrom(calendar),
    codLimit,
    giftOrderCashOnDelivery,
  };
}
