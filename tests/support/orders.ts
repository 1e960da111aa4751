/** Checkout input and customers with filled carts, for the order service tests. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { AppError } from '#core/app-error.ts';
import type { CheckoutInput } from '#core/checkout-input.ts';
import { addToCart } from '#server/cart/change-cart.ts';
import type { Db } from '#server/db/client.ts';
import { carts } from '#server/db/schema/cart.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { orders } from '#server/db/schema/orders.ts';
import { setSweetGrams } from '#server/catalog/sweet-stock.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { insertCustomer } from './factories.ts';

export function checkout(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    fullName: 'Asha Verma',
    phone: '9876543210',
    email: 'asha@example.com',
    address: '14 Lajpat Nagar II',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110024',
    giftMessage: null,
    paymentMethod: 'cod',
    deliverySlot: null,
    idempotencyKey: randomUUID(),
    businessBuyer: false,
    businessName: '',
    gstin: '',
    billingAddress: '',
    billingCity: '',
    billingState: '',
    billingPincode: '',
    ...overrides,
  };
}

/** A customer whose cart holds these variants, the way the storefront fills it. */
export async function customerWithCart(
  db: Db,
  lines: Array<[variantId: string, quantity: number]>,
) {
  const userId = await insertCustomer(db);
  let cartId: string | undefined;
  for (const [variantId, quantity] of lines) {
    ({ cartId } = await addToCart(db, cartId, variantId, quantity));
  }
  if (cartId) await db.update(carts).set({ userId }).where(eq(carts.id, cartId));
  return { userId, cartId: cartId ?? '' };
}

/** The variant's stock now. */
export async function stockOf(db: Db, variantId: string) {
  const [variant] = await db
    .select({ stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return variant?.stock;
}

/** Every order the customer has. */
export function ordersOf(db: Db, userId: string) {
  return db.select().from(orders).where(eq(orders.userId, userId));
}

/** The AppError a service refused with (the test fails if it did not refuse). */
export async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/**
 * Gives the variant `units` as the shop's owner would: a weight through its sweet's grams (its
 * other weights follow), a box its own count.
 */
export async function setStock(db: Db, variantId: string, units: number) {
  const [variant] = await db
    .select({ productId: productVariants.productId, grams: productVariants.grams })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (!variant) throw new Error(`No variant ${variantId}`);
  await db.transaction(async (tx) => {
    if (variant.grams === null) {
      await tx
        .update(productVariants)
        .set({ stockQuantity: units })
        .where(eq(productVariants.id, variantId));
    } else {
      await setSweetGrams(tx, variant.productId, units * variant.grams, null);
    }
  });
}

/** A customer's Cash on Delivery order of one of the sample shop's products (by its slug). */
export async function placeSampleOrder(db: Db, slug = 'kaju-katli') {
  const [variant] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.slug, slug))
    .limit(1);
  if (!variant) throw new Error(`The sample shop has no ${slug}`);
  const { userId } = await customerWithCart(db, [[variant.id, 1]]);
  return placeOrder(db, userId, checkout());
}
