import { beforeAll, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { seedShop } from '#server/seed/seed.ts';
import { MAIL_CONFIG, testMailer } from '#tests/support/mail.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { sendNearWindowNotice } from './near-window-notice.ts';

const DAY = 24 * 60 * 60 * 1000;
let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  // The sample shop: its Jalebi, made as it opened, keeps a day.
  await seedShop(db);
});

test('the shop hears in the evening what is best before tomorrow, with each sweet’s grams and a way to the kitchen', async () => {
  const mailer = testMailer();
  await sendNearWindowNotice({ db, mailer, config: MAIL_CONFIG }, new Date());
  expect(mailer.sent).toHaveLength(1);
  const [notice] = mailer.sent;
  expect(notice?.to).toBe('hello@halwai.example');
  expect(notice?.subject).toBe('Best before tomorrow: Jalebi');
  expect(notice?.text).toContain(
    'These leave the stock at midnight. Put them on offer or into boxes this evening:',
  );
  expect(notice?.text).toMatch(/Jalebi: [\d.]+ kg in 1 batch/);
  expect(notice?.text).toContain('https://shop.example.in/admin/kitchen');
});

test('an evening with nothing best before tomorrow sends nothing, and so does one with the alerts off', async () => {
  const mailer = testMailer();
  // In two days: no sample sweet keeps exactly three days.
  await sendNearWindowNotice({ db, mailer, config: MAIL_CONFIG }, new Date(Date.now() + 2 * DAY));
  expect(mailer.sent).toEqual([]);
  await db.update(storeSettings).set({ lowStockAlerts: false });
  await sendNearWindowNotice({ db, mailer, config: MAIL_CONFIG }, new Date());
  expect(mailer.sent).toEqual([]);
});
