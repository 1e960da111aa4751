/** A signed-in customer with a verified e-mail, made the way a real one is: sign up, click the link. */
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { linkEmailedTo } from './outbox.ts';

export const CUSTOMER_PASSWORD = 'motichoor-ladoo-9';

export function uniqueEmail(name: string) {
  const local = name.toLowerCase().replace(/[^a-z0-9]+/g, '.');
  return `${local}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/**
 * Signs up as `name`, opens the verification link (which signs in) and returns the e-mail. The
 * link is read from the journeys' shop's outbox, or as `emailedLink` finds it.
 *
 * The Sign Up form is posted as a browser without JavaScript posts it, in this page's browser:
 * filling it in is the journey of sign-up-and-sign-in.spec.ts; here it is only the way in, and
 * loading the sign-in page for it cost every journey that needs a customer a page.
 */
export async function signedInCustomer(
  page: Page,
  name: string,
  emailedLink: (email: string, subject: RegExp) => Promise<string> = linkEmailedTo,
) {
  const email = uniqueEmail(name);
  const signUp = { intent: 'sign-up', fullName: name, email, password: CUSTOMER_PASSWORD };
  const signedUp = await page.request.post('/auth', { form: signUp, maxRedirects: 0 });
  expect(signedUp.status(), 'the Sign Up form is answered with its page, the account made').toBe(
    303,
  );
  await page.goto(await emailedLink(email, /Verify your e-mail/));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  return email;
}

/**
 * The signed-in browser of a customer who has done nothing yet (setup/new-customer.setup.ts), for
 * journeys that only look: `test.use({ storageState: NEW_CUSTOMER_SESSION })`. Never sign out
 * with it, or change what it sees: the journeys share it.
 */
export const NEW_CUSTOMER_SESSION = path.join(
  process.env.E2E_DATA_DIR ?? '',
  'signed-in',
  'new-customer.json',
);

/** The administrator the journeys' server is started with (playwright.config.ts). */
export const SHOP_OWNER = { email: 'owner@halwai.example', password: 'jalebi-rabri-owner-7' };

/** Signs in through the Sign In form. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
}

/** The same customer in a browser without JavaScript: a new context with this page's cookies. */
export async function withoutJavaScript(page: Page, browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  return context.newPage();
}
