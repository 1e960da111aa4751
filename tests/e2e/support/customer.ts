/** A signed-in customer with a verified e-mail, made the way a real one is: sign up, click the link. */
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
 */
export async function signedInCustomer(
  page: Page,
  name: string,
  emailedLink: (email: string, subject: RegExp) => Promise<string> = linkEmailedTo,
) {
  const email = uniqueEmail(name);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(CUSTOMER_PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!').first()).toBeVisible();
  await page.goto(await emailedLink(email, /Verify your e-mail/));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  return email;
}

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
