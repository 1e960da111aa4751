/**
 * What a server does to the shop's database before it opens: brings the schema up to date, fills
 * a new shop (with the sample catalogue unless SAMPLE_SHOP=off), and makes the configured administrator. Servers starting
 * at once on one database take turns (Database.aloneAtStart), so each happens once.
 */
import type { Auth } from '#server/auth/auth.ts';
import { ensureConfiguredAdmin } from '#server/auth/promote-admin.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { seedShop } from '#server/seed/seed.ts';

export function prepareShopDatabase(database: Database, auth: Auth, config: Config) {
  return database.aloneAtStart(async () => {
    await database.migrate();
    const seeding = await seedShop(database.db, { sample: config.sampleShop });
    await ensureConfiguredAdmin(database.db, auth, config);
    return seeding;
  });
}
