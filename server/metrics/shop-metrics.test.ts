import { beforeAll, expect, test } from 'vitest';
import type { PaymentProviders } from '#server/config.ts';
import type { TestDatabase } from '#tests/support/test-database.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { insertWeighedSweet } from '#tests/support/factories.ts';
import { expectErrorsLogged } from '#tests/support/log-lines.ts';
import { checkout, customerWithCart, refusal } from '#tests/support/orders.ts';
import { enqueueJob } from '#server/jobs/job-queue.ts';
import { runDueJobs } from '#server/jobs/job-worker.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { recordPaymentReceived } from '#server/payments/record-payment.ts';
import { seedShop } from '#server/seed/seed.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedShop(database.db);
});

/** What a counter reads now, for these labels. */
async function counted(name: string, labels: Record<string, string>) {
  const metric = database.metrics.registry.getSingleMetric(name);
  const values = (await metric?.get())?.values ?? [];
  const match = values.find((value) =>
    Object.entries(labels).every(([label, wanted]) => value.labels[label] === wanted),
  );
  return match?.value ?? 0;
}

/** Keys in form only: placing an order asks only whether the provider is offered. */
const RAZORPAY_OFFERED: PaymentProviders = {
  razorpay: {
    keyId: 'rzp_test_key',
    keySecret: 'secret',
    webhookSecret: 'secret',
    apiUrl: 'http://127.0.0.1:1',
    checkoutScriptUrl: 'http://127.0.0.1:1/checkout.js',
  },
  stripe: undefined,
};

async function cartOfTwoBoxes() {
  const sweet = await insertWeighedSweet(database.db, `Kaju Katli ${Math.random()}`, { stock: 20 });
  return customerWithCart(database.db, [[sweet['500g'], 2]]);
}

test('an order placed is counted once by its payment method, however often it is sent', async () => {
  const { db } = database;
  const { userId } = await cartOfTwoBoxes();
  const input = checkout({ paymentMethod: 'cod' });
  await placeOrder(db, userId, input);
  await placeOrder(db, userId, input);
  expect(await counted('halwai_orders_placed_total', { payment_method: 'cod' })).toBe(1);
});

test('an order refused is counted by its reason', async () => {
  const { userId } = await customerWithCart(database.db, []);
  expect((await refusal(placeOrder(database.db, userId, checkout()))).code).toBe('CART_EMPTY');
  expect(await counted('halwai_orders_refused_total', { reason: 'CART_EMPTY' })).toBe(1);
});

test('a payment heard of is counted by provider and by what the shop made of it', async () => {
  const { db } = database;
  const { userId } = await cartOfTwoBoxes();
  const order = await placeOrder(
    db,
    userId,
    checkout({ paymentMethod: 'razorpay' }),
    RAZORPAY_OFFERED,
  );
  const payment = {
    provider: 'razorpay' as const,
    paymentId: 'pay_metrics_1',
    amountPaise: order.totalPaise,
    currency: 'INR',
  };
  const lookup = { orderNumber: order.orderNumber };
  expect(await recordPaymentReceived(db, lookup, payment)).toBe('paid');
  expect(await recordPaymentReceived(db, lookup, payment)).toBe('already-recorded');
  expect(
    await recordPaymentReceived(db, { orderNumber: 'HW-999999' }, { ...payment, paymentId: 'x' }),
  ).toBe('refused');
  for (const result of ['paid', 'already-recorded', 'refused']) {
    expect(await counted('halwai_payments_total', { provider: 'razorpay', result })).toBe(1);
  }
});

test('a background job that fails is counted by its name', async () => {
  expectErrorsLogged();
  await enqueueJob(database.db, 'send-gift-card');
  await runDueJobs(database.db, [
    { name: 'send-gift-card', run: () => Promise.reject(new Error('mail server down')) },
  ]);
  expect(await counted('halwai_job_failures_total', { job: 'send-gift-card' })).toBe(1);
});
