/** The warm-up a shop runs before it says it is ready: its public pages rendered and kept. */
import { count } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { loadConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { sessions } from '#server/db/schema/auth.ts';
import { carts } from '#server/db/schema/cart.ts';
import { createPageCache } from '#server/http/page-cache.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { seedShop } from '#server/seed/seed.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { clientDir, loadServerBuild } from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { createShopApp } from './shop-app.ts';
import { pagesToWarm, warmUp } from './warm-up.ts';
import { createShopAuth } from './shop-auth.ts';

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
});

async function shopWithPageCache() {
  const config = loadConfig({ DATA_DIR: temporaryDataDir('halwai-warm-up-') });
  const mailer = createMailer(config);
  const auth = createShopAuth({ db, config, mailer });
  const pageCache = createPageCache();
  const build = await loadServerBuild();
  const app = createShopApp({ build, clientDir, db, config, mailer, auth, pageCache });
  return { app, pageCache };
}

test('after the warm-up, the first visitor of each public page gets it kept, and nothing was written', async () => {
  const { app, pageCache } = await shopWithPageCache();
  const paths = await pagesToWarm(db);
  expect(paths).toEqual(
    expect.arrayContaining(['/', '/category', '/cart', expect.stringMatching(/^\/product\//)]),
  );
  for (const path of paths) expect(pageCache.fresh({ method: 'GET', path })).toBeUndefined();

  const rendered = await warmUp(app, db, { rounds: 2 });

  expect(rendered).toBe(paths.length * 2);
  for (const path of paths) {
    expect(pageCache.fresh({ method: 'GET', path }), path).toMatchObject({ status: 200 });
  }
  const [cartRows] = await db.select({ n: count() }).from(carts);
  const [sessionRows] = await db.select({ n: count() }).from(sessions);
  expect({ carts: cartRows?.n, sessions: sessionRows?.n }).toEqual({ carts: 0, sessions: 0 });
});

test('a slow start stops warming up when its time is spent, after one round', async () => {
  const { app } = await shopWithPageCache();
  const paths = await pagesToWarm(db);
  let clock = 0;
  const rendered = await warmUp(app, db, { ms: 1000, rounds: 8, now: () => (clock += 600) });
  expect(rendered).toBe(paths.length * 2);
});
