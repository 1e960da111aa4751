import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { ALL_OF_INDIA } from '#core/delivery-zones.ts';
import { loadCart } from '#server/cart/load-cart.ts';
import type { Db } from '#server/db/client.ts';
import { deliveryZones } from '#server/db/schema/delivery.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { buildProduct, insertProduct, weighedVariants } from '#tests/support/factories.ts';
import { checkout, customerWithCart, ordersOf, refusal, stockOf } from '#tests/support/orders.ts';
import { UNREACHABLE_RAZORPAY } from '#tests/support/payments.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
});

async function sweet(name: string, perishable: boolean) {
  const { variants } = await insertProduct(
    db,
    buildProduct({ name, perishable }),
    weighedVariants(30000, 40),
  );
  return variants.find((variant) => variant.weight === '500g')?.id ?? '';
}

const chennai = { city: 'Chennai', state: 'Tamil Nadu', pincode: '600001' } as const;

describe('a shop without zones', () => {
  test('delivers everywhere, perishables and Cash on Delivery included, as before zones', async () => {
    const rasgulla = await sweet('Rasgulla', true);
    const { userId } = await customerWithCart(db, [[rasgulla, 1]]);
    const placed = await placeOrder(db, userId, checkout(chennai));
    expect(placed.created).toBe(true);
  });
});

describe('a shop with a local zone and the rest of India', () => {
  beforeAll(async () => {
    await db.insert(deliveryZones).values([
      {
        name: 'Local',
        pincodes: '110',
        perishables: true,
        cashOnDelivery: true,
        deliveryKind: 'same-day',
        position: 1,
      },
      {
        name: 'Rest of India',
        pincodes: ALL_OF_INDIA,
        perishables: false,
        cashOnDelivery: false,
        deliveryKind: 'business-days',
        fewestDays: 2,
        mostDays: 3,
        position: 2,
      },
    ]);
  });

  test('Rasgulla to Chennai is refused inside the order, naming it, and nothing is taken', async () => {
    const rasgulla = await sweet('Rasgulla', true);
    const kaju = await sweet('Kaju Katli', false);
    const { userId, cartId } = await customerWithCart(db, [
      [kaju, 1],
      [rasgulla, 2],
    ]);

    const error = await refusal(
      placeOrder(db, userId, checkout({ ...chennai, paymentMethod: 'cod' })),
    );

    expect(error.message).toBe(
      'Rasgulla is delivered only in Local. Please remove it from your cart, or choose an address there.',
    );
    expect(error.field).toBe('pincode');
    expect(await ordersOf(db, userId)).toEqual([]);
    expect(await stockOf(db, rasgulla)).toBe(40);
    expect((await loadCart(db, cartId)).lines).toHaveLength(2);
  });

  test('Kaju Katli goes to Chennai, and Rasgulla to Delhi', async () => {
    const rasgulla = await sweet('Rasgulla', true);
    const kaju = await sweet('Kaju Katli', false);
    const far = await customerWithCart(db, [[kaju, 1]]);
    const near = await customerWithCart(db, [[rasgulla, 1]]);

    // Rest of India takes no cash here: the customer pays online.
    const farOrder = checkout({ ...chennai, paymentMethod: 'razorpay' });
    expect((await placeOrder(db, far.userId, farOrder, UNREACHABLE_RAZORPAY)).created).toBe(true);
    expect((await placeOrder(db, near.userId, checkout({ pincode: '110024' }))).created).toBe(true);
    expect(await stockOf(db, kaju)).toBe(39);
    expect(await stockOf(db, rasgulla)).toBe(39);
  });

  test('Cash on Delivery is refused where the zone does not take it, beside the payment method', async () => {
    const kaju = await sweet('Kaju Katli', false);
    const { userId } = await customerWithCart(db, [[kaju, 1]]);

    const error = await refusal(placeOrder(db, userId, checkout(chennai)));

    expect(error.message).toBe(
      'Cash on Delivery is not available for pincode 600001. Please choose an online payment method.',
    );
    expect(error.field).toBe('paymentMethod');
  });

  test('the zones are read as the order sees them: a zone that stops taking perishables refuses at once', async () => {
    const rasmalai = await sweet('Rasmalai', true);
    const { userId } = await customerWithCart(db, [[rasmalai, 1]]);
    await db
      .update(deliveryZones)
      .set({ perishables: false })
      .where(eq(deliveryZones.name, 'Local'));
    try {
      const error = await refusal(placeOrder(db, userId, checkout({ pincode: '110024' })));
      expect(error.message).toBe(
        'Rasmalai cannot be delivered at the moment. Please remove it from your cart, or choose an address there.',
      );
    } finally {
      await db
        .update(deliveryZones)
        .set({ perishables: true })
        .where(eq(deliveryZones.name, 'Local'));
    }
  });

  test('a pincode no zone covers is refused beside the pincode', async () => {
    await db.delete(deliveryZones).where(eq(deliveryZones.name, 'Rest of India'));
    const kaju = await sweet('Kaju Katli', false);
    const { userId } = await customerWithCart(db, [[kaju, 1]]);

    const error = await refusal(placeOrder(db, userId, checkout(chennai)));

    expect(error).toMatchObject({
      field: 'pincode',
      message: 'We do not deliver to pincode 600001. Please check it, or choose another address.',
    });
  });
});
