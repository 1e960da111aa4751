import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { storeSettings } from '#server/db/schema.ts';

export type StoreSettings = typeof storeSettings.$inferSelect;

/**
 * Reads under way: a page's layout and its root read the settings at once, and so do the pages
 * rendered together in a rush. Those asked for while a read is under way share it; one asked
 * for after it is answered reads again, so a change is seen by the next page.
 */
const underWay = new WeakMap<Db, Promise<StoreSettings>>();

/** After a change: the next reader reads the row again rather than join a read begun before it. */
export function forgetStoreSettingsReads(db: Db) {
  underWay.delete(db);
}

/** The shop's own details; the seed always creates them, so their absence is a broken database. */
export function getStoreSettings(db: Db): Promise<StoreSettings> {
  let read = underWay.get(db);
  if (!read) {
    const started = readStoreSettings(db).finally(() => {
      if (underWay.get(db) === started) underWay.delete(db);
    });
    read = started;
    underWay.set(db, read);
  }
  return read;
}

async function readStoreSettings(db: Db): Promise<StoreSettings> {
  const [settings] = await db.select().from(storeSettings).where(eq(storeSettings.id, 1));
  if (!settings) throw new Error('The store settings row is missing; the shop was never seeded.');
  return settings;
}
