import { eq, sql } from 'drizzle-orm';
import type { StoreSettingsInput } from '#core/store-settings-input.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import type { Db } from '#server/db/client.ts';
import { storeSettings } from '#server/db/schema.ts';
import { announceStorefrontChange } from '#server/realtime/shop-events.ts';
import { forgetStoreSettingsReads, type StoreSettings } from './get-store-settings.ts';

/**
 * Saves the admin's settings form over the shop's one settings row and answers the saved row.
 * Every server hears of it (kept pages and the maintenance flag are dropped).
 */
export async function updateStoreSettings(
  db: Db,
  actor: Actor,
  input: StoreSettingsInput,
): Promise<StoreSettings> {
  assertMay(actor, 'settings');
  const [saved] = await db
    .update(storeSettings)
    .set({ ...settingsFrom(input), updatedAt: sql`now()` })
    .where(eq(storeSettings.id, 1))
    .returning();
  if (!saved) throw new Error('The store settings row is missing; the shop was never seeded.');
  forgetStoreSettingsReads(db);
  // Footers, titles and the maintenance flag kept by every server are stale now.
  await announceStorefrontChange(db);
  return saved;
}

/**
 * Field by field, so an object that carries more (an id, a timestamp) cannot write it. The
 * same-day cut-off is the Delivery page's.
 */
function settingsFrom(
  input: StoreSettingsInput,
): Omit<StoreSettings, 'id' | 'updatedAt' | 'sameDayCutoff'> {
  return {
    storeName: input.storeName,
    storeDescription: input.storeDescription,
    email: input.email,
    phone: input.phone,
    address: input.address,
    state: input.state,
    gstin: input.gstin,
    fssaiLicenceNumber: input.fssaiLicenceNumber,
    emailNotifications: input.emailNotifications,
    orderNotifications: input.orderNotifications,
    lowStockAlerts: input.lowStockAlerts,
    maintenanceMode: input.maintenanceMode,
    codLimitPaise: input.codLimit,
  };
}
