import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '#core/app-error.ts';
import type { ProductVariantInput } from '#core/product-input.ts';
import { addToCart, setCartLineQuantity } from '#server/cart/change-cart.ts';
import { getProduct } from '#server/catalog/get-product.ts';
import type { Db } from '#server/db/client.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { orderItems } from '#server/db/schema/orders.ts';
import { promoCodes } from '#server/db/schema/promo.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { adminAndCustomer, productInput, searchCards } from '#tests/support/admin-products.ts';
import { checkout, customerWithCart } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import type { Actor } from '#server/staff/assert-may.ts';
import { getAdminProduct } from './products.ts';
import { createProduct, updateProduct } from './save-product.ts';

let db: Db;
let admin: Actor;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await db.insert(promoCodes).values({ code: 'DIWALI25', percentOff: 25 });
  ({ admin } = await adminAndCustomer(db));
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const variant = (
  weight: string,
  pricePaise: number,
  stockQuantity = 10,
  isDefault = false,
): ProductVariantInput => ({ weight, pricePaise, stockQuantity, isDefault });

/** A sweet in 250g and 500g (the default); returns its id and its variants' ids by weight. */
async function sweet(name: string) {
  const { id } = await createProduct(db, admin, productInput({ name }));
  const rows = await db.select().from(productVariants).where(eq(productVariants.productId, id));
  const idOf = (weight: string) => rows.find((row) => row.weight === weight)?.id ?? '';
  return { id, g250: idOf('250g'), g500: idOf('500g') };
}

/** Every row of the product, retired ones too, by weight. */
async function rowsOf(productId: string) {
  const rows = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return rows.sort((a, b) => a.weight.localeCompare(b.weight));
}

async function orderOf(variantId: string) {
  const { userId } = await customerWithCart(db, [[variantId, 1]]);
  await placeOrder(db, userId, checkout());
}

describe('editing a product', () => {
  test('updates the matching weight, adds a new one and deletes one no order refers to', async () => {
    const peda = await sweet('Mathura Peda');
    const saved = await updateProduct(
      db,
      admin,
      peda.id,
      productInput({
        name: 'Mathura Peda (Kesar)',
        gstRatePercent: 12,
        // 3.5 kg: seven of the 500 G, three of the 1kg.
        stockGrams: 3500,
        variants: [variant('500 G', 60000, 0, true), variant('1kg', 115000, 0)],
      }),
    );
    expect(saved).toEqual({ keptVariants: [] });
    const rows = await rowsOf(peda.id);
    expect(
      rows.map(({ id, weight, pricePaise, stockQuantity, isDefault, retiredAt }) => ({
        id,
        weight,
        pricePaise,
        stockQuantity,
        isDefault,
        retiredAt,
      })),
    ).toEqual([
      {
        id: expect.any(String) as unknown,
        weight: '1kg',
        pricePaise: 115000,
        stockQuantity: 3,
        isDefault: false,
        retiredAt: null,
      },
      {
        id: peda.g500,
        weight: '500 G',
        pricePaise: 60000,
        stockQuantity: 7,
        isDefault: true,
        retiredAt: null,
      },
    ]);
    expect(await getProduct(db, peda.id)).toMatchObject({
      name: 'Mathura Peda (Kesar)',
      gstRatePercent: 12,
    });
  });

  test('a weight on past orders is retired, not deleted: kept for them, no longer sold', async () => {
    const laddoo = await sweet('Besan Laddoo');
    await orderOf(laddoo.g500);
    const { userId: waiting } = await customerWithCart(db, [[laddoo.g500, 2]]);

    const saved = await updateProduct(
      db,
      admin,
      laddoo.id,
      productInput({ name: 'Besan Laddoo', variants: [variant('250g', 30000, 10)] }),
    );

    expect(saved).toEqual({ keptVariants: ['500g'] });
    const [kept] = (await rowsOf(laddoo.id)).filter((row) => row.id === laddoo.g500);
    expect(kept).toMatchObject({ isDefault: false, retiredAt: expect.any(Date) as unknown });
    const [items] = await db
      .select({ items: count() })
      .from(orderItems)
      .where(eq(orderItems.variantId, laddoo.g500));
    expect(items?.items).toBe(1);

    const page = await getProduct(db, laddoo.id);
    expect(page?.variants.map((row) => row.weight)).toEqual(['250g']);
    expect(await searchCards(db, 'Besan Laddoo')).toMatchObject([
      { name: 'Besan Laddoo', defaultVariant: { weight: '250g', pricePaise: 30000 } },
    ]);
    expect((await getAdminProduct(db, admin, laddoo.id)).variants).toMatchObject([
      { weight: '250g', isDefault: true },
    ]);
    expect((await refusal(addToCart(db, undefined, laddoo.g500, 1))).code).toBe('NOT_FOUND');
    const placing = await refusal(placeOrder(db, waiting, checkout()));
    expect(placing.message).toBe(
      'Besan Laddoo (500g) is no longer sold. Please remove it from your cart.',
    );
  });

  test('a retired line can still be taken out of a cart, not raised', async () => {
    const barfi = await sweet('Coconut Barfi');
    await orderOf(barfi.g250);
    const { cartId } = await customerWithCart(db, [[barfi.g250, 1]]);
    await updateProduct(db, admin, barfi.id, productInput({ variants: [variant('500g', 1)] }));
    const raising = await refusal(setCartLineQuantity(db, cartId, barfi.g250, 2));
    expect(raising.code).toBe('NOT_FOUND');
    expect(await setCartLineQuantity(db, cartId, barfi.g250, 0)).toMatchObject({ quantity: 0 });
  });

  test('adding a retired weight again brings the same variant back on sale', async () => {
    const jalebi = await sweet('Kesar Jalebi');
    await orderOf(jalebi.g250);
    await updateProduct(db, admin, jalebi.id, productInput({ variants: [variant('500g', 58000)] }));
    await updateProduct(
      db,
      admin,
      jalebi.id,
      productInput({
        stockGrams: 1000,
        variants: [variant('250G', 31000), variant('500g', 58000, 0, true)],
      }),
    );
    const rows = await rowsOf(jalebi.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === jalebi.g250)).toMatchObject({
      weight: '250G',
      pricePaise: 31000,
      stockQuantity: 4,
      retiredAt: null,
    });
    expect(await addToCart(db, undefined, jalebi.g250, 1)).toMatchObject({ quantity: 1 });
  });

  test('exactly one default, wherever the form moves it', async () => {
    const halwa = await sweet('Sohan Halwa');
    const defaults = async () =>
      (await rowsOf(halwa.id)).filter((row) => row.isDefault).map((row) => row.weight);
    await updateProduct(
      db,
      admin,
      halwa.id,
      productInput({ variants: [variant('250g', 30000, 1, true), variant('500g', 58000)] }),
    );
    expect(await defaults()).toEqual(['250g']);
    await updateProduct(
      db,
      admin,
      halwa.id,
      productInput({ variants: [variant('250g', 30000, 1, true), variant('1kg', 1, 1, true)] }),
    );
    expect(await defaults()).toEqual(['250g']);
    await updateProduct(db, admin, halwa.id, productInput({ variants: [variant('1kg', 1)] }));
    expect(await defaults()).toEqual(['1kg']);
  });

  test('a repeated weight is refused beside its row and nothing is changed', async () => {
    const chikki = await sweet('Til Chikki');
    const error = await refusal(
      updateProduct(
        db,
        admin,
        chikki.id,
        productInput({
          name: 'Til Chikki Renamed',
          variants: [variant('1kg', 1, 1, true), variant('1 KG', 2)],
        }),
      ),
    );
    expect(error).toMatchObject({ code: 'INVALID_INPUT', field: 'variants.1.weight' });
    const [product] = await db.select().from(products).where(eq(products.id, chikki.id));
    expect(product?.name).toBe('Til Chikki');
    expect((await rowsOf(chikki.id)).map((row) => row.weight)).toEqual(['250g', '500g']);
  });

  test('an unknown product is not found', async () => {
    const missing = updateProduct(
      db,
      admin,
      '00000000-0000-0000-0000-000000000000',
      productInput(),
    );
    expect((await refusal(missing)).code).toBe('NOT_FOUND');
  });

  test('an edit and checkouts of the variant it removes, at once: each order is whole', async () => {
    const gujiya = await sweet('Holi Gujiya');
    const buyers = await Promise.all(
      Array.from({ length: 5 }, () => customerWithCart(db, [[gujiya.g500, 1]])),
    );
    const results = await Promise.allSettled([
      ...buyers.map(({ userId }) => placeOrder(db, userId, checkout())),
      updateProduct(db, admin, gujiya.id, productInput({ variants: [variant('250g', 1)] })),
    ]);
    const placed = results.slice(0, 5).filter((result) => result.status === 'fulfilled').length;
    const edit = results[5];
    expect(edit?.status).toBe('fulfilled');
    const [row] = await db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.id, gujiya.g500)));
    if (placed > 0) {
      expect(row?.retiredAt).toEqual(expect.any(Date));
    } else {
      expect(row).toBeUndefined();
    }
    const [items] = await db
      .select({ items: count() })
      .from(orderItems)
      .where(eq(orderItems.variantId, gujiya.g500));
    expect(items?.items).toBe(placed);
  });
});
