/** Checkout input and customers with filled carts, for the order service tests. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CheckoutInput } from '#core/checkout-input.ts';
import { addToCart } from '#server/cart/change-cart.ts';
import type { Db } from '#server/db/client.ts';
import { carts } from '#server/db/schema.ts';
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
    idempotencyKey: randomUUID(),
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
