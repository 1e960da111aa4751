/**
 * The activity log as the shop's own database role sees it: it adds and reads entries, and every
 * way SQL has of changing or removing one is refused, the triggers' bypasses too. A shop whose
 * role could do any of it is refused at start, or warned about on a DATABASE_URL alone.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConfigError } from '#server/config.ts';
import { openPostgres, type Database, type Db } from '#server/db/client.ts';
import { auditEntries } from '#server/db/schema/staff.ts';
import { activityLogProtection, guardActivityLog } from '#server/db/shop-role.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { TEST_SHOP_ROLE } from '#tests/support/global-database.ts';
import { loggedMessages } from '#tests/support/log-lines.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { recordAudit } from './audit-log.ts';

let database: TestDatabase;
/** The same database as the shop's own role. */
let shop: Database;
let entryId: number;
const subject = `Kaju Katli ${randomUUID()}`;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = openPostgres(database.shopConnectionString, 2);
  const ownerId = await insertCustomer(database.db, 'Lata Owner', 'owner');
  await recordAudit(
    shop.db,
    { id: ownerId, role: 'owner', address: '10.0.0.7' },
    {
      kind: 'product.created',
      subject,
      after: { name: subject },
    },
  );
  const [entry] = await entriesAbout(database.db);
  entryId = entry?.id ?? 0;
});

afterAll(() => shop.close());

const entriesAbout = (db: Db) =>
  db.select().from(auditEntries).where(eq(auditEntries.subject, subject));

/** What PostgreSQL says, under drizzle's wrapper: its code and words. */
async function refusalOf(statement: string) {
  try {
    await shop.db.execute(statement);
  } catch (error) {
    const { cause } = error as { cause?: { code?: string; message?: string } };
    return { code: cause?.code, message: cause?.message };
  }
  return undefined;
}

describe("the shop's own database role", () => {
  test('adds entries and reads them back', async () => {
    expect(await entriesAbout(shop.db)).toEqual([
      expect.objectContaining({ id: entryId, kind: 'product.created', actorName: 'Lata Owner' }),
    ]);
  });

  test('is refused UPDATE, DELETE and TRUNCATE on the log, even in replica mode', async () => {
    const permissionDenied = {
      code: '42501',
      message: 'permission denied for table audit_entries',
    };
    expect(
      await refusalOf(`update audit_entries set subject = 'nothing' where id = ${entryId}`),
    ).toEqual(permissionDenied);
    expect(await refusalOf(`delete from audit_entries where id = ${entryId}`)).toEqual(
      permissionDenied,
    );
    expect(await refusalOf('truncate audit_entries')).toEqual(permissionDenied);
    expect(await refusalOf('set session_replication_role = replica')).toMatchObject({
      code: '42501',
      message: expect.stringContaining('session_replication_role'),
    });
  });

  test("cannot switch off the log's triggers, drop them or replace their function", async () => {
    const mustOwn = (what: string) => ({ code: '42501', message: `must be owner of ${what}` });
    expect(await refusalOf('alter table audit_entries disable trigger all')).toEqual(
      mustOwn('table audit_entries'),
    );
    expect(
      await refusalOf('alter table audit_entries disable trigger audit_entries_append_only'),
    ).toEqual(mustOwn('table audit_entries'));
    expect(await refusalOf('drop trigger audit_entries_append_only on audit_entries')).toEqual(
      mustOwn('relation audit_entries'),
    );
    // Refused for owning neither the function nor, on PostgreSQL 15 and later, the schema.
    expect(
      await refusalOf(
        'create or replace function audit_entries_append_only() returns trigger ' +
          'language plpgsql as $$ begin return old; end; $$',
      ),
    ).toMatchObject({
      code: '42501',
      message: expect.stringMatching(
        /^(must be owner of function audit_entries_append_only|permission denied for schema public)$/,
      ),
    });
    expect(await refusalOf('alter table audit_entries owner to current_user')).toEqual(
      mustOwn('table audit_entries'),
    );
  });

  test('leaves the entry as it was written, and its guard in place, after all of that', async () => {
    expect(await entriesAbout(database.db)).toEqual([
      expect.objectContaining({ id: entryId, subject, after: { name: subject } }),
    ]);
    // The superuser's own update still meets the trigger: its function was not replaced.
    await expect(
      database.db
        .update(auditEntries)
        .set({ subject: 'nothing' })
        .where(eq(auditEntries.id, entryId)),
    ).rejects.toThrow(
      expect.objectContaining({
        cause: expect.objectContaining({ message: 'The audit log cannot be changed or deleted' }),
      }),
    );
  });

  test('is found protected, and the shop starts on it', async () => {
    expect(await activityLogProtection(shop.db)).toEqual({
      role: TEST_SHOP_ROLE.name,
      reasons: [],
    });
    await guardActivityLog(shop.db, { refuse: true });
  });
});

describe('a shop whose role could change the log', () => {
  test('is refused where its roles are its own (embedded, or DATABASE_OWNER_URL given)', async () => {
    await expect(guardActivityLog(database.db, { refuse: true })).rejects.toThrow(ConfigError);
    await expect(guardActivityLog(database.db, { refuse: true })).rejects.toThrow(
      /Halwai will not start: the shop's database role \w+ can change or remove activity log entries: it is a superuser/,
    );
  });

  test('is warned about in the log on a DATABASE_URL alone', async () => {
    await guardActivityLog(database.db, { refuse: false });
    expect(loggedMessages('warn')).toEqual([
      expect.stringMatching(
        /^The activity log is not protected: .* it is a superuser\. Set DATABASE_URL to a role of its own/,
      ),
    ]);
  });
});
