/**
 * One signed-in account cannot hold open more live-update streams than a person's tabs need:
 * asked for many at once, the shop opens a handful and answers the rest 429; a closed tab makes
 * room again. And a stream lasts only as long as what let it open: a staff member removed, given
 * another role or signed out finds their stream ended within seconds, on every server.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { endSignedInDevice } from '#server/auth/signed-in-devices.ts';
import { openPostgres, type Database, type Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/auth.ts';
import { seedShop } from '#server/seed/seed.ts';
import { startEventHub, STREAMS_PER_ACCOUNT, type EventHub } from '#server/realtime/event-hub.ts';
import { TOO_MANY_STREAMS } from '#server/realtime/events-endpoint.ts';
import type { Actor } from '#server/staff/assert-may.ts';
import { setStaffRole } from '#server/staff/staff-members.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import {
  type CookieJar,
  inProcessShop,
  type InProcessShop,
  postForm,
  SHOP_ORIGIN,
  signedInCustomerOf,
} from '#tests/support/shop-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';

let database: TestDatabase;
let db: Db;
let hub: EventHub;
let shop: InProcessShop;
let customer: { jar: CookieJar };

// The servers' own rounds of session checks never come in these tests, but for the one that
// says so: what ends a stream at once is the change's notice, heard by every server.
const HOUR_MS = 60 * 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ db } = database);
  await seedShop(db);
  hub = await startEventHub(database, { sessionCheckMs: HOUR_MS });
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

describe("a staff member's stream ends within seconds of what let it open", () => {
  // What a loaded machine may take for a change to end a stream here; the tests allow 3 times it.
  const ENDS_WITHIN_MS = 2_000;
  const inTime = { timeout: 3 * ENDS_WITHIN_MS };
  /** A second server on the same database, as behind a load balancer. */
  let other: Database;
  let otherHub: EventHub;
  let otherShop: InProcessShop;
  /** A server whose own rounds of checks come every half second, and no notice helps. */
  let checkingHub: EventHub;
  let checkingShop: InProcessShop;
  let owner: Actor;
  type Packer = { id: string; jar: CookieJar };
  let removed: Packer, moved: Packer, deviceEnded: Packer, onOtherServer: Packer;
  let signedOut: Packer;

  beforeAll(async () => {
    other = openPostgres(database.connectionString);
    otherHub = await startEventHub(other, { sessionCheckMs: HOUR_MS });
    otherShop = await inProcessShop(other.db, {}, { events: otherHub });
    checkingHub = await startEventHub(database, { sessionCheckMs: 500 });
    checkingShop = await inProcessShop(db, {}, { events: checkingHub });
    owner = { id: await insertCustomer(db, 'Asha Owner', 'owner'), role: 'owner' };
    // Signed in now, so that each test's time is the ending alone.
    [removed, moved, deviceEnded, onOtherServer, signedOut] = await Promise.all([
      packerSignedInOn(shop, 'Ravi Packer'),
      packerSignedInOn(shop, 'Meena Packer'),
      packerSignedInOn(shop, 'Kabir Packer'),
      packerSignedInOn(otherShop, 'Farah Packer'),
      packerSignedInOn(checkingShop, 'Gopal Packer'),
    ]);
  });
  afterAll(async () => {
    await Promise.all([otherHub.stop(), checkingHub.stop()]);
    await other.close();
  });

  async function packerSignedInOn(server: InProcessShop, name: string): Promise<Packer> {
    const person = await signedInCustomerOf(db, server, name);
    await db.update(users).set({ role: 'packer' }).where(eq(users.id, person.id));
    return person;
  }

  /** The packer's live updates, open: the hub holds them before the answer comes. */
  async function streamOf(packer: Packer, server: InProcessShop = shop) {
    const stream = await server.app.request('/events', { headers: { Cookie: packer.jar.header } });
    expect(stream.status).toBe(200);
    return stream;
  }

  test(
    'the owner removes a packer: their open stream ends, and a new one is refused',
    inTime,
    async () => {
      const stream = await streamOf(removed);
      await setStaffRole(db, owner, removed.id, 'customer');
      // The body ends: nothing more is said, not even the heartbeat.
      expect(await stream.text()).toBe(': connected\n\n');
      const again = await shop.app.request('/events', { headers: { Cookie: removed.jar.header } });
      expect(again.status).toBe(401);
    },
  );

  test("the owner changes a packer's role: their open stream ends", inTime, async () => {
    const stream = await streamOf(moved);
    await setStaffRole(db, owner, moved.id, 'rider');
    expect(await stream.text()).toBe(': connected\n\n');
  });

  test(
    "a device signed out from the account's devices page: its open stream ends",
    inTime,
    async () => {
      const stream = await streamOf(deviceEnded);
      const [session] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, deviceEnded.id));
      await endSignedInDevice(db, deviceEnded.id, session?.id ?? '');
      expect(await stream.text()).toBe(': connected\n\n');
    },
  );

  test(
    'a packer removed through one server: their stream on another server ends too',
    inTime,
    async () => {
      const stream = await streamOf(onOtherServer, otherShop);
      expect(otherHub.size).toBe(1);
      await setStaffRole(db, owner, onOtherServer.id, 'customer');
      expect(await stream.text()).toBe(': connected\n\n');
      expect(otherHub.size).toBe(0);
    },
  );

  test(
    "signed out in another tab: the stream ends at its server's next round of checks",
    inTime,
    async () => {
      const stream = await streamOf(signedOut, checkingShop);
      const signOut = { jar: signedOut.jar, origin: SHOP_ORIGIN };
      expect((await postForm(checkingShop.app, '/auth/logout', {}, signOut)).status).toBe(303);
      expect(await stream.text()).toBe(': connected\n\n');
    },
  );
});
