/**
 * What the sign-in form answers, through the built shop as a browser without JavaScript posts it:
 * where a signed-in customer lands, and the one message every wrong sign-in gets.
 */
import { beforeAll, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { seedShop } from '#server/seed/seed.ts';
import {
  CookieJar,
  inProcessShop,
  postForm,
  SHOP_ORIGIN,
  signedInCustomerOf,
  type InProcessShop,
} from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

const PASSWORD = 'kaju-katli-barfi-9';
const WRONG_SIGN_IN = 'The e-mail or password is not right. Please try again.';

let db: Db;
let shop: InProcessShop;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  shop = await inProcessShop(db);
});

/** The sign-in form posted as the page sends it, `redirectTo` as given. */
const signIn = (email: string, password: string, redirectTo = '/') =>
  postForm(
    shop.app,
    '/auth',
    { intent: 'sign-in', redirectTo, email, password },
    { origin: SHOP_ORIGIN, jar: new CookieJar() },
  );

/** The text of the page's alert, the one line above the form. */
const alertOf = (html: string) => /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];

test('a sign-in link that points to another site lands on the home page of the shop', async () => {
  // A customer who knows their password, signed out again (their jar is dropped).
  const { email } = await signedInCustomerOf(db, shop, 'Ishaan Verma');
  // Browsers read `/\evil.example` as `//evil.example`: another site.
  const link = '/auth?redirectTo=/%5Cevil.example';
  const page = await shop.app.request(link);
  expect(page.status).toBe(200);
  // The page's sign-in form comes back home, whatever the link said.
  expect(await page.text()).toContain('name="redirectTo" value="/"');

  // The same address posted by a hand-made form: still home, on the shop.
  const signedIn = await signIn(email, PASSWORD, '/\\evil.example');
  expect(signedIn.status).toBe(303);
  expect(signedIn.headers.get('location')).toBe('/');
});

test('a wrong password gets one generic message, the same as an e-mail the shop does not know', async () => {
  const { email } = await signedInCustomerOf(db, shop, 'Ritu Malhotra');
  const wrongPassword = await signIn(email, 'not-a-password');
  const unknownEmail = await signIn('nobody.at.all@example.com', 'not-a-password');
  expect([wrongPassword.status, unknownEmail.status]).toEqual([401, 401]);
  expect(alertOf(await wrongPassword.text())).toBe(WRONG_SIGN_IN);
  expect(alertOf(await unknownEmail.text())).toBe(WRONG_SIGN_IN);
});
