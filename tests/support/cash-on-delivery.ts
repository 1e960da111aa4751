/** The shop's Cash on Delivery limit, set for a test or benchmark database. */
import type { Paise } from '#core/money.ts';
import type { Db } from '#server/db/client.ts';
import { storeSettings } from '#server/db/schema/settings.ts';

/**
 * Lets this database take Cash on Delivery up to `codLimit`, for tests and benchmarks whose
 * orders are larger than a shop's usual ₹5,000. An unseeded database gets its settings row here,
 * and seedShop then takes the shop as seeded: seed first when the catalogue is wanted too.
 */
export async function setCashOnDeliveryLimit(db: Db, codLimit: Paise) {
  await db
    .insert(storeSettings)
    .values({
      storeName: 'Halwai',
      email: 'hello@halwai.example',
      phone: '+91 98765 43210',
      codLimitPaise: codLimit,
    })
    .onConflictDoUpdate({ target: storeSettings.id, set: { codLimitPaise: codLimit } });
}
