/**
 * The audit log: each staff write leaves one entry in its own transaction, with who, from where,
 * what and only the values that changed; a change that rolls back leaves none; nobody can change
 * or delete an entry; the owner reads it filtered, and as CSV.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { indiaDayKey, addDays } from '#core/india-calendar.ts';
import type { Role } from '#core/staff-roles.ts';
import { createPromoCode, setPromoCodeActive } from '#server/admin/promo-codes.ts';
import { createProduct, updateProduct } from '#server/admin/save-product.ts';
import type { Db } from '#server/db/client.ts';
import { auditEntries } from '#server/db/schema/staff.ts';
import { seedShop } from '#server/seed/seed.ts';
import { setSameDayCutoff } from '#server/delivery/slot-settings.ts';
import { productInput } from '#tests/support/admin-products.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { auditCsv } from './audit-csv.ts';
import { auditEntriesForExport, listAuditEntries } from './audit-entries.ts';
import { setStaffRole } from './staff-members.ts';

let db: Db;
let owner: { id: string; role: Role; address: string };
let manager: { id: string; role: Role; address: string };

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  owner = {
    id: await insertCustomer(db, 'Lata Owner', 'owner'),
    role: 'owner',
    address: '10.0.0.7',
  };
  manager = {
    id: await insertCustomer(db, 'Manoj Manager', 'manager'),
    role: 'manager',
    address: '203.0.113.9',
  };
});

const entriesAbout = (subject: string) =>
  db.select().from(auditEntries).where(eq(auditEntries.subject, subject)).orderBy(auditEntries.id);

describe('a staff write', () => {
  test("a product's price change is kept with who, where, and only what changed", async () => {
    const name = `Pista Barfi ${randomUUID()}`;
    const { id } = await createProduct(db, manager, productInput({ name }));
    const changed = productInput({ name });
    changed.variants = changed.variants.map((each) =>
      each.weight === '500g' ? { ...each, pricePaise: 61000 } : each,
    );
    await updateProduct(db, manager, id, changed);
    const [created, updated] = await entriesAbout(name);
    expect(created).toMatchObject({
      kind: 'product.created',
      actorId: manager.id,
      actorName: 'Manoj Manager',
      actorRole: 'manager',
      address: '203.0.113.9',
      before: null,
    });
    expect(created?.after).toMatchObject({ name, weights: { '500g': { pricePaise: 58000 } } });
    expect(updated).toMatchObject({
      kind: 'product.updated',
      before: {
        weights: {
          '250g': { pricePaise: 30000, isDefault: false },
          '500g': { pricePaise: 58000, isDefault: true },
        },
      },
      after: {
        weights: {
          '250g': { pricePaise: 30000, isDefault: false },
          '500g': { pricePaise: 61000, isDefault: true },
        },
      },
    });
    // The sweet's stock, unchanged, is not kept; changed, it is, in grams.
    expect(updated?.after).not.toHaveProperty('stockGrams');
    await updateProduct(db, manager, id, { ...changed, stockGrams: 4000 });
    const [, , restocked] = await entriesAbout(name);
    expect(restocked).toMatchObject({ before: { stockGrams: 2500 }, after: { stockGrams: 4000 } });
  });

  test('a change that rolls back leaves no entry', async () => {
    const name = `Kalakand ${randomUUID()}`;
    const { id } = await createProduct(db, owner, productInput({ name }));
    // Two new weights alike ('1kg', '1 KG'): the database refuses the second, after the
    // entry was written in the same transaction.
    const refused = productInput({ name: `${name} renamed` });
    const kilo = { weight: '1kg', pricePaise: 110000, stockQuantity: 3, isDefault: false };
    refused.variants = [...refused.variants, kilo, { ...kilo, weight: '1 KG' }];
    await expect(updateProduct(db, owner, id, refused)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
    expect(await entriesAbout(`${name} renamed`)).toEqual([]);
  });

  test('saving what is already there records nothing; a switch records its one field', async () => {
    const code = `FEST${randomUUID().slice(0, 6).toUpperCase()}`;
    await createPromoCode(db, owner, {
      code,
      percentOff: 10,
      isActive: true,
      startsOn: null,
      endsOn: null,
      minSubtotalPaise: 0,
      usageLimit: null,
    });
    await setPromoCodeActive(db, owner, code, true);
    await setPromoCodeActive(db, owner, code, false);
    const kinds = (await entriesAbout(code)).map(({ kind, before, after }) => ({
      kind,
      before,
      after,
    }));
    expect(kinds).toEqual([
      expect.objectContaining({ kind: 'promo-code.created', before: null }),
      { kind: 'promo-code.switched', before: { isActive: true }, after: { isActive: false } },
    ]);
  });

  test('nobody can change or delete an entry', async () => {
    await setSameDayCutoff(db, owner, '11:30');
    const [entry] = await entriesAbout('Same-day orders close at');
    expect(entry).toMatchObject({
      before: { sameDayCutoff: '12:00' },
      after: { sameDayCutoff: '11:30' },
    });
    await expect(
      db
        .update(auditEntries)
        .set({ subject: 'nothing' })
        .where(eq(auditEntries.id, entry?.id ?? 0)),
    ).rejects.toThrow();
    await expect(
      db.delete(auditEntries).where(eq(auditEntries.id, entry?.id ?? 0)),
    ).rejects.toThrow();
    await expect(db.execute('truncate audit_entries')).rejects.toThrow();
    expect(await entriesAbout('Same-day orders close at')).toHaveLength(1);
  });
});

describe("the owner's Activity", () => {
  test('filters by person, kind and days; only the owner reads it', async () => {
    const rider = await insertCustomer(db, 'Raju Rider', 'rider');
    await setStaffRole(db, owner, rider, 'packer');
    const today = indiaDayKey(new Date());
    const byOwnerStaff = await listAuditEntries(db, owner, { person: owner.id, area: 'staff' });
    expect(byOwnerStaff.entries.map((entry) => entry.kind)).toEqual(['staff.role']);
    expect(byOwnerStaff.entries[0]).toMatchObject({
      subject: expect.stringContaining('Raju Rider'),
      before: { role: 'rider' },
      after: { role: 'packer' },
    });
    expect(byOwnerStaff.people.map((person) => person.name).sort()).toEqual([
      'Lata Owner',
      'Manoj Manager',
    ]);
    const todays = await listAuditEntries(db, owner, { from: today, to: today });
    const yesterdays = await listAuditEntries(db, owner, { to: addDays(today, -1) });
    expect(todays.total).toBeGreaterThanOrEqual(5);
    expect(yesterdays.total).toBe(0);
    await expect(listAuditEntries(db, manager, {})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  test('exports as CSV, a formula in a name kept as text', async () => {
    const sneaky = await insertCustomer(db, '=HYPERLINK("x")', 'manager');
    await setSameDayCutoff(db, { id: sneaky, role: 'manager' }, '13:00');
    const csv = auditCsv(await auditEntriesForExport(db, owner, { person: sneaky }));
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('When (IST),Who,E-mail,Role,Address,What,About,Before,After');
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).toContain('Same-day cut-off changed');
    expect(row).toContain('sameDayCutoff: 13:00');
  });
});
