/**
 * Promo codes at the moment of ordering: the cart page's rule again, inside the order's
 * transaction, with the use limit counted there so no race passes it.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '#core/app-error.ts';
import { indiaDayKey } from '#core/india-calendar.ts';
import { setCartPromoCode } from '#server/cart/change-cart.ts';
import { loadCart } from '#server/cart/load-cart.ts';
import type { Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';
import { promoCodes } from '#server/db/schema/promo.ts';
import { boxVariant, buildProduct, insertProduct } from '#tests/support/factories.ts';
import { checkout, customerWithCart, setStock } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { prepareCheckout } from './checkout.ts';
import { NO_PAYMENT_PROVIDERS, placeOrder } from './place-order.ts';

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
});

const DAY_MS = 24 * 60 * 60_000;
/** India's calendar day `offset` days from today. */
const indiaDay = (offset: number) => indiaDayKey(new Date(Date.now() + offset * DAY_MS));

type PromoTerms = Partial<typeof promoCodes.$inferInsert>;

async function promo(code: string, terms: PromoTerms = {}) {
  await db.insert(promoCodes).values({ code, percentOff: 20, ...terms });
}

async function promoRow(code: string) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row;
}

/** A box of its own (₹600, plenty in stock), so customers share nothing but the promo code. */
async function box(name: string, pricePaise = 60000) {
  const { variants } = await insertProduct(db, buildProduct({ name }), boxVariant(pricePaise, 50));
  return variants[0]?.id ?? '';
}

/** A customer whose cart holds one box, with `code` applied as the cart page applies it. */
async function shopperWithCode(code: string, pricePaise?: number) {
  const variantId = await box(`Box for ${code}`, pricePaise);
  const shopper = await customerWithCart(db, [[variantId, 1]]);
  await setCartPromoCode(db, shopper.cartId, code);
  return { ...shopper, variantId };
}

async function ordersOf(userId: string) {
  return db.select().from(orders).where(eq(orders.userId, userId));
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('a promo code with a use limit', () => {
  test('a limit of 5 under 20 concurrent orders gives exactly 5 discounted orders; the others are refused, then placed at full price', async () => {
    await promo('RACE5', { usageLimit: 5, percentOff: 10 });
    // Each customer buys a different box: the promo row is the only thing they contend for.
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => shopperWithCode('RACE5', 60000 + index * 100)),
    );

    // Every checkout page showed the discount.
    const results = await Promise.allSettled(
      shoppers.map(({ userId }) => placeOrder(db, userId, checkout({ shownPromoCode: 'RACE5' }))),
    );

    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const result of refused) {
      expect(result.reason).toMatchObject({
        code: 'CONFLICT',
        message: 'RACE5 has just been used up. Your cart now shows the total without it.',
      });
    }
    const discounted = await db
      .select({ discountPaise: orders.discountPaise, subtotalPaise: orders.subtotalPaise })
      .from(orders)
      .where(eq(orders.promoCode, 'RACE5'));
    expect(discounted).toHaveLength(5);
    for (const order of discounted) {
      expect(order.discountPaise).toBe(Math.round(order.subtotalPaise / 10));
    }
    expect((await promoRow('RACE5'))?.timesUsed).toBe(5);

    // A refused customer's cart now says why and shows the total without the discount...
    const late = shoppers.find((_, index) => results[index]?.status === 'rejected');
    if (!late) throw new Error('Someone was refused');
    const cart = await loadCart(db, late.cartId);
    expect(cart.promoMessage).toBe('This code has been used up.');
    expect(cart.totals.discount).toBe(0);
    // ...and the checkout read again shows no discount, so placing again goes through.
    const again = await placeOrder(db, late.userId, checkout());
    expect(again.created).toBe(true);
    const [order] = await ordersOf(late.userId);
    expect(order).toMatchObject({ discountPaise: 0, promoCode: null });
    expect((await promoRow('RACE5'))?.timesUsed).toBe(5);
  });

  test('uses are counted only for placed orders: not twice for one checkout, not for one that failed', async () => {
    await promo('COUNT3', { usageLimit: 3 });
    const asha = await shopperWithCode('COUNT3');
    const input = checkout({ shownPromoCode: 'COUNT3' });
    await placeOrder(db, asha.userId, input);
    // The same form sent again answers with the same order and counts nothing.
    expect((await placeOrder(db, asha.userId, input)).created).toBe(false);
    expect((await promoRow('COUNT3'))?.timesUsed).toBe(1);

    // An order that fails after the discount was taken gives the use back.
    const bilal = await shopperWithCode('COUNT3');
    await db.execute(sql`
      create function refuse_orders_for_promo() returns trigger language plpgsql as $$
      begin raise exception 'order_items is unavailable'; end $$`);
    await db.execute(sql`
      create trigger refuse_orders_for_promo before insert on order_items
      for each row execute function refuse_orders_for_promo()`);
    try {
      await expect(
        placeOrder(db, bilal.userId, checkout({ shownPromoCode: 'COUNT3' })),
      ).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger refuse_orders_for_promo on order_items`);
      await db.execute(sql`drop function refuse_orders_for_promo()`);
    }
    expect(await ordersOf(bilal.userId)).toEqual([]);
    expect((await promoRow('COUNT3'))?.timesUsed).toBe(1);

    // A refused order (out of stock) takes no use either.
    const chitra = await shopperWithCode('COUNT3');
    await setStock(db, chitra.variantId, 0);
    expect(
      (await refusal(placeOrder(db, chitra.userId, checkout({ shownPromoCode: 'COUNT3' })))).code,
    ).toBe('OUT_OF_STOCK');
    expect((await promoRow('COUNT3'))?.timesUsed).toBe(1);
  });
});

describe('a known code that no longer applies when the order is placed', () => {
  const refusedWith = async (code: string, terms: PromoTerms, message: string) => {
    await promo(code);
    const shopper = await shopperWithCode(code);
    // The checkout page showed the discount; then the code's terms changed.
    expect((await loadCart(db, shopper.cartId)).totals.promoCode).toBe(code);
    await db.update(promoCodes).set(terms).where(eq(promoCodes.code, code));

    const error = await refusal(placeOrder(db, shopper.userId, checkout({ shownPromoCode: code })));
    expect(error).toMatchObject({ code: 'CONFLICT', message });
    expect(await ordersOf(shopper.userId)).toEqual([]);
    expect((await loadCart(db, shopper.cartId)).lines).toHaveLength(1);
    expect((await promoRow(code))?.timesUsed).toBe(0);
    return loadCart(db, shopper.cartId);
  };

  test('an expired code refuses the order with the reason', async () => {
    const cart = await refusedWith(
      'ENDED',
      { endsOn: indiaDay(-1) },
      'ENDED has expired. Your cart now shows the total without it.',
    );
    expect(cart.promoMessage).toBe('This code has expired.');
  });

  test('a code not valid yet refuses the order with the reason', async () => {
    const cart = await refusedWith(
      'LATER',
      { startsOn: indiaDay(1) },
      'LATER is not valid yet. Your cart now shows the total without it.',
    );
    expect(cart.promoMessage).toBe('This code is not valid yet.');
  });

  test('a subtotal below the minimum refuses the order, naming the minimum in ₹', async () => {
    const cart = await refusedWith(
      'BIGBOX',
      { minSubtotalPaise: 100000 },
      'BIGBOX needs a subtotal of ₹1,000.00. Your cart now shows the total without it.',
    );
    expect(cart.promoMessage).toBe('This code needs a subtotal of ₹1,000.00');
  });

  test('a code switched off refuses the order with the reason', async () => {
    await refusedWith(
      'PAUSED',
      { isActive: false },
      'PAUSED is no longer active. Your cart now shows the total without it.',
    );
  });

  test('a code the checkout already showed without its discount gives none and refuses nothing', async () => {
    await promo('SMALLCART', { minSubtotalPaise: 100000 });
    const shopper = await shopperWithCode('SMALLCART');
    const placed = await placeOrder(db, shopper.userId, checkout());
    expect(placed.created).toBe(true);
    const [order] = await ordersOf(shopper.userId);
    expect(order).toMatchObject({ subtotalPaise: 60000, discountPaise: 0, promoCode: null });
    expect((await promoRow('SMALLCART'))?.timesUsed).toBe(0);
  });

  test('on the first and the last valid day the code applies', async () => {
    await promo('TODAYONLY', {
      startsOn: indiaDay(0),
      endsOn: indiaDay(0),
      minSubtotalPaise: 60000,
    });
    const shopper = await shopperWithCode('TODAYONLY');
    await placeOrder(db, shopper.userId, checkout({ shownPromoCode: 'TODAYONLY' }));
    const [order] = await ordersOf(shopper.userId);
    // ₹600 is exactly the minimum: 20% off.
    expect(order).toMatchObject({ discountPaise: 12000, promoCode: 'TODAYONLY' });
    expect((await promoRow('TODAYONLY'))?.timesUsed).toBe(1);
  });
});

describe('the checkout page', () => {
  test('shows why a known code gives no discount, and that it showed none; text that is no code says nothing', async () => {
    await promo('NEEDSMORE', { minSubtotalPaise: 100000 });
    const shopper = await shopperWithCode('NEEDSMORE');
    const page = await prepareCheckout(
      db,
      { userId: shopper.userId, browserCartId: undefined },
      null,
      NO_PAYMENT_PROVIDERS,
    );
    expect(page.cart?.promoNote).toEqual({
      code: 'NEEDSMORE',
      message: 'This code needs a subtotal of ₹1,000.00',
    });
    expect(page.cart?.totals).toMatchObject({ discountPaise: 0, promoCode: null });

    await setCartPromoCode(db, shopper.cartId, 'needsmore');
    const typo = await prepareCheckout(
      db,
      { userId: shopper.userId, browserCartId: undefined },
      null,
      NO_PAYMENT_PROVIDERS,
    );
    expect(typo.cart?.promoNote).toBeNull();
    expect(typo.cart?.totals.discountPaise).toBe(0);
  });
});
