import { beforeAll, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import type { ActivityType } from '#core/activity.ts';
import { activityEvents } from '#server/db/schema/accounts.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { listActivity, recordActivity } from './activity.ts';

let db: Db;
let asha: string;
let bilal: string;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

async function insertActivity(
  userId: string,
  type: ActivityType,
  title: string,
  description: string,
  createdAt: Date,
) {
  await db
    .insert(activityEvents)
    .values({ userId, type, title, description, status: 'completed', createdAt });
}

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  asha = await insertCustomer(db, 'Asha Iyer');
  bilal = await insertCustomer(db, 'Bilal Khan');
  await recordActivity(db, asha, {
    type: 'profile',
    title: 'Profile Updated',
    description: 'Phone number changed to 98765 43210',
    status: 'completed',
  });
  await insertActivity(asha, 'address', 'Address Added', 'Home: 14 Lajpat Nagar II', daysAgo(3));
  await insertActivity(asha, 'order', 'Order Placed', 'Order HW-1001 for ₹450.00', daysAgo(20));
  await insertActivity(asha, 'payment', 'Payment Received', 'Paid ₹450.00 by UPI', daysAgo(200));
  await insertActivity(asha, 'address', 'Address Deleted', 'Office: Bandra, Mumbai', daysAgo(400));
});

const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

test('all of a customer’s activity comes newest first', async () => {
  expect(titles(await listActivity(db, asha))).toEqual([
    'Profile Updated',
    'Address Added',
    'Order Placed',
    'Payment Received',
    'Address Deleted',
  ]);
});

test('the type filter keeps only that kind of activity', async () => {
  expect(titles(await listActivity(db, asha, { type: 'address' }))).toEqual([
    'Address Added',
    'Address Deleted',
  ]);
  expect(titles(await listActivity(db, asha, { type: 'payment' }))).toEqual(['Payment Received']);
  expect(titles(await listActivity(db, asha, { type: 'profile' }))).toEqual(['Profile Updated']);
});

test('search finds words in the title or the description, in any case', async () => {
  expect(titles(await listActivity(db, asha, { search: 'placed' }))).toEqual(['Order Placed']);
  expect(titles(await listActivity(db, asha, { search: 'LAJPAT' }))).toEqual(['Address Added']);
  expect(await listActivity(db, asha, { search: 'rasmalai' })).toEqual([]);
});

test('search treats % and _ as the characters they are', async () => {
  expect(await listActivity(db, asha, { search: '%' })).toEqual([]);
  expect(await listActivity(db, asha, { search: '_' })).toEqual([]);
});

test('Last Week, Last Month and Last Year keep 7, 30 and 365 days', async () => {
  expect(titles(await listActivity(db, asha, { withinDays: 7 }))).toEqual([
    'Profile Updated',
    'Address Added',
  ]);
  expect(titles(await listActivity(db, asha, { withinDays: 30 }))).toEqual([
    'Profile Updated',
    'Address Added',
    'Order Placed',
  ]);
  expect(titles(await listActivity(db, asha, { withinDays: 365 }))).toHaveLength(4);
});

test('filters combine', async () => {
  const rows = await listActivity(db, asha, { type: 'address', search: 'home', withinDays: 7 });
  expect(titles(rows)).toEqual(['Address Added']);
});

test('one customer never sees another’s activity', async () => {
  expect(await listActivity(db, bilal)).toEqual([]);
  expect(await listActivity(db, bilal, { search: 'Order' })).toEqual([]);
  await recordActivity(db, bilal, {
    type: 'address',
    title: 'Address Added',
    description: 'Home: Charminar Road, Hyderabad',
    status: 'completed',
  });
  const bilalsActivity = await listActivity(db, bilal);
  expect(bilalsActivity.map(({ userId, title }) => ({ userId, title }))).toEqual([
    { userId: bilal, title: 'Address Added' },
  ]);
  expect(titles(await listActivity(db, asha, { search: 'Hyderabad' }))).toEqual([]);
});
