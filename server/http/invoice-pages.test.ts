/**
 * Who opens a delivered order's tax invoice, as a page and as a PDF, through the built app (the
 * rules themselves are the invoice service's: server/invoices/invoices.test.ts). Before the order
 * is delivered there is none; once it is, its customer reads it; another customer gets the 404
 * page; a visitor is sent to sign in. These were steps of the GST invoice journey, which keeps what
 * a browser shows: the links to it from Payments and History, and the page scanned by axe.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { changeOrderStatus } from '#server/admin/change-order-status.ts';
import { addToCart } from '#server/cart/change-cart.ts';
import type { Db } from '#server/db/client.ts';
import { carts } from '#server/db/schema/cart.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { seedShop } from '#server/seed/seed.ts';
import { insertCustomer, insertWeighedSweet } from '#tests/support/factories.ts';
import { checkout } from '#tests/support/orders.ts';
import {
  type CookieJar,
  inProcessShop,
  signedInCustomerOf,
  type InProcessShop,
} from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

/** A GSTIN of a shop in Delhi (state code 07) with a correct check character. */
const DELHI_GSTIN = '07AAPFU0939F1ZX';

let db: Db;
let app: InProcessShop['app'];
let devika: CookieJar;
let rohan: CookieJar;
let orderNumber: string;
let ownerId: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  await db.update(storeSettings).set({ gstin: DELHI_GSTIN, fssaiLicenceNumber: '13324999000123' });
  const shop = await inProcessShop(db, { VISITOR_WRITES_PER_MINUTE: '1000' });
  app = shop.app;
  const customer = await signedInCustomerOf(db, shop, 'Devika Sharma');
  devika = customer.jar;
  rohan = (await signedInCustomerOf(db, shop, 'Rohan Mehta')).jar;
  ownerId = await insertCustomer(db, 'Meera Owner', 'owner');
  const sweet = await insertWeighedSweet(db, 'Badam Barfi');
  const { cartId } = await addToCart(db, undefined, sweet['500g'], 1);
  await db.update(carts).set({ userId: customer.id }).where(eq(carts.id, cartId));
  ({ orderNumber } = await placeOrder(db, customer.id, checkout({ state: 'Delhi' })));
});

const get = (pathname: string, jar?: CookieJar) =>
  app.request(pathname, { headers: jar ? { Cookie: jar.header } : {} });

/** A page's text as React writes it, without the markers it puts between a text's parts. */
const textOf = async (response: Response) => (await response.text()).replaceAll('<!-- -->', '');

const invoicePath = () => `/orders/${orderNumber}/invoice`;

test('before the order is delivered its invoice and PDF are the 404 page, to its customer too', async () => {
  const page = await get(invoicePath(), devika);
  expect(page.status).toBe(404);
  expect(await textOf(page)).not.toContain('Tax Invoice');
  expect((await get(`${invoicePath()}.pdf`, devika)).status).toBe(404);
});

describe('once the order is delivered', () => {
  beforeAll(async () => {
    await changeOrderStatus(db, { id: ownerId, role: 'owner' }, orderNumber, 'delivered');
  });

  test("its customer reads the tax invoice: the shop's GSTIN and licence, its number, CGST and SGST within Delhi, the total in words", async () => {
    const page = await get(invoicePath(), devika);
    expect(page.status).toBe(200);
    const text = await textOf(page);
    expect(text).toMatch(/<h1[^>]*>Tax Invoice<\/h1>/);
    expect(text).toContain(`GSTIN: ${DELHI_GSTIN}`);
    expect(text).toContain('FSSAI Licence No.: 13324999000123');
    expect(text).toMatch(/HW\/\d{4}-\d{2}\/\d{4}/);
    expect(text).toMatch(/<th[^>]*>CGST<\/th>/);
    expect(text).toMatch(/<th[^>]*>SGST<\/th>/);
    expect(text).toMatch(/Amount in words:<\/span> Rupees .* Only/);
  });

  test('its customer downloads it as a PDF', async () => {
    const pdf = await get(`${invoicePath()}.pdf`, devika);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  test('another customer gets the 404 page for the invoice and its PDF, with nothing of it', async () => {
    const page = await get(invoicePath(), rohan);
    expect(page.status).toBe(404);
    const text = await textOf(page);
    expect(text).not.toContain('Tax Invoice');
    expect(text).not.toContain(DELHI_GSTIN);
    expect((await get(`${invoicePath()}.pdf`, rohan)).status).toBe(404);
  });

  test('a visitor is sent to sign in, and back to the invoice after', async () => {
    for (const pathname of [invoicePath(), `${invoicePath()}.pdf`]) {
      const answer = await get(pathname);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('Location')).toBe(
        `/auth?redirectTo=${encodeURIComponent(pathname)}`,
      );
    }
  });
});
