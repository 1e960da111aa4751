import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { forgetKeptReads, keptRead } from '#server/db/kept-reads.ts';
import { storeSettings } from '#server/db/schema/settings.ts';

export type StoreSettings = typeof storeSettings.$inferSelect;

/**
 * After a change: the next reader reads the row again rather than join a read begun before it,
 * or take a kept copy (kept-reads.ts).
 */
export function forgetStoreSettingsReads(db: Db) {
  db.shares?.storeSettingsReads.forget('settings');
  forgetKeptReads(db);
}

/**
 * The shop's own details; the seed always creates them, so their absence is a broken database.
 * A page's layout and its root read the settings at once, and so do the pages rendered together
 * in a rush: those asked for while a read is under way share it (shared-reads.ts), and a running
 * server keeps them for a moment (kept-reads.ts).
 */
export function getStoreSettings(db: Db): Promise<StoreSettings> {
  const reads = db.shares?.storeSettingsReads;
  return keptRead(db, 'store settings', () =>
    reads ? reads.read('settings', () => readStoreSettings(db)) : readStoreSettings(db),
  );
}

async function readStoreSettings(db: Db): Promise<StoreSettings> {
  const [settings] = await db.select().from(storeSettings).where(eq(storeSettings.id, 1));
  if (!settings) throw new Error('The store settings row is missing; the shop was never seeded.');
  return settings;
}
