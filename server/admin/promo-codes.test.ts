import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { PromoCodeInput } from '#core/promo-code-input.ts';
import type { Db } from '#server/db/client.ts';
import { promoCodes } from '#server/db/schema/promo.ts';
import { seedShop } from '#server/seed/seed.ts';
import { adminAndCustomer } from '#tests/support/admin-products.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import type { Actor } from '#server/staff/assert-may.ts';
import {
  createPromoCode,
  listPromoCodes,
  setPromoCodeActive,
  updatePromoCode,
} from './promo-codes.ts';

let db: Db;
let admin: Actor;
let customer: Actor;

const bigBox = (overrides: Partial<PromoCodeInput> = {}): PromoCodeInput => ({
  code: 'BIGBOX10',
  percentOff: 10,
  startsOn: '2026-11-01',
  endsOn: '2026-11-15',
  minSubtotalPaise: 100000,
  usageLimit: 50,
  isActive: true,
  ...overrides,
});

async function storedRow(code: string) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row;
}

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  ({ admin, customer } = await adminAndCustomer(db));
});

describe("the admin's promo codes", () => {
  test('every service refuses anyone but the admin, and changes nothing', async () => {
    const forbidden = { code: 'FORBIDDEN' };
    await expect(listPromoCodes(db, customer)).rejects.toMatchObject(forbidden);
    await expect(createPromoCode(db, customer, bigBox({ code: 'SNEAKY' }))).rejects.toMatchObject(
      forbidden,
    );
    await expect(
      updatePromoCode(db, customer, bigBox({ code: 'DIWALI25', percentOff: 90 })),
    ).rejects.toMatchObject(forbidden);
    await expect(setPromoCodeActive(db, customer, 'DIWALI25', false)).rejects.toMatchObject(
      forbidden,
    );
    expect(await storedRow('SNEAKY')).toBeUndefined();
    expect(await storedRow('DIWALI25')).toMatchObject({ percentOff: 25, isActive: true });
  });

  test('the seeded DIWALI25 is listed: 25% off, always valid, no minimum, no limit', async () => {
    const codes = await listPromoCodes(db, admin);
    expect(codes.find((promo) => promo.code === 'DIWALI25')).toEqual({
      code: 'DIWALI25',
      percentOff: 25,
      isActive: true,
      startsOn: null,
      endsOn: null,
      minSubtotalPaise: null,
      usageLimit: null,
      timesUsed: 0,
      createdAt: expect.any(Date),
    });
  });

  test('a new code is stored with its terms and listed first', async () => {
    const created = await createPromoCode(db, admin, bigBox());
    expect(created).toEqual({
      code: 'BIGBOX10',
      percentOff: 10,
      isActive: true,
      startsOn: '2026-11-01',
      endsOn: '2026-11-15',
      minSubtotalPaise: 100000,
      usageLimit: 50,
      timesUsed: 0,
    });
    const [first] = await listPromoCodes(db, admin);
    expect(first).toMatchObject({ code: 'BIGBOX10', startsOn: '2026-11-01' });
  });

  test('the same code again is refused beside the code field; another case is another code', async () => {
    await expect(createPromoCode(db, admin, bigBox({ code: 'DIWALI25' }))).rejects.toMatchObject({
      code: 'CONFLICT',
      field: 'code',
      message: 'A promo code DIWALI25 already exists.',
    });
    expect(await storedRow('DIWALI25')).toMatchObject({ percentOff: 25, endsOn: null });
    await createPromoCode(db, admin, bigBox({ code: 'diwali25', percentOff: 5 }));
    expect(await storedRow('diwali25')).toMatchObject({ percentOff: 5 });
    expect(await storedRow('DIWALI25')).toMatchObject({ percentOff: 25 });
  });

  test('editing changes the terms, keeps the uses so far, and an unknown code is not found', async () => {
    await createPromoCode(db, admin, bigBox({ code: 'HOLI15' }));
    await db.update(promoCodes).set({ timesUsed: 7 }).where(eq(promoCodes.code, 'HOLI15'));
    const before = await storedRow('HOLI15');
    const updated = await updatePromoCode(db, admin, {
      code: 'HOLI15',
      percentOff: 15,
      startsOn: null,
      endsOn: '2027-03-20',
      minSubtotalPaise: null,
      usageLimit: null,
      isActive: false,
    });
    expect(updated).toEqual({
      code: 'HOLI15',
      percentOff: 15,
      isActive: false,
      startsOn: null,
      endsOn: '2027-03-20',
      minSubtotalPaise: null,
      usageLimit: null,
      timesUsed: 7,
    });
    const after = await storedRow('HOLI15');
    expect(after?.updatedAt.getTime()).toBeGreaterThanOrEqual(before?.updatedAt.getTime() ?? 0);

    await expect(updatePromoCode(db, admin, bigBox({ code: 'NOSUCH' }))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'That promo code no longer exists.',
    });
    expect(await storedRow('NOSUCH')).toBeUndefined();
  });

  test('the switch turns a code off and on again', async () => {
    expect(await setPromoCodeActive(db, admin, 'DIWALI25', false)).toMatchObject({
      code: 'DIWALI25',
      isActive: false,
    });
    expect((await storedRow('DIWALI25'))?.isActive).toBe(false);
    expect(await setPromoCodeActive(db, admin, 'DIWALI25', true)).toMatchObject({
      isActive: true,
    });
    await expect(setPromoCodeActive(db, admin, 'NOSUCH', false)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  test('the database holds the terms too: a limit below 1, a negative minimum or days backwards', async () => {
    await expect(
      createPromoCode(db, admin, bigBox({ code: 'ZERO', usageLimit: 0 })),
    ).rejects.toThrow();
    await expect(
      createPromoCode(db, admin, bigBox({ code: 'NEGATIVE', minSubtotalPaise: -1 })),
    ).rejects.toThrow();
    await expect(
      createPromoCode(
        db,
        admin,
        bigBox({ code: 'BACKWARDS', startsOn: '2026-11-15', endsOn: '2026-11-14' }),
      ),
    ).rejects.toThrow();
    await expect(
      createPromoCode(db, admin, bigBox({ code: 'FREE', percentOff: 101 })),
    ).rejects.toThrow();
    await expect(
      db.update(promoCodes).set({ timesUsed: -1 }).where(eq(promoCodes.code, 'DIWALI25')),
    ).rejects.toThrow();
  });
});
