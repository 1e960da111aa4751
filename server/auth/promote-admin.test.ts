/**
 * ADMIN_EMAIL makes the shop's first owner, once: a restart never undoes what an owner chose
 * since, and each promotion, at start or by npm run admin:create, is in the activity log.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { loadConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { auditEntries } from '#server/db/schema/staff.ts';
import { seedShop } from '#server/seed/seed.ts';
import { maskEmails } from '#server/log/log.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { loggedMessages } from '#tests/support/log-lines.ts';
import { testMailer } from '#tests/support/mail.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import type { Auth } from './auth.ts';
import { createShopAuth } from '#server/compose/shop-auth.ts';
import { ensureConfiguredAdmin, notMadeOwnerAtStart, promoteToAdmin } from './promote-admin.ts';

const EMAIL = 'lata.owner@example.com';
let db: Db;
let auth: Auth;

const configWith = (email: string) =>
  loadConfig({
    DATA_DIR: temporaryDataDir('halwai-admin-'),
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: 'kaju-katli-owner-1985',
  });

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  auth = createShopAuth({ db, config: configWith(EMAIL), mailer: testMailer() });
});

const roleOf = async (email: string) =>
  (await db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

const madeOwnerEntries = () =>
  db
    .select({
      subject: auditEntries.subject,
      before: auditEntries.before,
      after: auditEntries.after,
    })
    .from(auditEntries)
    .where(eq(auditEntries.kind, 'staff.made-owner'));

test('ADMIN_EMAIL on a shop with no owner makes that account its owner, and the activity log says so', async () => {
  await ensureConfiguredAdmin(db, auth, configWith(EMAIL));
  expect(await roleOf(EMAIL)).toBe('owner');
  expect(await madeOwnerEntries()).toEqual([
    {
      subject: `Shop Admin <${EMAIL}>`,
      before: { role: 'customer' },
      after: { role: 'owner', by: 'ADMIN_EMAIL at start' },
    },
  ]);
  // Started again while it is the owner: nothing to do, nothing recorded.
  await ensureConfiguredAdmin(db, auth, configWith(EMAIL));
  expect(await madeOwnerEntries()).toHaveLength(1);
});

test('once the owner has made that account a manager, a restart with ADMIN_EMAIL still set leaves it a manager and says why in the log', async () => {
  await insertCustomer(db, 'Ravi Owner', 'owner');
  await db.update(users).set({ role: 'manager' }).where(eq(users.email, EMAIL));

  await ensureConfiguredAdmin(db, auth, configWith(EMAIL));
  await ensureConfiguredAdmin(db, auth, configWith(EMAIL));

  expect(await roleOf(EMAIL)).toBe('manager');
  expect(await madeOwnerEntries()).toHaveLength(1);
  // The log masks e-mail addresses, this one too.
  const warning = maskEmails(notMadeOwnerAtStart(EMAIL));
  expect(loggedMessages('warn')).toEqual([warning, warning]);
});

test('ADMIN_EMAIL naming no account, while the shop has an owner, creates none', async () => {
  await ensureConfiguredAdmin(db, auth, configWith('someone.else@example.com'));
  expect(await roleOf('someone.else@example.com')).toBeUndefined();
  expect(loggedMessages('warn')).toEqual([
    maskEmails(notMadeOwnerAtStart('someone.else@example.com')),
  ]);
});

test('npm run admin:create makes the account an owner whoever else is one, and the activity log says so', async () => {
  expect(await promoteToAdmin(db, 'Lata.Owner@Example.com')).toBe(true);
  expect(await roleOf(EMAIL)).toBe('owner');
  const [entry] = await db
    .select({ before: auditEntries.before, after: auditEntries.after })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.kind, 'staff.made-owner'),
        eq(auditEntries.subject, `Shop Admin <${EMAIL}>`),
      ),
    )
    .orderBy(auditEntries.at)
    .offset(1);
  expect(entry).toEqual({
    before: { role: 'manager' },
    after: { role: 'owner', by: 'npm run admin:create' },
  });
  expect(await promoteToAdmin(db, 'nobody@example.com')).toBe(false);
});
