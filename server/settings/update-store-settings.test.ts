import { randomUUID } from 'node:crypto';
import { beforeAll, expect, test } from 'vitest';
import type { StoreSettingsInput } from '#core/store-settings-input.ts';
import { DEFAULT_COD_LIMIT, LEGAL_CASH_LIMIT } from '#core/cash-on-delivery.ts';
import { rupees } from '#core/money.ts';
import type { Actor } from '#server/staff/assert-may.ts';
import type { Db } from '#server/db/client.ts';
import { seedShop } from '#server/seed/seed.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { mumbaiShop } from '#tests/support/store-settings.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { getCashOnDeliveryLimit } from './get-cash-on-delivery-limit.ts';
import { getStoreSettings } from './get-store-settings.ts';
import { updateStoreSettings } from './update-store-settings.ts';

let db: Db;
let admin: Actor;
const customer: Actor = { id: randomUUID(), role: 'customer' };

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  admin = { id: await insertCustomer(db, 'Shop owner', 'owner'), role: 'owner' };
});

test('a new shop takes Cash on Delivery up to ₹5,000', async () => {
  expect((await getStoreSettings(db)).codLimitPaise).toBe(DEFAULT_COD_LIMIT);
  expect(await getCashOnDeliveryLimit(db)).toBe(rupees(5_000));
});

test('pages that read the settings at once share one read; the next read after a save sees it', async () => {
  const [layouts, roots] = await Promise.all([getStoreSettings(db), getStoreSettings(db)]);
  expect(roots).toBe(layouts);
  const underWay = getStoreSettings(db);
  await updateStoreSettings(db, admin, { ...mumbaiShop, storeName: 'Mithai Mahal, Dadar' });
  expect((await getStoreSettings(db)).storeName).toBe('Mithai Mahal, Dadar');
  expect(await underWay).not.toBe(layouts);
});

test('a customer cannot change the shop’s settings, and nothing changes', async () => {
  const before = await getStoreSettings(db);
  await expect(updateStoreSettings(db, customer, mumbaiShop)).rejects.toMatchObject({
    code: 'FORBIDDEN',
  });
  expect(await getStoreSettings(db)).toEqual(before);
});

test('the admin’s save is what the shop reads back, with a new updatedAt', async () => {
  const before = await getStoreSettings(db);
  const saved = await updateStoreSettings(db, admin, mumbaiShop);
  const read = await getStoreSettings(db);
  expect(read).toEqual(saved);
  const { codLimit, ...details } = mumbaiShop;
  expect(read).toMatchObject({ id: 1, ...details, codLimitPaise: codLimit });
  expect(read.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
});

test('fields beyond the form are not written', async () => {
  const sneaky = { ...mumbaiShop, storeName: 'Halwai', id: 2 } as StoreSettingsInput;
  const saved = await updateStoreSettings(db, admin, sneaky);
  expect(saved).toMatchObject({ id: 1, storeName: 'Halwai' });
});

test('the Cash on Delivery limit the admin saves is the one checkout reads', async () => {
  await updateStoreSettings(db, admin, { ...mumbaiShop, codLimit: rupees(25_000) });
  expect(await getCashOnDeliveryLimit(db)).toBe(rupees(25_000));
});

test('the database, too, refuses a limit of ₹2,00,000, the legal cash limit, and takes one paisa less', async () => {
  await updateStoreSettings(db, admin, { ...mumbaiShop, codLimit: rupees(199_999.99) });
  expect(await getCashOnDeliveryLimit(db)).toBe(LEGAL_CASH_LIMIT - 1);
  const before = await getStoreSettings(db);
  await expect(
    updateStoreSettings(db, admin, { ...mumbaiShop, codLimit: LEGAL_CASH_LIMIT }),
  ).rejects.toThrow();
  expect(await getStoreSettings(db)).toEqual(before);
});
