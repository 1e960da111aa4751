import { beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { readDeliveryRules } from '#server/delivery/delivery-rules.ts';
import { lockCustomerCart, readCartLines } from '#server/orders/read-cart-lines.ts';
import { seedShop } from '#server/seed/seed.ts';
import { BY_COURIER, BY_RIDER, buyerWithGiftList } from '#tests/support/gift-orders.ts';
import { checkout, refusal } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { GIFT_ORDER_CASH_REFUSAL, giftDestination } from './gift-destination.ts';

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
});

/** A buyer whose cart holds a sweet and whose list gives one box of it to each pincode. */
async function buyerWithList(name: string, pincodes: readonly string[]) {
  return (await buyerWithGiftList(db, name, pincodes)).userId;
}

/** The buyer's cart as the recipient list checks it inside an order's transaction. */
function checkToRecipients(userId: string) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const input = checkout({ paymentMethod: 'razorpay' });
    const { rows } = await readCartLines(tx, await lockCustomerCart(tx, userId), 'last');
    const rules = await readDeliveryRules(tx, now);
    return giftDestination.check(tx, { userId, input, rules, now, rows });
  });
}

describe('an order to the people on the buyer’s list', () => {
  test('orders what the recipients receive in all, a parcel each, charged delivery each', async () => {
    const userId = await buyerWithList('List Peda', [BY_RIDER, BY_COURIER]);
    const checked = await checkToRecipients(userId);
    expect(checked.lines.map((line) => [line.name, line.quantity])).toEqual([['List Peda', 2]]);
    const route = checked.route();
    expect(route.columns).toEqual({ recipientCount: 2 });
    expect(route.parcels?.map((parcel) => parcel.map((line) => line.quantity))).toEqual([[1], [1]]);
  });

  test('an empty list is refused beside the recipients', async () => {
    const userId = await buyerWithList('Listless Peda', []);
    expect(await refusal(checkToRecipients(userId))).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'recipients',
      message: 'Please add the people to send your cart to.',
    });
  });

  test('takes Cash on Delivery only where the owner allows it', async () => {
    const rules = await readDeliveryRules(db, new Date());
    const cash = checkout({ paymentMethod: 'cod' });
    expect(() =>
      giftDestination.refusePayment(cash, { ...rules, giftOrderCashOnDelivery: false }),
    ).toThrow(GIFT_ORDER_CASH_REFUSAL);
    expect(() =>
      giftDestination.refusePayment(cash, { ...rules, giftOrderCashOnDelivery: true }),
    ).not.toThrow();
  });

  test('a shortfall is told as what the recipients receive', () => {
    expect(giftDestination.stockWords.unitsShort(2, 5, 'Kaju Katli (500g)')).toBe(
      'Only 2 of Kaju Katli (500g) left, and your recipients receive 5 in all. Please give fewer.',
    );
  });
});
