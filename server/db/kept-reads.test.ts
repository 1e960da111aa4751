/** Reads a running server keeps for a moment, and forgets when what they hold changes. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { seedShop } from '#server/seed/seed.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { updateStoreSettings } from '#server/settings/update-store-settings.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { mumbaiShop } from '#tests/support/store-settings.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { keepReads, keptReads } from './kept-reads.ts';

/** A read that says how many times it ran, answered when the test says. */
function countedRead() {
  let runs = 0;
  return {
    runs: () => runs,
    read: () => {
      runs += 1;
      return Promise.resolve(`answer ${runs}`);
    },
  };
}

test('an ask within the second gets the kept answer; after it, the value is read again', async () => {
  let clock = 0;
  const kept = keptReads(1000, () => clock);
  const settings = countedRead();
  expect(await kept.read('settings', settings.read)).toBe('answer 1');
  clock = 999;
  expect(await kept.read('settings', settings.read)).toBe('answer 1');
  clock = 1000;
  expect(await kept.read('settings', settings.read)).toBe('answer 2');
  expect(settings.runs()).toBe(2);
});

test('asks while a read is under way join it; each key is read on its own', async () => {
  const kept = keptReads(1000, () => 0);
  const settings = countedRead();
  const rules = countedRead();
  const answers = await Promise.all([
    kept.read('settings', settings.read),
    kept.read('settings', settings.read),
    kept.read('rules', rules.read),
  ]);
  expect(answers).toEqual(['answer 1', 'answer 1', 'answer 1']);
  expect([settings.runs(), rules.runs()]).toEqual([1, 1]);
});

test('after forget the next ask reads again, and a read begun before it keeps nothing', async () => {
  const kept = keptReads(1000, () => 0);
  let finishOldRead = (_value: string) => {};
  const oldRead = kept.read('settings', () => new Promise((resolve) => (finishOldRead = resolve)));
  kept.forget();
  const settings = countedRead();
  expect(await kept.read('settings', settings.read)).toBe('answer 1');
  finishOldRead('as it was before the change');
  expect(await oldRead).toBe('as it was before the change');
  expect(await kept.read('settings', settings.read)).toBe('answer 1');
});

test('a read that fails is not kept: the next ask reads again', async () => {
  const kept = keptReads(1000, () => 0);
  await expect(kept.read('settings', () => Promise.reject(new Error('gone')))).rejects.toThrow(
    'gone',
  );
  expect(await kept.read('settings', () => Promise.resolve('back'))).toBe('back');
});

test("a server that keeps reads shows the owner's saved settings at once, and changes made behind its back within a second", async () => {
  const { db } = await createTestDatabase();
  await seedShop(db);
  const owner = {
    id: await insertCustomer(db, `Owner ${randomUUID()}`, 'owner'),
    role: 'owner' as const,
  };
  keepReads(db, 60_000);
  const before = await getStoreSettings(db);

  await db.execute(sql`update store_settings set store_name = 'Changed in psql' where id = 1`);
  expect((await getStoreSettings(db)).storeName).toBe(before.storeName);

  await updateStoreSettings(db, owner, { ...mumbaiShop, maintenanceMode: false });
  expect((await getStoreSettings(db)).storeName).toBe(mumbaiShop.storeName);
});
