import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createShopAuth } from '#server/compose/shop-auth.ts';
import { loadConfig } from '#server/config.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { openPostgres } from '#server/db/client.ts';
import { prepareShopDatabase } from './prepare-shop.ts';
import { users } from '#server/db/schema/auth.ts';
import { products } from '#server/db/schema/catalog.ts';

test('two servers starting at once on a new database make its tables, catalogue and admin once', async () => {
  const { connectionString } = await createTestDatabase({ empty: true });
  const config = loadConfig({
    DATA_DIR: temporaryDataDir('halwai-prepare-'),
    ADMIN_EMAIL: 'owner@halwai.example',
    ADMIN_PASSWORD: 'jalebi-rabri-owner-7',
    AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters',
  });
  const servers = [openPostgres(connectionString), openPostgres(connectionString)];
  try {
    const started = await Promise.all(
      servers.map((database) => {
        const auth = createShopAuth({ db: database.db, config, mailer: createMailer(config) });
        return prepareShopDatabase(database, auth, config);
      }),
    );
    expect(started.map(({ seeded }) => seeded).sort()).toEqual([false, true]);
    const { db } = servers[0] ?? {};
    if (!db) throw new Error('no server');
    const admins = await db.select().from(users).where(eq(users.email, 'owner@halwai.example'));
    expect(admins).toEqual([expect.objectContaining({ role: 'owner', emailVerified: true })]);
    const sample = await db.select().from(products).where(eq(products.name, 'Kaju Katli'));
    expect(sample).toHaveLength(1);
  } finally {
    await Promise.all(servers.map((database) => database.close()));
  }
});
