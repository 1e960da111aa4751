import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { updateProduct } from '#server/admin/save-product.ts';
import { addToCart } from '#server/cart/change-cart.ts';
import type { Db } from '#server/db/client.ts';
import { seedShop } from '#server/seed/seed.ts';
import { stockAlerts } from '#server/db/schema/catalog.ts';
import { cancelOrder } from '#server/orders/cancel-order.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { adminAndCustomer, productInput } from '#tests/support/admin-products.ts';
import { buildProduct, insertProduct } from '#tests/support/factories.ts';
import { sendQueuedEmails, testMailer } from '#tests/support/mail.ts';
import { checkout, customerWithCart, refusal, setStock } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { askForStockAlert, backInStockProductIds } from './stock-alerts.ts';

let db: Db;
let admins: Awaited<ReturnType<typeof adminAndCustomer>>;
const mailer = testMailer();
const { sent } = mailer;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  admins = await adminAndCustomer(db);
});
beforeEach(() => void sent.splice(0));

/** A sold-out milk sweet in one 500g box. */
async function soldOut(name: string) {
  const { product, variants } = await insertProduct(db, buildProduct({ name }), [
    { weight: '500g', pricePaise: 30000, stockQuantity: 0, isDefault: true },
  ]);
  return { productId: product.id, variantId: variants[0]?.id ?? '' };
}

const restock = (productId: string, name: string, stock: number) =>
  updateProduct(
    db,
    admins.admin,
    productId,
    productInput({
      name,
      variants: [{ weight: '500g', pricePaise: 30000, stockQuantity: stock, isDefault: true }],
    }),
  );

describe('notify me when available', () => {
  test('each request gets exactly one e-mail when the stock comes back, even restocked twice', async () => {
    const cham = await soldOut('Cham Cham');
    await askForStockAlert(db, {
      variantId: cham.variantId,
      email: 'ravi@example.com',
      userId: null,
    });
    // Asking twice, in other capitals, is the same request.
    await askForStockAlert(db, {
      variantId: cham.variantId,
      email: 'Ravi@Example.com',
      userId: null,
    });
    expect(
      await askForStockAlert(db, {
        variantId: cham.variantId,
        email: 'asha@example.com',
        userId: admins.customer.id,
      }),
    ).toBe('Cham Cham (500g)');

    await sendQueuedEmails(db, mailer);
    expect(sent).toEqual([]);
    await restock(cham.productId, 'Cham Cham', 10);
    await sendQueuedEmails(db, mailer);
    // Sold out and restocked again: the requests were answered, so nobody hears twice.
    await restock(cham.productId, 'Cham Cham', 0);
    await restock(cham.productId, 'Cham Cham', 25);
    await sendQueuedEmails(db, mailer);
    expect(sent.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      ['asha@example.com', 'Cham Cham (500g) is back in stock at Halwai'],
      ['ravi@example.com', 'Cham Cham (500g) is back in stock at Halwai'],
    ]);
    expect(sent[0]?.text).toContain(`https://shop.example.in/product/${cham.productId}`);
    await sendQueuedEmails(db, mailer);
    expect(sent).toHaveLength(2);
    // The customer's wishlist can mark it as back.
    expect(await backInStockProductIds(db, admins.customer.id)).toEqual(new Set([cham.productId]));
  });

  test('a cancelled order that returns the last boxes tells those waiting', async () => {
    const malai = await soldOut('Malai Chop');
    await setStock(db, malai.variantId, 1);
    const { userId } = await customerWithCart(db, [[malai.variantId, 1]]);
    const order = await placeOrder(db, userId, checkout({ pincode: '110024' }));
    await askForStockAlert(db, {
      variantId: malai.variantId,
      email: 'neha@example.com',
      userId: null,
    });
    await cancelOrder(db, userId, order.orderNumber);
    await sendQueuedEmails(db, mailer);
    expect(
      sent.filter((mail) => mail.to === 'neha@example.com').map((mail) => mail.subject),
    ).toEqual(['Malai Chop (500g) is back in stock at Halwai']);
  });

  test('a variant in stock is not waited for, and one no longer sold is not found', async () => {
    const { variants } = await insertProduct(db, buildProduct({ name: 'Sandesh' }), [
      { weight: '500g', pricePaise: 30000, stockQuantity: 5, isDefault: true },
    ]);
    const inStock = variants[0]?.id ?? '';
    expect(
      await refusal(
        askForStockAlert(db, { variantId: inStock, email: 'a@example.com', userId: null }),
      ),
    ).toMatchObject({
      code: 'CONFLICT',
      message: 'Sandesh (500g) is in stock: you can buy it now.',
    });
    expect(
      await refusal(
        askForStockAlert(db, {
          variantId: crypto.randomUUID(),
          email: 'a@example.com',
          userId: null,
        }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(await db.select().from(stockAlerts).where(eq(stockAlerts.variantId, inStock))).toEqual(
      [],
    );
    // Sold out again, the cart cannot take it; the request can.
    await setStock(db, inStock, 0);
    await expect(addToCart(db, undefined, inStock, 1)).rejects.toMatchObject({
      code: 'OUT_OF_STOCK',
    });
    await askForStockAlert(db, { variantId: inStock, email: 'a@example.com', userId: null });
  });
});
