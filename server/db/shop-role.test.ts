/**
 * The embedded shop, opened and prepared as server/start.ts does it, runs as a role of its own:
 * not a superuser, not the owner of the activity log, on a new DATA_DIR and on one made by an
 * earlier Halwai whose tables the superuser made and used; and on a PostgreSQL server, as the
 * role DATABASE_URL names once DATABASE_OWNER_URL names the owner.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createShopAuth } from '#server/compose/shop-auth.ts';
import { loadConfig } from '#server/config.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { TEST_SHOP_ROLE } from '#tests/support/global-database.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { openDatabase, openPostgres, SHOP_DATABASE } from './client.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { prepareShopDatabase } from '#server/compose/prepare-shop.ts';
import { activityLogProtection, guardActivityLog, SHOP_ROLE } from './shop-role.ts';

/** Opens the shop as `npm start` does, and answers what its own connections are. */
async function startedShopOn(dataDir: string, environment: Record<string, string> = {}) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    BACKUP_DIR: 'off',
    AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters',
    ...environment,
  });
  const database = await openDatabase(config);
  try {
    const auth = createShopAuth({ db: database.db, config, mailer: createMailer(config) });
    await prepareShopDatabase(database, auth, config);
    await guardActivityLog(database.db, { refuse: true });
    const protection = await activityLogProtection(database.db);
    const { rows } = (await database.db.execute(
      sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
    )) as { rows: { superuser: boolean }[] };
    const refusal = await database.db
      .execute(sql`update audit_entries set subject = 'nothing'`)
      .then(
        () => undefined,
        (error: { cause?: Error }) => error.cause?.message,
      );
    return { ...protection, superuser: rows[0]?.superuser, refusal };
  } finally {
    await database.close();
  }
}

/** Each of these makes an embedded server of its own and starts it more than once. */
const EMBEDDED_STARTS_MS = 120_000;

const runsAsItsOwnRole = {
  role: SHOP_ROLE,
  reasons: [],
  superuser: false,
  refusal: 'permission denied for table audit_entries',
};

test(
  'the embedded shop runs as its own role, neither superuser nor owner of the activity log, from the first start on',
  async () => {
    const dataDir = temporaryDataDir('halwai-shop-role-');
    expect(await startedShopOn(dataDir)).toEqual(runsAsItsOwnRole);
    // Started again, the role and its grants are found as they were left.
    expect(await startedShopOn(dataDir)).toEqual(runsAsItsOwnRole);
  },
  EMBEDDED_STARTS_MS,
);

test(
  "a shop's DATA_DIR made before the shop had a role of its own runs as that role once started",
  async () => {
    const dataDir = temporaryDataDir('halwai-shop-role-');
    const server = await startEmbeddedPostgres({ folder: path.join(dataDir, 'pg') });
    await server.ensureDatabase(SHOP_DATABASE);
    const earlier = openPostgres(server.url(SHOP_DATABASE), 1);
    await earlier.migrate();
    await earlier.close();
    await server.stop();

    expect(await startedShopOn(dataDir)).toEqual(runsAsItsOwnRole);
  },
  EMBEDDED_STARTS_MS,
);

test("on DATABASE_URL with DATABASE_OWNER_URL, the owner makes a new database's tables and the shop runs as DATABASE_URL's role", async () => {
  const { connectionString, shopConnectionString } = await createTestDatabase({ empty: true });
  const environment = { DATABASE_URL: shopConnectionString, DATABASE_OWNER_URL: connectionString };
  const dataDir = temporaryDataDir('halwai-shop-role-');
  const runsAsTheGivenRole = { ...runsAsItsOwnRole, role: TEST_SHOP_ROLE.name };
  expect(await startedShopOn(dataDir, environment)).toEqual(runsAsTheGivenRole);
  expect(await startedShopOn(dataDir, environment)).toEqual(runsAsTheGivenRole);
});
