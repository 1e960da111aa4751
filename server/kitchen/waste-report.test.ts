import { eq } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { indiaInstant } from '#core/india-calendar.ts';
import type { Db } from '#server/db/client.ts';
import { batches } from '#server/db/schema/kitchen.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { sweetWithoutStock } from '#tests/support/kitchen.ts';
import { refusal } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { correctBatch } from './correct-batch.ts';
import { recordBatch } from './record-batch.ts';
import { loadWasteReport } from './waste-report.ts';
import { writeOffBatch } from './write-off-batch.ts';

let db: Db;
let owner: { id: string; role: 'owner' };
let cook: { id: string; role: 'kitchen' };

// Wednesday 25 Nov 2026, 6 pm in Delhi: the current week began on Monday the 23rd.
const now = indiaInstant('2026-11-25', '18:00');
const KEEPS = 180;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  owner = { id: await insertCustomer(db, 'Lata Owner', 'owner'), role: 'owner' };
  cook = { id: await insertCustomer(db, 'Ramu Kitchen', 'kitchen'), role: 'kitchen' };
});

async function batchMade(productId: string, grams: number, day: string, time: string) {
  const madeAt = indiaInstant(day, time);
  return (await recordBatch(db, cook, { productId, grams, madeAt }, now)).batchId;
}

test("each sweet's waste is what was written off of the batches made in an India week, over what they made", async () => {
  const apricots = await sweetWithoutStock('Waste Apricots', db, KEEPS);
  // Just after midnight on Monday in Delhi, still Sunday in UTC: this week's.
  const monday = await batchMade(apricots.productId, 4000, '2026-11-23', '00:10');
  await writeOffBatch(db, owner, { batchId: monday, grams: 300, reason: 'damaged' });
  await writeOffBatch(db, owner, { batchId: monday, grams: 200, reason: 'tasting' });
  // Just before midnight on Sunday: last week's, its kilograms corrected from 2 to 2.5.
  const sunday = await batchMade(apricots.productId, 2000, '2026-11-22', '23:50');
  await correctBatch(db, owner, { batchId: sunday, grams: 2500 });
  await writeOffBatch(db, owner, { batchId: sunday, grams: 250, reason: 'expired' });
  // Made before the eight weeks: neither its grams nor its write-off count.
  const old = await batchMade(apricots.productId, 1000, '2026-09-27', '09:00');
  await writeOffBatch(db, owner, { batchId: old, grams: 1000, reason: 'expired' });

  const report = await loadWasteReport(db, owner, now);
  expect(report.weeks).toEqual([
    '2026-10-05',
    '2026-10-12',
    '2026-10-19',
    '2026-10-26',
    '2026-11-02',
    '2026-11-09',
    '2026-11-16',
    '2026-11-23',
  ]);
  const sweet = report.sweets.find((row) => row.productId === apricots.productId);
  expect(sweet?.name).toBe('Waste Apricots');
  expect(sweet?.weeks.slice(-2)).toEqual([
    { weekStart: '2026-11-16', gramsMade: 2500, gramsWrittenOff: 250 },
    { weekStart: '2026-11-23', gramsMade: 4000, gramsWrittenOff: 500 },
  ]);
  expect(sweet?.weeks.slice(0, -2).every((week) => week.gramsMade === 0)).toBe(true);
  expect(sweet?.total).toEqual({ gramsMade: 6500, gramsWrittenOff: 750 });
});

test('grams past their best-before count once written off, and a sweet with no batches in the weeks is not listed', async () => {
  const dates = await sweetWithoutStock('Waste Dates', db, KEEPS);
  const expired = await batchMade(dates.productId, 3000, '2026-11-10', '08:00');
  await batchMade(dates.productId, 1000, '2026-11-11', '08:00');
  // Past its best-before and out of the stock, but not yet written off: not waste yet.
  await db.update(batches).set({ expiredAt: now }).where(eq(batches.id, expired));
  const weekOf9Nov = async () =>
    (await loadWasteReport(db, owner, now)).sweets
      .find((row) => row.productId === dates.productId)
      ?.weeks.find((week) => week.weekStart === '2026-11-09');
  expect(await weekOf9Nov()).toEqual({
    weekStart: '2026-11-09',
    gramsMade: 4000,
    gramsWrittenOff: 0,
  });
  await writeOffBatch(db, owner, { batchId: expired, grams: 3000, reason: 'expired' });
  expect(await weekOf9Nov()).toEqual({
    weekStart: '2026-11-09',
    gramsMade: 4000,
    gramsWrittenOff: 3000,
  });

  const figs = await sweetWithoutStock('Waste Figs', db, KEEPS);
  await batchMade(figs.productId, 2000, '2026-10-01', '08:00');
  const listed = (await loadWasteReport(db, owner, now)).sweets.map((row) => row.productId);
  expect(listed).toContain(dates.productId);
  expect(listed).not.toContain(figs.productId);
});

test('only staff who may see the dashboard get the waste figures', async () => {
  expect((await refusal(loadWasteReport(db, cook, now))).code).toBe('FORBIDDEN');
});
