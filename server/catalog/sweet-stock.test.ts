import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { isAppError } from '#core/app-error.ts';
import { changeOrderStatus } from '#server/admin/change-order-status.ts';
import type { Db } from '#server/db/client.ts';
import { productVariants, sweetStock } from '#server/db/schema/catalog.ts';
import { orderItems } from '#server/db/schema/orders.ts';
import { seedShop } from '#server/seed/seed.ts';
import { cancelOrder } from '#server/orders/cancel-order.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import {
  buildProduct,
  insertCustomer,
  insertProduct,
  weighedVariants,
} from '#tests/support/factories.ts';
import { checkout, customerWithCart, refusal } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

let db: Db;
let owner: { id: string; role: 'owner' };

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  owner = { id: await insertCustomer(db, 'Lata Owner', 'owner'), role: 'owner' };
});

/** A sweet in 250g, 500g and 1kg with `halfKilos` of its 500g: the grams they hold. */
async function sweet(name: string, halfKilos: number) {
  const { product, variants } = await insertProduct(
    db,
    buildProduct({ name }),
    weighedVariants(45_000, halfKilos),
  );
  const idOf = (weight: string) => variants.find((variant) => variant.weight === weight)?.id ?? '';
  return { productId: product.id, g250: idOf('250g'), g500: idOf('500g'), kg1: idOf('1kg') };
}

async function stockOfSweet(productId: string) {
  const [stock] = await db
    .select({ grams: sweetStock.grams })
    .from(sweetStock)
    .where(eq(sweetStock.productId, productId));
  const units = await db
    .select({ weight: productVariants.weight, stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return {
    grams: stock?.grams,
    units: Object.fromEntries(units.map((unit) => [unit.weight, unit.stock])),
  };
}

describe('one stock in grams for every weight of a sweet', () => {
  test('an order of one weight takes grams every weight sells from; a cancel gives them back', async () => {
    const kaju = await sweet('Grams Katli', 4);
    expect(await stockOfSweet(kaju.productId)).toEqual({
      grams: 2000,
      units: { '250g': 8, '500g': 4, '1kg': 2 },
    });
    const { userId } = await customerWithCart(db, [[kaju.kg1, 1]]);
    const placed = await placeOrder(db, userId, checkout());
    expect(await stockOfSweet(kaju.productId)).toEqual({
      grams: 1000,
      units: { '250g': 4, '500g': 2, '1kg': 1 },
    });
    await cancelOrder(db, userId, placed.orderNumber);
    expect(await stockOfSweet(kaju.productId)).toEqual({
      grams: 2000,
      units: { '250g': 8, '500g': 4, '1kg': 2 },
    });
  });

  test('lines of several weights are counted together against the sweet, and refused by name', async () => {
    const ladoo = await sweet('Grams Ladoo', 3);
    // 4 × 250g and 1 × 1kg: each fits its weight's units, together 2 kg of 1.5 kg.
    const { userId } = await customerWithCart(db, [
      [ladoo.g250, 4],
      [ladoo.kg1, 1],
    ]);
    const refused = await refusal(placeOrder(db, userId, checkout()));
    expect(refused.code).toBe('OUT_OF_STOCK');
    expect(refused.message).toBe(
      'Only 1.5 kg of Grams Ladoo left, and your cart holds 2 kg of it. Please lower the quantity in your cart.',
    );
    expect((await stockOfSweet(ladoo.productId)).grams).toBe(1500);
  });

  test('a cancelled order reopened takes its grams again, or is refused when they are gone', async () => {
    const peda = await sweet('Grams Peda', 2);
    const first = await customerWithCart(db, [[peda.kg1, 1]]);
    const placed = await placeOrder(db, first.userId, checkout());
    await cancelOrder(db, first.userId, placed.orderNumber);
    const second = await customerWithCart(db, [[peda.g500, 2]]);
    await placeOrder(db, second.userId, checkout());
    const reopened = await refusal(changeOrderStatus(db, owner, placed.orderNumber, 'placed'));
    expect(reopened.message).toBe(
      'Only 0 of Grams Peda (1kg) left: the order needs 1, so it cannot be reopened.',
    );
  });
});

test('50 customers buying different weights of one sweet at once never oversell it', async () => {
  // 10 kg of the sweet; the customers want 37.5 kg between them.
  const barfi = await sweet('Rush Barfi', 20);
  const carts = await Promise.all(
    Array.from({ length: 50 }, (_, index) =>
      customerWithCart(db, index % 2 === 0 ? [[barfi.kg1, 1]] : [[barfi.g250, 2]]),
    ),
  );
  const results = await Promise.allSettled(
    carts.map(({ userId }) => placeOrder(db, userId, checkout())),
  );
  for (const result of results) {
    if (result.status === 'rejected') {
      expect(isAppError(result.reason) && result.reason.code).toBe('OUT_OF_STOCK');
    }
  }
  const sold = await db
    .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .where(eq(productVariants.productId, barfi.productId));
  const gramsSold = sold.reduce(
    (total, item) => total + item.quantity * (item.variantId === barfi.kg1 ? 1000 : 250),
    0,
  );
  expect(gramsSold).toBeLessThanOrEqual(10_000);
  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(sold.length);
  const left = await stockOfSweet(barfi.productId);
  expect(left.grams).toBe(10_000 - gramsSold);
  expect(left.units).toEqual({
    '250g': Math.floor((10_000 - gramsSold) / 250),
    '500g': Math.floor((10_000 - gramsSold) / 500),
    '1kg': Math.floor((10_000 - gramsSold) / 1000),
  });
  // Orders go on while the sweet lasts: what is left is less than the smallest order wanting it.
  expect(left.grams).toBeLessThan(1000);
});
