import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { storeSettings } from '#server/db/schema.ts';

export type StoreSettings = typeof storeSettings.$inferSelect;

/** The shop's own details; the seed always creates them, so their absence is a broken database. */
export async function getStoreSettings(db: Db): Promise<StoreSettings> {
  const [settings] = await db.select().from(storeSettings).where(eq(storeSettings.id, 1));
  if (!settings) throw new Error('The store settings row is missing; the shop was never seeded.');
  return settings;
}
