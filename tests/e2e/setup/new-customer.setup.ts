/**
 * Before the journeys: a customer signs up and verifies their e-mail, and their signed-in browser
 * is kept. Journeys that only look at what a new customer sees (their empty dashboard, its pages
 * with axe) start from it instead of each signing up anew; a journey that changes anything of
 * the customer's, or signs out, still makes a customer of its own.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { NEW_CUSTOMER_SESSION, signedInCustomer } from '../support/customer.ts';
import { test } from '../support/test.ts';

test('a new customer signs up and is signed in', async ({ page }) => {
  await signedInCustomer(page, 'Ananya Rao');
  mkdirSync(path.dirname(NEW_CUSTOMER_SESSION), { recursive: true });
  await page.context().storageState({ path: NEW_CUSTOMER_SESSION });
});
