import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createShopAuth } from '#server/compose/shop-auth.ts';
import { signUpCustomer } from '#server/auth/sign-in.ts';
import { addToCart } from '#server/cart/change-cart.ts';
import { loadConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { seedShop } from '#server/seed/seed.ts';
import { users } from '#server/db/schema/auth.ts';
import { carts } from '#server/db/schema/cart.ts';
import { newsletterSubscribers } from '#server/db/schema/newsletter.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { subscribeToNewsletter } from '#server/newsletter/subscribe.ts';
import { insertWeighedSweet } from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { countVisitorWrite, TOO_MANY_REQUESTS, VISITOR_WINDOW_MS } from './visitor-writes.ts';

let db: Db;
let variantId: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  variantId = (await insertWeighedSweet(db, 'Kaju Katli'))['500g'];
});

const refusal = { code: 'RATE_LIMITED', message: TOO_MANY_REQUESTS };
const cartCount = async () => (await db.select({ n: count() }).from(carts))[0]?.n ?? 0;

describe('new carts from one address', () => {
  test('past the limit are refused with 429 and no cart is made; its own cart still fills', async () => {
    const bot = { address: '203.0.113.7', perMinute: 3 };
    const made = [];
    for (let add = 0; add < 3; add += 1)
      made.push(await addToCart(db, undefined, variantId, 1, bot));
    const before = await cartCount();
    await expect(addToCart(db, undefined, variantId, 1, bot)).rejects.toMatchObject(refusal);
    expect(await cartCount()).toBe(before);

    // Adding to a cart it already has makes no row, so it is not counted.
    const own = made[0]?.cartId;
    await expect(addToCart(db, own, variantId, 1, bot)).resolves.toMatchObject({ cartId: own });
    // Another address has its own count.
    const shopper = { address: '198.51.100.4', perMinute: 3 };
    await expect(addToCart(db, undefined, variantId, 1, shopper)).resolves.toBeDefined();
  });

  test('visitors behind one address adding at once make exactly as many carts as the limit', async () => {
    const network = { address: '203.0.113.50', perMinute: 5 };
    const before = await cartCount();
    const adds = await Promise.allSettled(
      Array.from({ length: 12 }, () => addToCart(db, undefined, variantId, 1, network)),
    );
    expect(adds.filter((add) => add.status === 'fulfilled')).toHaveLength(5);
    for (const add of adds)
      if (add.status === 'rejected') expect(add.reason).toMatchObject(refusal);
    expect(await cartCount()).toBe(before + 5);
  });

  test("a sweet that cannot be added is refused without using up the address's new carts", async () => {
    const visitor = { address: '203.0.113.60', perMinute: 1 };
    const soldOut = (await insertWeighedSweet(db, 'Rasgulla', { stock: 0 }))['500g'];
    await expect(addToCart(db, undefined, soldOut, 1, visitor)).rejects.toMatchObject({
      code: 'OUT_OF_STOCK',
    });
    await expect(addToCart(db, undefined, variantId, 1, visitor)).resolves.toMatchObject({
      quantity: 1,
    });
  });

  test('the budget refills as time passes: a write back every half minute, all of it a minute after the last try', async () => {
    const limit = { address: '192.0.2.10', perMinute: 2 };
    const start = Date.now();
    await countVisitorWrite(db, 'cart', limit, start);
    await countVisitorWrite(db, 'cart', limit, start + 10);
    const tryAt = (ms: number) => countVisitorWrite(db, 'cart', limit, start + ms);
    await expect(tryAt(1000)).rejects.toMatchObject(refusal);
    await expect(tryAt(20_000)).rejects.toMatchObject(refusal);
    // A minute after the last try, the budget is whole: both writes again.
    await expect(tryAt(20_100 + VISITOR_WINDOW_MS)).resolves.toBeUndefined();
    await expect(tryAt(20_110 + VISITOR_WINDOW_MS)).resolves.toBeUndefined();
    await expect(tryAt(20_120 + VISITOR_WINDOW_MS)).rejects.toMatchObject(refusal);
    // Half a minute later, one write has come back.
    await expect(tryAt(50_200 + VISITOR_WINDOW_MS)).resolves.toBeUndefined();
  });

  test("a carrier's address with the default budget serves a festival burst, and stops a bot's 400 posts at the budget", async () => {
    const carrier = {
      address: '100.64.0.1',
      perMinute: loadConfig({ DATA_DIR: temporaryDataDir('halwai-limits-') })
        .visitorWritesPerMinute,
    };
    const start = Date.now();
    const tries = await Promise.allSettled(
      Array.from({ length: 400 }, (_, n) => countVisitorWrite(db, 'cart', carrier, start + n)),
    );
    expect(tries.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(
      carrier.perMinute + Math.floor((400 * carrier.perMinute) / VISITOR_WINDOW_MS),
    );
    expect(carrier.perMinute).toBe(120);
  });
});

test('a budget as large as a benchmark sets is counted without overflowing', async () => {
  const load = { address: '192.0.2.99', perMinute: 10_000_000 };
  for (let write = 0; write < 3; write += 1) {
    await expect(countVisitorWrite(db, 'cart', load)).resolves.toBeUndefined();
  }
});

test('newsletter sign-ups past the limit are refused and not stored', async () => {
  const bot = { address: '203.0.113.8', perMinute: 2 };
  await subscribeToNewsletter(db, 'one@example.com', bot);
  await subscribeToNewsletter(db, 'two@example.com', bot);
  await expect(subscribeToNewsletter(db, 'three@example.com', bot)).rejects.toMatchObject(refusal);
  const stored = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, 'three@example.com'));
  expect(stored).toEqual([]);
});

test('sign-ups past the limit are refused and make no account', async () => {
  await seedShop(db);
  const mailer: Mailer = { outboxDir: undefined, send: async () => undefined };
  const config = loadConfig({ DATA_DIR: temporaryDataDir('halwai-limits-') });
  const auth = createShopAuth({ db, config, mailer });
  const bot = { address: '203.0.113.9', perMinute: 1 };
  const account = (email: string) => ({ fullName: 'Bot', email, password: 'jalebi-crisp-77' });
  await signUpCustomer(db, auth, account('bot1@example.com'), bot);
  await expect(signUpCustomer(db, auth, account('bot2@example.com'), bot)).rejects.toMatchObject(
    refusal,
  );
  expect(await db.select().from(users).where(eq(users.email, 'bot2@example.com'))).toEqual([]);
});
