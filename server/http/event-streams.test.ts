/**
 * One signed-in account cannot hold open more live-update streams than a person's tabs need:
 * asked for many at once, the shop opens a handful and answers the rest 429; a closed tab makes
 * room again.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { seedShop } from '#server/db/seed.ts';
import { startEventHub, STREAMS_PER_ACCOUNT, type EventHub } from '#server/realtime/event-hub.ts';
import { TOO_MANY_STREAMS } from '#server/realtime/events-endpoint.ts';
import {
  type CookieJar,
  inProcessShop,
  type InProcessShop,
  signedInCustomerOf,
} from '#tests/support/shop-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';

let database: TestDatabase;
let db: Db;
let hub: EventHub;
let shop: InProcessShop;
let customer: { jar: CookieJar };

beforeAll(async () => {
  database = await createTestDatabase();
  ({ db } = database);
  await seedShop(db);
  hub = await startEventHub(database);
  shop = await inProcessShop(db, { VISITOR_WRITES_PER_MINUTE: '1000' }, { events: hub });
  customer = await signedInCustomerOf(db, shop, 'Meera Iyer');
});
afterAll(() => hub.stop());

const openStream = () => shop.app.request('/events', { headers: { Cookie: customer.jar.header } });

test('many streams asked for at once by one account: a handful open, the rest 429', async () => {
  const answers = await Promise.all(Array.from({ length: 200 }, openStream));
  const opened = answers.filter((answer) => answer.status === 200);
  const refused = answers.filter((answer) => answer.status === 429);
  expect(opened).toHaveLength(STREAMS_PER_ACCOUNT);
  expect(refused).toHaveLength(200 - STREAMS_PER_ACCOUNT);
  expect(opened[0]?.headers.get('content-type')).toContain('text/event-stream');
  expect(await refused[0]?.text()).toBe(TOO_MANY_STREAMS);
  expect(hub.size).toBe(STREAMS_PER_ACCOUNT);

  // A tab closed: its place is free for the next page.
  await opened[0]?.body?.cancel();
  await expect.poll(() => hub.size).toBe(STREAMS_PER_ACCOUNT - 1);
  const next = await openStream();
  expect(next.status).toBe(200);
  expect((await openStream()).status).toBe(429);
  await Promise.all([...opened.slice(1), next].map((answer) => answer.body?.cancel()));
  await expect.poll(() => hub.size).toBe(0);
});

test('a visitor gets 401, and takes no place', async () => {
  const answer = await shop.app.request('/events');
  expect(answer.status).toBe(401);
  expect(hub.size).toBe(0);
});
