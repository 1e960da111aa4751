/** For a test file of the payment pages over HTTP: the built shop with the payment stand-ins. */
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { seedShop } from '#server/seed/seed.ts';
import { standInSettings, startPaymentStandIns, type PaymentStandIns } from './payments.ts';
import {
  type CookieJar,
  inProcessShop,
  type InProcessShop,
  signedInCustomerOf,
} from './shop-app.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * A seeded database, both stand-ins (Stripe configured when asked), the shop over them and a
 * customer signed in. Read its fields in hooks and tests, once the file's first hook has run.
 */
export function paymentsShopOverHttp(options: { stripe: boolean; customerName: string }) {
  const shop = {} as {
    db: Db;
    standIns: PaymentStandIns;
    shop: InProcessShop;
    customer: { id: string; jar: CookieJar };
  };
  beforeAll(async () => {
    ({ db: shop.db } = await createTestDatabase());
    await seedShop(shop.db);
    shop.standIns = await startPaymentStandIns();
    shop.shop = await inProcessShop(
      shop.db,
      standInSettings(shop.standIns, { stripe: options.stripe }),
    );
    shop.customer = await signedInCustomerOf(shop.db, shop.shop, options.customerName);
  });
  afterAll(() => shop.standIns.close());
  return shop;
}
