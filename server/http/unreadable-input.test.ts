/**
 * What the shop cannot read is refused in words, never a 500: a NUL byte in a recipient file,
 * an address naming no product or box by its id, a box share naming no sweet. Nothing is
 * logged as an error, so no recipient's phone or address reaches the log.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { shareField } from '#core/box.ts';
import { boxTypeSchema } from '#core/box-input.ts';
import { boxSweetChoices, createBoxType } from '#server/boxes/box-types.ts';
import { addToCart } from '#server/cart/change-cart.ts';
import type { Db } from '#server/db/client.ts';
import { carts } from '#server/db/schema/cart.ts';
import { productVariants } from '#server/db/schema/catalog.ts';
import { giftRecipients } from '#server/db/schema/gifting.ts';
import { seedShop } from '#server/seed/seed.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import {
  type CookieJar,
  inProcessShop,
  type InProcessShop,
  postForm,
  SHOP_ORIGIN,
  signedInCustomerOf,
} from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

let db: Db;
let shop: InProcessShop;
let customer: { id: string; jar: CookieJar };
let boxProductId: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  shop = await inProcessShop(db, { VISITOR_WRITES_PER_MINUTE: '1000' });
  customer = await signedInCustomerOf(db, shop, 'Anita Rao');
  const [variant] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.weight, '500g'))
    .limit(1);
  const { cartId } = await addToCart(db, undefined, variant?.id ?? '', 2);
  await db.update(carts).set({ userId: customer.id }).where(eq(carts.id, cartId));
  const owner = { id: await insertCustomer(db, 'Lata Owner', 'owner'), role: 'owner' as const };
  const sweets = await boxSweetChoices(db);
  ({ id: boxProductId } = await createBoxType(
    db,
    owner,
    boxTypeSchema.parse({
      name: 'Assorted Mithai',
      sizeGrams: '1000',
      mostKinds: '4',
      stepGrams: '250',
      charge: '40',
      boxesInStock: '100',
      sweetIds: sweets.slice(0, 3).map((sweet) => sweet.productId),
      onSale: 'on',
    }),
  ));
});

const asCustomer = (pathname: string, init: RequestInit = {}) =>
  shop.app.request(pathname, {
    ...init,
    headers: { Origin: SHOP_ORIGIN, Cookie: customer.jar.header },
  });

test('a recipient file with a NUL byte in a cell is refused beside the file field, naming its row, and the list is left as it was', async () => {
  const template = await asCustomer('/gift-recipients/template.csv');
  expect(template.status).toBe(200);
  const headings = (await template.text()).replace(/^\uFEFF/, '').trim();
  const boxes = headings.split(',').length - 7;
  const cells = ['Anita Rao', '9845012345', '14 Lake View Road\u0000', 'Bengaluru', 'Karnataka'];
  const row = [...cells, '560038', 'Happy Diwali', ...Array<string>(boxes).fill('1')].join(',');
  const form = new FormData();
  form.set('intent', 'upload');
  form.set('file', new File([`${headings}\r\n${row}\r\n`], 'recipients.csv', { type: 'text/csv' }));

  const answer = await asCustomer('/gift-recipients', { method: 'POST', body: form });

  expect(answer.status).toBe(400);
  expect(await answer.text()).toContain(
    'Row 2 of this file has a hidden character (a control character) that cannot be saved.',
  );
  const kept = await db
    .select({ id: giftRecipients.id })
    .from(giftRecipients)
    .where(eq(giftRecipients.userId, customer.id));
  expect(kept).toEqual([]);
});

test('the review page of an address that names no product, read or posted, is the 404 page', async () => {
  expect((await asCustomer('/product/not-a-uuid/review')).status).toBe(404);
  expect((await asCustomer('/product/not-a-uuid/review.data')).status).toBe(404);
  for (const intent of ['save', 'delete']) {
    const posted = await postForm(
      shop.app,
      '/product/not-a-uuid/review',
      { intent, rating: '5', title: 'Lovely', body: 'Fresh and soft.' },
      { origin: SHOP_ORIGIN, jar: customer.jar },
    );
    expect(posted.status).toBe(404);
  }
});

test('a box posted to an address that names no box is the 404 page', async () => {
  const posted = await postForm(
    shop.app,
    '/boxes/not-a-uuid',
    { quantity: '1', [shareField(boxProductId)]: '250' },
    { origin: SHOP_ORIGIN },
  );
  expect(posted.status).toBe(404);
});

test('a box share named share.x is refused beside the sweets in words, and nothing is added', async () => {
  const posted = await postForm(
    shop.app,
    `/boxes/${boxProductId}`,
    { quantity: '1', 'share.x': '250' },
    { origin: SHOP_ORIGIN },
  );
  expect(posted.status).toBe(400);
  expect(await posted.text()).toContain('Please choose the sweets again.');
  expect(posted.headers.getSetCookie()).toEqual([]);
});
