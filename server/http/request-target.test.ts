/**
 * The admin door and the router read one same path: a request target that URL resolution reads
 * as another host's address (`//x/admin/…`) is refused before either reads it, and the proxy's
 * rewrite to the public address never changes the path.
 */
import { beforeAll, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { seedShop } from '#server/seed/seed.ts';
import {
  type CookieJar,
  inProcessShop,
  type InProcessShop,
  SHOP_ORIGIN,
  signedInCustomerOf,
} from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { atPublicAddress, NOT_A_SHOP_ADDRESS } from './request-target.ts';

let db: Db;
let shop: InProcessShop;
let customer: { jar: CookieJar };

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  shop = await inProcessShop(db, { VISITOR_WRITES_PER_MINUTE: '1000' });
  customer = await signedInCustomerOf(db, shop, 'Meera Iyer');
});

/** Sent to another host's name, from the shop's own page (its Origin), as the customer. */
const sentAs = (target: string, init: { method?: string; body?: URLSearchParams } = {}) =>
  shop.app.request(
    new Request(`http://other.example${target}`, {
      ...init,
      headers: {
        Origin: SHOP_ORIGIN,
        Cookie: customer.jar.header,
        ...(init.body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      },
    }),
  );

test('a request for //x/admin/… with another Host and the shop’s Origin is refused with 400 before the admin door or any page reads it', async () => {
  const asked = [
    await sentAs('//x/admin/orders.data'),
    await sentAs('//x/admin/settings', {
      method: 'POST',
      body: new URLSearchParams({ storeName: 'Not Yours' }),
    }),
    await sentAs('//x/admin'),
    await sentAs('//x/admin/customers?_data=1'),
  ];
  for (const answer of asked) {
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe(NOT_A_SHOP_ADDRESS);
  }
});

test('the same requests at the path the router reads meet the admin door: 403 for data and forms', async () => {
  expect((await sentAs('/admin/orders.data')).status).toBe(403);
  const posted = await sentAs('/admin/settings', {
    method: 'POST',
    body: new URLSearchParams({ storeName: 'Not Yours' }),
  });
  expect(posted.status).toBe(403);
});

test('handed over at the public address, a request keeps the path it came with', () => {
  const inside = new Request('http://127.0.0.1:3000//x/admin/orders.data?tab=all', {
    headers: { Origin: 'https://shop.example' },
  });
  const handed = atPublicAddress(inside, 'https://shop.example');
  expect(handed.url).toBe('https://shop.example//x/admin/orders.data?tab=all');
  expect(new URL(handed.url).pathname).toBe('//x/admin/orders.data');
  const plain = new Request('http://127.0.0.1:3000/cart', {
    headers: { Origin: 'https://shop.example' },
  });
  expect(atPublicAddress(plain, 'https://shop.example').url).toBe('https://shop.example/cart');
});
