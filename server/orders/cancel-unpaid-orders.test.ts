/**
 * An order paid online that is still unpaid after UNPAID_ORDER_MINUTES is cancelled by the shop,
 * its stock returned once, however many servers run the job and whatever payment lands meanwhile.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, expect, test } from 'vitest';
import { orderStatuses } from '#core/order-status.ts';
import {
  awaitsOnlinePayment,
  paymentMethods,
  paymentStatuses,
  type PaymentMethod,
  type PaymentStatus,
} from '#core/payment.ts';
import { listActivity } from '#server/accounts/activity.ts';
import type { Db } from '#server/db/client.ts';
import { productVariants } from '#server/db/schema/catalog.ts';
import { jobs } from '#server/db/schema/jobs.ts';
import { awaitsOnlinePaymentSql, orderStatusHistory, orders } from '#server/db/schema/orders.ts';
import { seedShop } from '#server/seed/seed.ts';
import { runDueJobs, scheduleRecurringJobs } from '#server/jobs/job-worker.ts';
import { shopJobs } from '#server/compose/shop-jobs.ts';
import { UNREACHABLE_RAZORPAY } from '#tests/support/payments.ts';
import { insertWeighedSweet } from '#tests/support/factories.ts';
import { MAIL_CONFIG, sendQueuedEmails, testMailer } from '#tests/support/mail.ts';
import { checkout, customerWithCart } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { CANCEL_UNPAID_ORDERS_JOB, cancelUnpaidOrders } from './cancel-unpaid-orders.ts';
import { placeOrder } from './place-order.ts';

const LIMIT = { olderThanMinutes: 30 };
const STOCK = 100;

let db: Db;
let jalebi: string;
const mailer = testMailer();
const { sent } = mailer;

beforeEach(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  jalebi = (await insertWeighedSweet(db, 'Jalebi', { stock: STOCK }))['500g'];
  sent.splice(0);
});

/** An order for `quantity` of Jalebi, placed `minutesAgo`; its placement e-mails already sent. */
async function placedOrder(
  options: {
    paymentMethod?: PaymentMethod;
    paymentStatus?: PaymentStatus;
    minutesAgo?: number;
    quantity?: number;
  } = {},
) {
  const { userId } = await customerWithCart(db, [[jalebi, options.quantity ?? 2]]);
  const email = `${userId}@example.com`;
  const { id, orderNumber } = await placeOrder(
    db,
    userId,
    checkout({ email, paymentMethod: options.paymentMethod ?? 'razorpay' }),
    UNREACHABLE_RAZORPAY,
  );
  await db
    .update(orders)
    .set({
      paymentStatus: options.paymentStatus ?? 'pending',
      createdAt: sql`now() - ${options.minutesAgo ?? 0} * interval '1 minute'`,
    })
    .where(eq(orders.id, id));
  await sendQueuedEmails(db, mailer);
  sent.splice(0);
  return { id, orderNumber, userId, email };
}

async function stock() {
  const [variant] = await db
    .select({ stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, jalebi));
  return variant?.stock;
}

async function orderState(id: string) {
  const [order] = await db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, id));
  return order;
}

async function historyOf(id: string) {
  return db
    .select({ status: orderStatusHistory.status, changedBy: orderStatusHistory.changedBy })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(asc(orderStatusHistory.createdAt));
}

const cancellationMail = (order: { orderNumber: string; email: string }) => ({
  to: order.email,
  subject: `Your Halwai order ${order.orderNumber}: Cancelled`,
});

test('an online order unpaid after 30 minutes is cancelled: stock back once, history written, the customer told', async () => {
  const order = await placedOrder({ minutesAgo: 31, quantity: 3 });
  expect(await stock()).toBe(STOCK - 3);

  expect(await cancelUnpaidOrders(db, LIMIT)).toEqual([order.orderNumber]);

  expect(await stock()).toBe(STOCK);
  expect(await orderState(order.id)).toEqual({ status: 'cancelled', paymentStatus: 'cancelled' });
  // The shop did it: no customer or admin is named on the step.
  expect(await historyOf(order.id)).toEqual([
    { status: 'placed', changedBy: order.userId },
    { status: 'cancelled', changedBy: null },
  ]);
  const [latest] = await listActivity(db, order.userId, { type: 'order' });
  expect(latest).toMatchObject({
    title: 'Order Cancelled',
    description: `Order ${order.orderNumber} was cancelled because its payment was not completed within 30 minutes.`,
    status: 'cancelled',
  });
  await sendQueuedEmails(db, mailer);
  expect(sent).toEqual([expect.objectContaining(cancellationMail(order))]);

  // The next run finds nothing: the stock came back exactly once.
  expect(await cancelUnpaidOrders(db, LIMIT)).toEqual([]);
  expect(await stock()).toBe(STOCK);
  expect(await historyOf(order.id)).toHaveLength(2);
});

test("the job's search asks the rule 'Pay now' is shown by, for every status, method and payment", async () => {
  const { id } = await placedOrder();
  for (const status of orderStatuses) {
    for (const paymentMethod of paymentMethods) {
      for (const paymentStatus of paymentStatuses) {
        await db
          .update(orders)
          .set({ status, paymentMethod, paymentStatus })
          .where(eq(orders.id, id));
        const [row] = await db
          .select({ awaits: sql<boolean>`${awaitsOnlinePaymentSql(orders)}` })
          .from(orders)
          .where(eq(orders.id, id));
        const order = { status, paymentMethod, paymentStatus };
        expect({ ...order, awaits: row?.awaits }).toEqual({
          ...order,
          awaits: awaitsOnlinePayment(order),
        });
      }
    }
  }
});

test('an order whose online payment failed is cancelled too, and owes nothing', async () => {
  const order = await placedOrder({ minutesAgo: 45, paymentStatus: 'failed' });

  expect(await cancelUnpaidOrders(db, LIMIT)).toEqual([order.orderNumber]);

  expect(await orderState(order.id)).toEqual({ status: 'cancelled', paymentStatus: 'cancelled' });
  expect(await stock()).toBe(STOCK);
});

test('a younger order, a Cash on Delivery order and a paid order are left alone', async () => {
  const younger = await placedOrder({ minutesAgo: 29 });
  const cashOnDelivery = await placedOrder({ minutesAgo: 120, paymentMethod: 'cod' });
  const paid = await placedOrder({ minutesAgo: 120, paymentStatus: 'paid' });
  expect(await stock()).toBe(STOCK - 6);

  expect(await cancelUnpaidOrders(db, LIMIT)).toEqual([]);

  expect(await stock()).toBe(STOCK - 6);
  expect(await orderState(younger.id)).toEqual({ status: 'placed', paymentStatus: 'pending' });
  expect(await orderState(cashOnDelivery.id)).toEqual({
    status: 'placed',
    paymentStatus: 'pending',
  });
  expect(await orderState(paid.id)).toEqual({ status: 'placed', paymentStatus: 'paid' });
  await sendQueuedEmails(db, mailer);
  expect(sent).toEqual([]);
});

test('the minutes are counted to the time given, and the history names them', async () => {
  const order = await placedOrder();
  const later = new Date(Date.now() + 50 * 60 * 1000);

  expect(await cancelUnpaidOrders(db, { olderThanMinutes: 60, now: later })).toEqual([]);
  expect(await cancelUnpaidOrders(db, { olderThanMinutes: 45, now: later })).toEqual([
    order.orderNumber,
  ]);
  const [latest] = await listActivity(db, order.userId, { type: 'order' });
  expect(latest?.description).toBe(
    `Order ${order.orderNumber} was cancelled because its payment was not completed within 45 minutes.`,
  );
});

test('two servers running it at once cancel each order once and return its stock once', async () => {
  const unpaid = [];
  for (let n = 0; n < 4; n += 1) unpaid.push(await placedOrder({ minutesAgo: 40 }));
  expect(await stock()).toBe(STOCK - 8);

  const runs = await Promise.all([cancelUnpaidOrders(db, LIMIT), cancelUnpaidOrders(db, LIMIT)]);

  expect(runs.flat().sort()).toEqual(unpaid.map((order) => order.orderNumber).sort());
  expect(await stock()).toBe(STOCK);
  for (const order of unpaid) {
    expect((await historyOf(order.id)).map((step) => step.status)).toEqual(['placed', 'cancelled']);
  }
  await sendQueuedEmails(db, mailer);
  expect(sent.map((mail) => ({ to: mail.to, subject: mail.subject })).sort(byTo)).toEqual(
    unpaid.map(cancellationMail).sort(byTo),
  );
});

test('the shop’s job cancels unpaid orders from the queue and comes round again a minute later', async () => {
  const order = await placedOrder({ minutesAgo: 31 });
  const shop = shopJobs({ ...MAIL_CONFIG, unpaidOrderMinutes: 30 }, mailer);
  await scheduleRecurringJobs(db, shop);

  await runDueJobs(db, shop);

  expect(await orderState(order.id)).toEqual({ status: 'cancelled', paymentStatus: 'cancelled' });
  expect(await stock()).toBe(STOCK);
  // A row, not a timer: the next run survives a restart.
  const [row] = await db
    .select({ ms: sql<number>`extract(epoch from (${jobs.runAt} - now())) * 1000` })
    .from(jobs)
    .where(eq(jobs.name, CANCEL_UNPAID_ORDERS_JOB));
  expect(Number(row?.ms)).toBeGreaterThan(50_000);
  expect(Number(row?.ms)).toBeLessThanOrEqual(60_000);
});

test('an order whose payment is landing is passed over, and once paid is never cancelled', async () => {
  const paying = await placedOrder({ minutesAgo: 31 });
  const abandoned = await placedOrder({ minutesAgo: 31 });

  await db.transaction(async (tx) => {
    // The payment's confirmation holds the order while it marks it paid.
    await tx.select().from(orders).where(eq(orders.id, paying.id)).for('update');
    await tx
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: sql`now()` })
      .where(eq(orders.id, paying.id));
    expect(await cancelUnpaidOrders(db, LIMIT)).toEqual([abandoned.orderNumber]);
  });

  expect(await cancelUnpaidOrders(db, LIMIT)).toEqual([]);
  expect(await orderState(paying.id)).toEqual({ status: 'placed', paymentStatus: 'paid' });
  expect(await stock()).toBe(STOCK - 2);
});

function byTo(a: { to: string }, b: { to: string }) {
  return a.to.localeCompare(b.to);
}
