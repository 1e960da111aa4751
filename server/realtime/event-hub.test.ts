/**
 * Live order news reaches the pages allowed to hear it: the admin hears every order, a customer
 * only their own, and nothing is heard of a change that was rolled back. On PostgreSQL, a change
 * made through one server instance reaches a page connected to another. A page hears only while
 * its session is open with the role it had.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Role } from '#core/staff-roles.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { endSignedInDevice } from '#server/auth/signed-in-devices.ts';
import { openPostgres, type Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/auth.ts';
import { cancelOrder } from '#server/orders/cancel-order.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { buildProduct, insertCustomer, insertProduct } from '#tests/support/factories.ts';
import { checkout, customerWithCart } from '#tests/support/orders.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import {
  startEventHub,
  STREAMS_PER_ACCOUNT,
  STREAMS_PER_ADDRESS,
  type BrowserEvent,
  type EventHub,
} from './event-hub.ts';
import { writeTogether } from '#server/db/write-together.ts';
import { announceStorefrontChange, orderEventNotice } from './shop-events.ts';

let database: TestDatabase;
let db: Db;
let hub: EventHub;
let variantId: string;
let owner: { id: string; role: Role };

beforeAll(async () => {
  database = await createTestDatabase();
  ({ db } = database);
  hub = await startEventHub(database, { onStorefrontChanged: () => storefrontChanges.push(1) });
  const { variants } = await insertProduct(db, buildProduct({ name: 'Motichoor Ladoo' }));
  variantId = variants[0]?.id ?? '';
  const ownerId = await insertCustomer(db, 'Asha Owner', 'owner');
  await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, ownerId));
  owner = { id: ownerId, role: 'owner' };
});
afterAll(() => hub.stop());

const storefrontChanges: number[] = [];

/** A browser signed in as `userId`, as better-auth keeps it: the session's id. */
async function openSession(userId: string) {
  const id = randomUUID();
  await db.insert(sessions).values({
    id,
    token: randomUUID(),
    userId,
    expiresAt: sql`now() + interval '1 day'`,
  });
  return id;
}

/** What one page hears, a way to wait for its next event, and its stream's ending. */
async function listener(target: EventHub, viewer: { id: string; role: Role }) {
  const heard: BrowserEvent[] = [];
  let wake: (() => void) | undefined;
  let endStream = () => {};
  const ended = new Promise<void>((resolve) => (endStream = resolve));
  const sessionId = await openSession(viewer.id);
  target.subscribe({
    viewer,
    sessionId,
    address: '10.4.4.4',
    send: (event) => {
      heard.push(event);
      wake?.();
    },
    end: endStream,
  });
  return {
    viewer,
    sessionId,
    ended,
    heard,
    next: (count: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`heard ${heard.length} events`)), 5000);
        const check = () => {
          if (heard.length >= count) {
            clearTimeout(timer);
            resolve();
          }
        };
        wake = check;
        check();
      }),
  };
}

test("the admin hears every order; a customer only their own, without anyone's id", async () => {
  const asha = await customerWithCart(db, [[variantId, 1]]);
  const ravi = await customerWithCart(db, [[variantId, 1]]);
  const admin = await listener(hub, owner);
  const ashasPage = await listener(hub, { id: asha.userId, role: 'customer' });
  const ravisPage = await listener(hub, { id: ravi.userId, role: 'customer' });

  const { orderNumber } = await placeOrder(db, asha.userId, checkout());
  await cancelOrder(db, asha.userId, orderNumber);

  await admin.next(2);
  await ashasPage.next(2);
  expect(ashasPage.heard).toEqual([
    { type: 'order', orderNumber, status: 'placed', isNew: true },
    { type: 'order', orderNumber, status: 'cancelled', isNew: false },
  ]);
  expect(admin.heard).toEqual(ashasPage.heard);
  // Ravi's own order is the next thing his page hears: nothing of Asha's came before it.
  const his = await placeOrder(db, ravi.userId, checkout());
  await ravisPage.next(1);
  expect(ravisPage.heard).toEqual([
    { type: 'order', orderNumber: his.orderNumber, status: 'placed', isNew: true },
  ]);
});

/** A customer's cart ready to order, and their page already listening on `target`. */
async function listeningCustomer(target: EventHub) {
  const { userId } = await customerWithCart(db, [[variantId, 1]]);
  return { userId, page: await listener(target, { id: userId, role: 'customer' }) };
}

test('a change that was rolled back is never heard of', async () => {
  // Listening before the order is placed: notifications arrive in the order they committed.
  const { userId, page } = await listeningCustomer(hub);
  const { orderNumber } = await placeOrder(db, userId, checkout());
  await expect(
    db.transaction(async (tx) => {
      await writeTogether(tx, [
        orderEventNotice({ orderNumber, userId, status: 'shipped', isNew: false }),
      ]);
      throw new Error('the change failed after announcing it');
    }),
  ).rejects.toThrow('the change failed');
  await cancelOrder(db, userId, orderNumber);
  await page.next(2);
  expect(page.heard).toEqual([
    { type: 'order', orderNumber, status: 'placed', isNew: true },
    { type: 'order', orderNumber, status: 'cancelled', isNew: false },
  ]);
});

test('a storefront change reaches the page cache of every server', async () => {
  const before = storefrontChanges.length;
  await announceStorefrontChange(db);
  await expect.poll(() => storefrontChanges.length).toBe(before + 1);
});

describe('how many streams one person or one address may hold open', () => {
  // Opened and closed with nothing awaited between: no round of session checks comes between.
  const quiet = { sessionId: 'a-session', send: () => undefined, end: () => undefined };
  const customer = (id: string) => ({ id, role: 'customer' as const });

  test("a person's tabs beyond the limit are refused, from any address; closing one makes room", () => {
    const tabs = Array.from({ length: STREAMS_PER_ACCOUNT }, (_, tab) =>
      hub.subscribe({ ...quiet, viewer: customer('meera'), address: `10.5.0.${tab}` }),
    );
    expect(tabs.every(Boolean)).toBe(true);
    const oneMore = { ...quiet, viewer: customer('meera'), address: '10.5.1.1' };
    expect(hub.subscribe(oneMore)).toBeUndefined();
    expect(hub.subscribe({ ...oneMore, viewer: customer('ravi') })).toBeDefined();

    tabs[0]?.();
    tabs[0]?.(); // closing twice frees one place, not two
    const reopened = hub.subscribe(oneMore);
    expect(reopened).toBeDefined();
    expect(hub.subscribe(oneMore)).toBeUndefined();
    for (const close of [...tabs, reopened]) close?.();
  });

  test('streams from one address beyond its limit are refused, whoever asks', () => {
    const before = hub.size;
    const streams = Array.from({ length: STREAMS_PER_ADDRESS }, (_, person) =>
      hub.subscribe({ ...quiet, viewer: customer(`office-${person}`), address: '203.0.113.9' }),
    );
    expect(streams.every(Boolean)).toBe(true);
    const newcomer = { ...quiet, viewer: customer('newcomer'), address: '203.0.113.9' };
    expect(hub.subscribe(newcomer)).toBeUndefined();
    const elsewhere = hub.subscribe({ ...newcomer, address: '198.51.100.7' });
    expect(elsewhere).toBeDefined();
    for (const close of [...streams, elsewhere]) close?.();
    expect(hub.size).toBe(before);
  });
});

describe('two server instances on one PostgreSQL', () => {
  test("a status change made through one reaches a customer's page on the other", async () => {
    const other = openPostgres(database.connectionString);
    const otherHub = await startEventHub(other);
    try {
      const { userId, page } = await listeningCustomer(otherHub);
      const { orderNumber } = await placeOrder(db, userId, checkout());
      await cancelOrder(db, userId, orderNumber);
      await page.next(2);
      expect(page.heard).toEqual([
        { type: 'order', orderNumber, status: 'placed', isNew: true },
        { type: 'order', orderNumber, status: 'cancelled', isNew: false },
      ]);
    } finally {
      await otherHub.stop();
      await other.close();
    }
  });
});

describe('a page hears only while its session is open with the role it had', () => {
  // What a loaded machine may take for a change to end a stream here; the tests allow 3 times it.
  const ENDS_WITHIN_MS = 2_000;
  const inTime = { timeout: 3 * ENDS_WITHIN_MS };

  test(
    "a page whose session ended, or whose person's role changed, ends at the next round of checks",
    inTime,
    async () => {
      const checking = await startEventHub(database, { sessionCheckMs: 200 });
      try {
        const signedOut = await listener(checking, {
          id: await insertCustomer(db, 'Ravi Packer', 'packer'),
          role: 'packer',
        });
        const moved = await listener(checking, {
          id: await insertCustomer(db, 'Meena Packer', 'packer'),
          role: 'packer',
        });
        const { userId, page: stillSignedIn } = await listeningCustomer(checking);
        // Straight in the database, with no notice: as a sign-out or an expired session leaves it.
        await db.delete(sessions).where(eq(sessions.id, signedOut.sessionId));
        await db.update(users).set({ role: 'rider' }).where(eq(users.id, moved.viewer.id));
        await Promise.all([signedOut.ended, moved.ended]);
        // The rounds that ended them read the customer's session too, still open: it still hears.
        expect(checking.size).toBe(1);
        const { orderNumber } = await placeOrder(db, userId, checkout());
        await stillSignedIn.next(1);
        expect(stillSignedIn.heard).toEqual([
          { type: 'order', orderNumber, status: 'placed', isNew: true },
        ]);
      } finally {
        await checking.stop();
      }
    },
  );

  test(
    'a device signed out through one server ends its page on another at once',
    inTime,
    async () => {
      const other = openPostgres(database.connectionString);
      // Its rounds never come in this test: only the other server's notice can end the page.
      const otherHub = await startEventHub(other, { sessionCheckMs: 60 * 60_000 });
      try {
        const packerId = await insertCustomer(db, 'Ravi Packer', 'packer');
        const page = await listener(otherHub, { id: packerId, role: 'packer' });
        await endSignedInDevice(db, packerId, page.sessionId);
        await page.ended;
        expect(otherHub.size).toBe(0);
      } finally {
        await otherHub.stop();
        await other.close();
      }
    },
  );
});
