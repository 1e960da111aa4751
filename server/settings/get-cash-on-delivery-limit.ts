import { sql } from 'drizzle-orm';
import { DEFAULT_COD_LIMIT } from '#core/cash-on-delivery.ts';
import type { Paise } from '#core/money.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { storeSettings } from '#server/db/schema/settings.ts';

/**
 * The order total up to which the shop takes Cash on Delivery. Read with the order's own
 * transaction when placing (so it sees what the order sees); an unseeded shop has no
 * settings row yet and takes cash up to the default.
 */
export async function getCashOnDeliveryLimit(db: Db | Transaction): Promise<Paise> {
  const [settings] = await db
    .select({ codLimitPaise: cashOnDeliveryLimitColumn })
    .from(sql`(select 1) as settings`);
  if (!settings) throw new Error('A select without a table answers one row');
  return settings.codLimitPaise;
}

/** The limit as a column of a one-row select, for a statement that reads more beside it. */
export const cashOnDeliveryLimitColumn = sql<Paise>`coalesce(
  (select ${storeSettings.codLimitPaise} from ${storeSettings} where ${storeSettings.id} = 1),
  ${DEFAULT_COD_LIMIT})`.mapWith(Number);
