import { beforeAll, describe, expect, test } from 'vitest';
import type { CheckoutInput } from '#core/checkout-input.ts';
import type { Db } from '#server/db/client.ts';
import { readDeliveryRules } from '#server/delivery/delivery-rules.ts';
import { seedShop } from '#server/seed/seed.ts';
import { buildProduct, insertProduct, weighedVariants } from '#tests/support/factories.ts';
import { checkout, customerWithCart, refusal } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { addressDestination } from './address-destination.ts';
import { lockCustomerCart, readCartLines } from './read-cart-lines.ts';

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
});

/** The customer's cart as the address checks it inside an order's transaction. */
function checkToAddress(userId: string, input: CheckoutInput) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const { rows } = await readCartLines(tx, await lockCustomerCart(tx, userId), 'last');
    const rules = await readDeliveryRules(tx, now);
    addressDestination.refusePayment(input, rules);
    return addressDestination.check(tx, { userId, input, rules, now, rows });
  });
}

async function sweet(name: string, perishable = false) {
  const { variants } = await insertProduct(
    db,
    buildProduct({ name, perishable }),
    weighedVariants(40_000),
  );
  return variants.find((variant) => variant.weight === '500g')?.id ?? '';
}

describe('an order to one address', () => {
  test('orders the cart’s lines as they are, to one delivery, arriving on its slot’s day', async () => {
    const { userId } = await customerWithCart(db, [[await sweet('Address Katli'), 3]]);
    const checked = await checkToAddress(userId, checkout({ pincode: '110024' }));
    expect(checked.lines.map((line) => [line.name, line.quantity])).toEqual([['Address Katli', 3]]);
    const route = checked.route();
    expect(route.columns.recipientCount).toBe(0);
    expect(route.parcels).toBeUndefined();
    expect(route.arrivesOn).toBe(route.columns.deliveryDate);
  });

  test('a perishable sweet to a pincode its zone does not reach is refused beside the pincode', async () => {
    const { userId } = await customerWithCart(db, [[await sweet('Address Rabri', true), 1]]);
    const checked = await checkToAddress(userId, checkout({ pincode: '400011' }));
    expect(refusalOf(() => checked.route())).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'pincode',
    });
  });

  test('a shortfall is told as the customer’s cart', () => {
    expect(addressDestination.stockWords.unitsShort(2, 5, 'Kaju Katli (500g)')).toBe(
      'Only 2 of Kaju Katli (500g) left. Please lower the quantity in your cart.',
    );
    expect(addressDestination.stockWords.gramsShort('750 g', '1 kg', 'Kaju Katli')).toBe(
      'Only 750 g of Kaju Katli left, and your cart holds 1 kg of it. Please lower the quantity in your cart.',
    );
  });

  test('an empty cart is refused before the address is looked at', async () => {
    const { userId } = await customerWithCart(db, []);
    expect(await refusal(checkToAddress(userId, checkout()))).toMatchObject({
      code: 'CART_EMPTY',
    });
  });
});

function refusalOf(work: () => unknown) {
  try {
    work();
  } catch (error) {
    return error;
  }
  return undefined;
}
