import { eq } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { addToCart } from '#server/cart/change-cart.ts';
import type { Db } from '#server/db/client.ts';
import { cartLines, carts } from '#server/db/schema/cart.ts';
import { orders } from '#server/db/schema/orders.ts';
import { seedShop } from '#server/seed/seed.ts';
import { insertWeighedSweet } from '#tests/support/factories.ts';
import { sendQueuedEmails, testMailer } from '#tests/support/mail.ts';
import { checkout, customerWithCart } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { checkOut, prepareCheckout } from './checkout.ts';
import { NO_PAYMENT_PROVIDERS, placeOrder } from './place-order.ts';

let db: Db;
let kaju: string;
let samosa: string;
const mailer = testMailer();
const { sent } = mailer;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  kaju = (await insertWeighedSweet(db, 'Kaju Katli', { stock: 5 }))['500g'];
  samosa = (await insertWeighedSweet(db, 'Samosa', { pricePaise: 18000 }))['500g'];
});

const everyCartLine = () => db.select().from(cartLines).orderBy(cartLines.cartId);
const quantities = (lines: Array<{ variantId: string; quantity: number }>) =>
  Object.fromEntries(lines.map((line) => [line.variantId, line.quantity]));

test("the checkout page shows this browser's lines folded into the customer's cart, and writes nothing", async () => {
  const { userId } = await customerWithCart(db, [[kaju, 3]]);
  const { cartId: browserCartId } = await addToCart(db, undefined, kaju, 4);
  await addToCart(db, browserCartId, samosa, 1);
  const before = { carts: await db.select().from(carts), lines: await everyCartLine() };

  const page = await prepareCheckout(db, { userId, browserCartId }, null, NO_PAYMENT_PROVIDERS);
  // 3 + 4 Kaju Katli, but only 5 are in stock; the Samosa comes along.
  expect(quantities(page.cart?.lines ?? [])).toEqual({ [kaju]: 5, [samosa]: 1 });
  expect(page.cart?.totals.subtotalPaise).toBe(5 * 45000 + 18000);
  expect(page.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  expect({ carts: await db.select().from(carts), lines: await everyCartLine() }).toEqual(before);
});

test("placing the order folds the cart in, orders what the page showed and queues one confirmation, to the account's own address", async () => {
  const { userId } = await customerWithCart(db, [[samosa, 2]]);
  const { cartId: browserCartId } = await addToCart(db, undefined, samosa, 1);
  const shown = await prepareCheckout(db, { userId, browserCartId }, null, NO_PAYMENT_PROVIDERS);
  const input = checkout({ email: 'asha@example.com' });

  const { order } = await checkOut(db, { userId, browserCartId }, input, NO_PAYMENT_PROVIDERS);
  const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
  expect(stored?.totalPaise).toBe(shown.cart?.totals.totalPaise);
  expect(stored?.customerEmail).toBe('asha@example.com');
  await sendQueuedEmails(db, mailer);
  // The address typed at checkout is kept on the order, but mail goes only to the account's.
  expect(sent.filter((mail) => mail.to === 'asha@example.com')).toEqual([]);
  const toAsha = () => sent.filter((mail) => mail.to === `${userId}@example.com`);
  expect(toAsha()).toHaveLength(1);
  expect(toAsha()[0]?.text).toContain(`https://shop.example.in/orders/${order.orderNumber}`);

  // The same form again is the same order, and no second e-mail.
  await checkOut(db, { userId, browserCartId }, input, NO_PAYMENT_PROVIDERS);
  await sendQueuedEmails(db, mailer);
  expect(toAsha()).toHaveLength(1);
});

test('a payment method that cannot take orders yet is refused beside its field, before anything is done', async () => {
  const { userId } = await customerWithCart(db, [[samosa, 1]]);
  await expect(
    placeOrder(db, userId, checkout({ paymentMethod: 'razorpay' })),
  ).rejects.toMatchObject({
    code: 'INVALID_INPUT',
    field: 'paymentMethod',
    message: 'Razorpay is not available. Please choose another payment method.',
  });
  expect(await db.select().from(orders).where(eq(orders.userId, userId))).toEqual([]);
});
