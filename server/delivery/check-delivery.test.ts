/**
 * The delivery promise on the product page and in the cart: the zone's, for the pincode asked
 * about on a product page this visit or, for a signed-in customer, the address checkout starts
 * with; the shop's own 2-3 business days while no pincode is known.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addAddress } from '#server/accounts/addresses.ts';
import { loadConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { seedShop } from '#server/seed/seed.ts';
import { homeAddress, insertCustomer, officeAddress } from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { askDelivery, cartDeliveryPromise, checkDeliveryOnProduct } from './check-delivery.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'halwai-promise-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters',
});
const kajuKatli = { name: 'Kaju Katli', perishable: false };
const now = new Date();
let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  // Local: 110, the shop's riders the same day; Rest of India: 2-3 business days by courier.
  await seedShop(db);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const pageFor = (query: string, cookie = '') => {
  const url = new URL(`http://localhost/product/1${query}`);
  return { url, request: new Request(url, { headers: cookie ? { Cookie: cookie } : {} }) };
};
/** The browser's cookie after 'Check delivery' asked about `pincode` on a product page. */
async function rememberedCookie(pincode: string) {
  const asked = await askDelivery(config, '/product/1', pincode);
  return asked.rememberCookie?.split(';')[0] ?? '';
}

describe('the product page', () => {
  const promiseOn = async (query: string, cookie?: string) =>
    (await checkDeliveryOnProduct(db, config, pageFor(query, cookie), kajuKatli, now)).promise;

  test("promises the zone's speed for the pincode asked about, or remembered", async () => {
    expect(await promiseOn('?pincode=110001')).toBe("Same day delivery by the shop's riders");
    expect(await promiseOn('?pincode=600001')).toBe('Delivery in 2-3 business days');
    expect(await promiseOn('', await rememberedCookie('110006'))).toBe(
      "Same day delivery by the shop's riders",
    );
  });

  test('promises 2-3 business days without a pincode, or with one that is none', async () => {
    expect(await promiseOn('')).toBe('Delivery in 2-3 business days');
    expect(await promiseOn('?pincode=11000')).toBe('Delivery in 2-3 business days');
  });
});

describe('the cart', () => {
  const promiseFor = (userId: string | null, cookie?: string) =>
    cartDeliveryPromise(db, config, { request: pageFor('', cookie).request, userId }, now);

  test('promises 2-3 business days to a visitor who has asked about no pincode', async () => {
    expect(await promiseFor(null)).toBe('Delivery in 2-3 business days');
  });

  test("promises the zone of a signed-in customer's address, unless another pincode was asked about", async () => {
    const inDelhi = await insertCustomer(db);
    await addAddress(db, inDelhi, homeAddress);
    expect(await promiseFor(inDelhi)).toBe("Same day delivery by the shop's riders");
    expect(await promiseFor(inDelhi, await rememberedCookie('600001'))).toBe(
      'Delivery in 2-3 business days',
    );

    const inMumbai = await insertCustomer(db);
    await addAddress(db, inMumbai, officeAddress);
    expect(await promiseFor(inMumbai)).toBe('Delivery in 2-3 business days');
    expect(await promiseFor(inMumbai, await rememberedCookie('110024'))).toBe(
      "Same day delivery by the shop's riders",
    );
  });
});
