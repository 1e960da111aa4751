import { eq, sql } from 'drizzle-orm';
import type { StoreSettingsInput } from '#core/store-settings-input.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordChange } from '#server/staff/audit-log.ts';
import type { Db } from '#server/db/client.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
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
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(storeSettings)
      .where(eq(storeSettings.id, 1))
      .for('update');
    const [after] = await tx
      .update(storeSettings)
      .set({ ...settingsFrom(input), updatedAt: sql`now()` })
      .where(eq(storeSettings.id, 1))
      .returning();
    if (!before || !after) {
      throw new Error('The store settings row is missing; the shop was never seeded.');
    }
    await recordChange(tx, actor, {
      kind: 'settings.updated',
      subject: 'Store settings',
      before: formFieldsOf(before),
      after: settingsFrom(input),
    });
    // Footers, titles and the maintenance flag kept by every server are stale now.
    await announceStorefrontChange(tx);
    return after;
  });
  forgetStoreSettingsReads(db);
  return saved;
}

/** The row's fields that the form sets, as `settingsFrom` writes them. */
const formFieldsOf = ({
  id: _id,
  updatedAt: _updatedAt,
  sameDayCutoff: _sameDayCutoff,
  reviewModeration: _reviewModeration,
  ...fields
}: StoreSettings) => fields;

/**
 * Field by field, so an object that carries more (an id, a timestamp) cannot write it. The
 * same-day cut-off is the Delivery page's, how reviews are taken the Reviews page's.
 */
function settingsFrom(
  input: StoreSettingsInput,
): Omit<StoreSettings, 'id' | 'updatedAt' | 'sameDayCutoff' | 'reviewModeration'> {
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
    giftOrderCashOnDelivery: input.giftOrderCashOnDelivery,
    codLimitPaise: input.codLimit,
  };
}
