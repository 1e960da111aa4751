/** Customers who fill a cart and check out, again and again, with only the checkout timed. */
import { randomInt } from 'node:crypto';
import { LEGAL_CASH_LIMIT } from '#core/cash-on-delivery.ts';
import { addToCart } from '#server/cart/change-cart.ts';
import type { Db } from '#server/db/client.ts';
import { carts } from '#server/db/schema/cart.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import {
  buildProduct,
  insertCustomer,
  insertProduct,
  weighedVariants,
} from '#tests/support/factories.ts';
import { setCashOnDeliveryLimit } from '#tests/support/cash-on-delivery.ts';
import { checkout } from '#tests/support/orders.ts';

/**
 * Enough that no order in a run finds a variant sold out: a refusal is not what we time. A
 * million of a sweet's 1kg is 10⁹ grams, within the grams a sweet's stock can hold.
 */
export const stockPerVariant = 1_000_000;
/** A festival-day shop: a few products everyone buys, so buyers do wait on each other's locks. */
const productCount = 5;

export interface Shopper {
  userId: string;
  cartId: string;
}

export interface CheckoutTimes {
  /** How long each placeOrder that finished inside the measured window took, in ms. */
  latenciesMs: number[];
  /** placeOrder calls that threw, warm-up included: any of them means the figures lie. */
  failures: number;
  firstFailure?: unknown;
  /** The checkout key of every order placed, warm-up included, for checking the books. */
  placedKeys: string[];
}

/**
 * The variant ids of a few products with all three weights, in a shop that takes Cash on
 * Delivery for any cart a shopper fills.
 */
export async function seedCatalogue(db: Db): Promise<string[]> {
  // A cart reaches three kilos of three sweets (up to ₹9,900), above a shop's usual ₹5,000.
  await setCashOnDeliveryLimit(db, LEGAL_CASH_LIMIT - 1);
  const variantIds: string[] = [];
  for (let index = 0; index < productCount; index += 1) {
    const pricePaise = 40_000 + index * 5_000;
    const { variants } = await insertProduct(
      db,
      buildProduct({ name: `Bench Sweet ${index + 1}` }),
      weighedVariants(pricePaise, stockPerVariant),
    );
    variantIds.push(...variants.map((variant) => variant.id));
  }
  return variantIds;
}

/** Signed-in customers, each with their own (empty) cart, as after their first visit. */
export async function seedShoppers(db: Db, count: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let index = 0; index < count; index += 1) {
    const userId = await insertCustomer(db, `Bench Customer ${index + 1}`);
    const [cart] = await db.insert(carts).values({ userId }).returning({ id: carts.id });
    if (!cart) throw new Error('The cart was not created');
    shoppers.push({ userId, cartId: cart.id });
  }
  return shoppers;
}

/** One to three different variants, one to three units each. */
async function fillCart(db: Db, shopper: Shopper, variantIds: readonly string[]) {
  const chosen = new Set<string>();
  const lineCount = randomInt(1, 4);
  while (chosen.size < lineCount) {
    const variantId = variantIds[randomInt(variantIds.length)];
    if (variantId) chosen.add(variantId);
  }
  for (const variantId of chosen) {
    await addToCart(db, shopper.cartId, variantId, randomInt(1, 4));
  }
}

interface Window {
  start: number;
  end: number;
}

async function shopUntil(
  db: Db,
  shopper: Shopper,
  variantIds: readonly string[],
  window: Window,
  times: CheckoutTimes,
) {
  while (performance.now() < window.end) {
    await fillCart(db, shopper, variantIds);
    const input = checkout();
    const started = performance.now();
    try {
      await placeOrder(db, shopper.userId, input);
      times.placedKeys.push(input.idempotencyKey);
    } catch (error) {
      // Counted and shown rather than thrown, so one refusal does not lose the whole run.
      times.failures += 1;
      times.firstFailure ??= error;
      continue;
    }
    const finished = performance.now();
    // Counting what finishes inside the window gives the throughput without edge effects.
    if (finished >= window.start && finished < window.end) {
      times.latenciesMs.push(finished - started);
    }
  }
}

/** Runs every shopper at once through the warm-up and the measured window. */
export async function timeCheckouts(
  db: Db,
  shoppers: readonly Shopper[],
  variantIds: readonly string[],
  durations: { warmUpMs: number; measureMs: number },
): Promise<CheckoutTimes> {
  const start = performance.now() + durations.warmUpMs;
  const window = { start, end: start + durations.measureMs };
  const times: CheckoutTimes = { latenciesMs: [], failures: 0, placedKeys: [] };
  await Promise.all(shoppers.map((shopper) => shopUntil(db, shopper, variantIds, window, times)));
  return times;
}

/**
 * Each shopper fills a cart and sends the checkout twice at once, as a double click does. Both
 * answers must be the one order, made once; returns the keys and how many clicks were not.
 */
export async function doubleClickCheckouts(
  db: Db,
  shoppers: readonly Shopper[],
  variantIds: readonly string[],
) {
  const clicks = await Promise.all(
    shoppers.map(async (shopper) => {
      await fillCart(db, shopper, variantIds);
      const input = checkout();
      const [first, second] = await Promise.allSettled([
        placeOrder(db, shopper.userId, input),
        placeOrder(db, shopper.userId, input),
      ]);
      const oneOrder =
        first.status === 'fulfilled' &&
        second.status === 'fulfilled' &&
        first.value.id === second.value.id &&
        first.value.created !== second.value.created;
      return { key: input.idempotencyKey, oneOrder };
    }),
  );
  return {
    keys: clicks.map((click) => click.key),
    notOneOrder: clicks.filter((click) => !click.oneOrder).length,
  };
}
