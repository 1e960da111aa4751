/**
 * Order e-mails go through the job queue (docs/decisions/010): queued with the change that
 * calls for them, sent only once it commits, retried while the mail server is down, and each
 * sent once however many servers run the queue.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type { Mailer } from '#server/mail/mailer.ts';
import { jobs } from '#server/db/schema/jobs.ts';
import { seedShop } from '#server/seed/seed.ts';
import { startJobWorker } from '#server/jobs/job-worker.ts';
import { shopJobs } from '#server/compose/shop-jobs.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { insertWeighedSweet } from '#tests/support/factories.ts';
import { MAIL_CONFIG, sendQueuedEmails, testMailer } from '#tests/support/mail.ts';
import { checkout, customerWithCart } from '#tests/support/orders.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { placeOrder } from './place-order.ts';
import { ORDER_EMAIL_JOB } from '#server/mail/order-email-job.ts';
import { recordStatusChange } from './record-status-change.ts';
import { expectErrorsLogged, loggedMessages } from '#tests/support/log-lines.ts';

const HOUR = 60 * 60 * 1000;
const REFUSED = 'connect ECONNREFUSED 127.0.0.1:587';
let database: TestDatabase;
let shopEmail: string;
let storeName: string;
let samosa: string;
const mailer = testMailer();
const { sent } = mailer;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedShop(database.db);
  ({ email: shopEmail, storeName } = await getStoreSettings(database.db));
  samosa = (await insertWeighedSweet(database.db, 'Samosa', { stock: 1000 }))['500g'];
});
beforeEach(async () => {
  sent.splice(0);
  mailer.refuses = () => false;
  await database.db.delete(jobs);
});

async function placedOrder() {
  const { userId } = await customerWithCart(database.db, [[samosa, 1]]);
  const email = `${userId}@example.com`;
  const order = await placeOrder(database.db, userId, checkout({ email }));
  return { ...order, userId, email };
}

/** Each e-mail as `to: subject` (a new order's without its amount), sorted: no order is promised. */
const mails = () =>
  sent.map((mail) => `${mail.to}: ${mail.subject.replace(/^(New order \S+):.*/, '$1')}`).sort();
const placementMails = (order: { orderNumber: string; email: string }) => [
  `${order.email}: Your ${storeName} order ${order.orderNumber} has been placed`,
  `${shopEmail}: New order ${order.orderNumber}`,
];
const queued = () => database.db.select().from(jobs).where(eq(jobs.name, ORDER_EMAIL_JOB));
const makeDue = () => database.db.update(jobs).set({ runAt: sql`now()` });

test('placing an order queues its e-mails with it; none is sent until the queue runs', async () => {
  const order = await placedOrder();
  expect(sent).toEqual([]);
  expect((await queued()).map((job) => job.payload).sort(byKind)).toEqual([
    { kind: 'confirmation', orderNumber: order.orderNumber },
    { kind: 'new-order', orderNumber: order.orderNumber },
  ]);

  expect(await sendQueuedEmails(database.db, mailer)).toBe(2);
  expect(mails()).toEqual(placementMails(order).sort());
  expect(await queued()).toEqual([]);
});

test('a started server sends a step’s e-mail as soon as it commits, and none for a step rolled back', async () => {
  const order = await placedOrder();
  const worker = await startJobWorker(database, shopJobs(MAIL_CONFIG, mailer), { pollMs: HOUR });
  try {
    // The order was placed while no server ran: the worker finds its e-mails as it starts.
    await vi.waitFor(() => expect(mails()).toEqual(placementMails(order).sort()), {
      timeout: 5000,
    });
    sent.splice(0);

    const shipped = new RegExp(`order ${order.orderNumber}: Shipped$`);
    await database.db.transaction(async (tx) => {
      await recordStatusChange(tx, {
        order: { id: order.id, orderNumber: order.orderNumber, userId: order.userId },
        status: 'shipped',
        changedBy: null,
        title: 'Order Shipped',
        description: `Order ${order.orderNumber} is now shipped.`,
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sent).toEqual([]);
    });
    // Woken by the commit: no 30-second poll (this worker's is an hour) stands in between.
    await vi.waitFor(
      () => expect(sent.map((mail) => mail.subject)).toEqual([expect.stringMatching(shipped)]),
      {
        timeout: 5000,
      },
    );

    await database.db
      .transaction(async (tx) => {
        await recordStatusChange(tx, {
          order: { id: order.id, orderNumber: order.orderNumber, userId: order.userId },
          status: 'delivered',
          changedBy: null,
          title: 'Order Delivered',
          description: `Order ${order.orderNumber} is now delivered.`,
        });
        throw new Error('the change was refused');
      })
      .catch(() => undefined);
    expect(await queued()).toEqual([]);
  } finally {
    await worker.stop();
  }
  expect(sent).toHaveLength(1);
});

test('while the mail server is down the e-mails wait, retried later and later, then each goes out once', async () => {
  expectErrorsLogged();
  mailer.refuses = () => true;
  const order = await placedOrder();

  expect(await sendQueuedEmails(database.db, mailer)).toBe(2);
  expect(sent).toEqual([]);
  expect(loggedMessages('error')).toContain(
    `Background job ${ORDER_EMAIL_JOB} failed (attempt 1): ${REFUSED}`,
  );
  for (const job of await queued()) {
    expect(job).toMatchObject({
      attempts: 1,
      lastError: REFUSED,
      failedAt: null,
      lockedUntil: null,
    });
  }
  expect(await msUntilRetries()).toEqual([expect.closeTo(30_000, -4), expect.closeTo(30_000, -4)]);
  // Not due yet: the next look finds nothing to do.
  expect(await sendQueuedEmails(database.db, mailer)).toBe(0);

  await makeDue();
  expect(await sendQueuedEmails(database.db, mailer)).toBe(2);
  expect(await msUntilRetries()).toEqual([expect.closeTo(60_000, -4), expect.closeTo(60_000, -4)]);

  // The server is back.
  mailer.refuses = () => false;
  await makeDue();
  expect(await sendQueuedEmails(database.db, mailer)).toBe(2);
  expect(mails()).toEqual(placementMails(order).sort());
  expect(await queued()).toEqual([]);
  await makeDue();
  expect(await sendQueuedEmails(database.db, mailer)).toBe(0);
  expect(sent).toHaveLength(2);
});

test('an e-mail the server refuses is tried again alone: the others are not sent twice', async () => {
  expectErrorsLogged();
  mailer.refuses = (message) => message.to === shopEmail;
  const order = await placedOrder();
  await sendQueuedEmails(database.db, mailer);
  expect(sent.map((mail) => mail.to)).toEqual([order.email]);

  mailer.refuses = () => false;
  await makeDue();
  await sendQueuedEmails(database.db, mailer);
  expect(mails()).toEqual(placementMails(order).sort());
  expect(loggedMessages('error')).toHaveLength(1);
});

test('two servers on one database send each e-mail once', async () => {
  // A mail server that takes its time, so both servers are busy at once.
  const slow: Mailer = {
    outboxDir: undefined,
    send: async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      await mailer.send(message);
    },
  };
  const servers = await Promise.all(
    [1, 2].map(() => startJobWorker(database, shopJobs(MAIL_CONFIG, slow), { pollMs: 20 })),
  );
  try {
    const orders = await Promise.all([1, 2, 3, 4, 5].map(() => placedOrder()));
    // And two more servers look at the queue by hand at the same time.
    await Promise.all([1, 2].map(() => sendQueuedEmails(database.db, slow)));
    await vi.waitFor(async () => expect(await queued()).toEqual([]), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mails()).toEqual(orders.flatMap(placementMails).sort());
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
});

function byKind(a: Record<string, unknown>, b: Record<string, unknown>) {
  return String(a.kind).localeCompare(String(b.kind));
}

/** Milliseconds from the database's now to each queued order e-mail's next try. */
async function msUntilRetries() {
  const rows = await database.db
    .select({ ms: sql<number>`extract(epoch from (${jobs.runAt} - now())) * 1000` })
    .from(jobs);
  return rows.map((row) => Number(row.ms));
}
