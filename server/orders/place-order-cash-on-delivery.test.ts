/**
 * Cash on Delivery up to the shop's limit: checkout offers it only up to there, and placing the
 * order refuses it above, inside the order's transaction, so nothing is written.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_COD_LIMIT } from '#core/cash-on-delivery.ts';
import { rupees } from '#core/money.ts';
import { setCartPromoCode } from '#server/cart/change-cart.ts';
import { loadCart } from '#server/cart/load-cart.ts';
import type { Db } from '#server/db/client.ts';
import { seedShop } from '#server/seed/seed.ts';
import { UNREACHABLE_RAZORPAY } from '#tests/support/payments.ts';
import { setCashOnDeliveryLimit } from '#tests/support/cash-on-delivery.ts';
import { boxVariant, buildProduct, insertProduct } from '#tests/support/factories.ts';
import { checkout, customerWithCart, ordersOf, refusal, stockOf } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { prepareCheckout } from './checkout.ts';
import { NO_PAYMENT_PROVIDERS, placeOrder } from './place-order.ts';

const ABOVE_FIVE_THOUSAND =
  'Cash on Delivery is available for orders up to ₹5,000.00. Please choose an online payment method.';

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  // The seeded shop, with its settings row as a new shop starts: cash up to ₹5,000.
  await seedShop(db);
});

/** A gift box of its own, 10 in stock, so customers share nothing. */
async function giftBox(pricePaise: number) {
  const { variants } = await insertProduct(
    db,
    buildProduct({ name: `Gift Box ${pricePaise}` }),
    boxVariant(pricePaise, 10),
  );
  return variants[0]?.id ?? '';
}

/** A customer whose cart holds `quantity` of a new box at this price (shipping free above ₹500). */
async function customerBuying(pricePaise: number, quantity: number) {
  const variantId = await giftBox(pricePaise);
  return { ...(await customerWithCart(db, [[variantId, quantity]])), variantId };
}

describe('placing an order in Cash on Delivery', () => {
  test('₹5,400 is refused beside the payment method, and nothing is written: no order, stock and cart kept', async () => {
    const { userId, cartId, variantId } = await customerBuying(rupees(2_700), 2);

    const error = await refusal(placeOrder(db, userId, checkout({ paymentMethod: 'cod' })));

    expect(error).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'paymentMethod',
      message: ABOVE_FIVE_THOUSAND,
    });
    expect(await ordersOf(db, userId)).toEqual([]);
    expect(await stockOf(db, variantId)).toBe(10);
    const cart = await loadCart(db, cartId);
    expect(cart.lines.map((line) => [line.variantId, line.quantity])).toEqual([[variantId, 2]]);
    expect(cart.totals.total).toBe(rupees(5_400));
  });

  test('exactly ₹5,000 is taken in cash', async () => {
    const { userId, variantId } = await customerBuying(rupees(5_000), 1);

    const placed = await placeOrder(db, userId, checkout({ paymentMethod: 'cod' }));

    expect(placed).toMatchObject({ created: true, totalPaise: rupees(5_000) });
    expect(await stockOf(db, variantId)).toBe(9);
  });

  test('the limit is on the order total: DIWALI25 brings ₹6,000 down to ₹4,500, which cash can pay', async () => {
    const { userId, cartId } = await customerBuying(rupees(3_000), 2);
    await setCartPromoCode(db, cartId, 'DIWALI25');

    const placed = await placeOrder(db, userId, checkout({ shownPromoCode: 'DIWALI25' }));

    expect(placed).toMatchObject({ created: true, totalPaise: rupees(4_500) });
  });

  test('once the admin raises the limit to ₹10,000, the refused ₹5,400 order is taken', async () => {
    const { userId, variantId } = await customerBuying(rupees(2_700), 2);
    await refusal(placeOrder(db, userId, checkout()));

    await setCashOnDeliveryLimit(db, rupees(10_000));
    try {
      const placed = await placeOrder(db, userId, checkout());
      expect(placed).toMatchObject({ created: true, totalPaise: rupees(5_400) });
      expect(await stockOf(db, variantId)).toBe(8);
    } finally {
      await setCashOnDeliveryLimit(db, DEFAULT_COD_LIMIT);
    }
  });

  test('an online payment is not held to the cash limit', async () => {
    const { userId } = await customerBuying(rupees(2_700), 2);

    const placed = await placeOrder(
      db,
      userId,
      checkout({ paymentMethod: 'razorpay' }),
      UNREACHABLE_RAZORPAY,
    );

    expect(placed).toMatchObject({ created: true, totalPaise: rupees(5_400) });
  });
});

describe('Cash on Delivery on the checkout page', () => {
  test('above the limit it is not available and says why; with no other method, none is chosen', async () => {
    const { userId } = await customerBuying(rupees(2_700), 2);

    const page = await prepareCheckout(
      db,
      { userId, browserCartId: undefined },
      null,
      NO_PAYMENT_PROVIDERS,
    );

    expect(page.paymentOptions).toEqual([
      { method: 'razorpay', available: false },
      { method: 'stripe', available: false },
      { method: 'cod', available: false, note: ABOVE_FIVE_THOUSAND },
    ]);
    expect(page.defaultPaymentMethod).toBeNull();
  });

  test('above the limit, a shop with Razorpay keys chooses Razorpay', async () => {
    const { userId } = await customerBuying(rupees(2_700), 2);

    const page = await prepareCheckout(
      db,
      { userId, browserCartId: undefined },
      null,
      UNREACHABLE_RAZORPAY,
    );

    expect(page.paymentOptions).toContainEqual({ method: 'razorpay', available: true });
    expect(page.defaultPaymentMethod).toBe('razorpay');
  });

  test('up to the limit it is offered and chosen', async () => {
    const { userId } = await customerBuying(rupees(5_000), 1);

    const page = await prepareCheckout(
      db,
      { userId, browserCartId: undefined },
      null,
      NO_PAYMENT_PROVIDERS,
    );

    expect(page.paymentOptions).toContainEqual({ method: 'cod', available: true });
    expect(page.defaultPaymentMethod).toBe('cod');
  });
});
