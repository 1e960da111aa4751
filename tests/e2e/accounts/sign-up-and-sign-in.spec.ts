import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { addFromCatalogue, cartBadge } from '../support/catalogue.ts';
import { linkEmailedTo } from '../support/outbox.ts';
import { expect, test } from '../support/test.ts';

// Refused sign-ins answer with their status, which the browser logs as a failed load.
test.use({ allowedConsoleErrors: [/status of 40[0-9]/] });

const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

async function signUp(page: Page, name: string, email: string, password: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

async function verifiedCustomer(page: Page, name: string) {
  const email = uniqueEmail(name.toLowerCase());
  await signUp(page, name, email, 'motichoor-ladoo-9');
  await expect(page.getByText('Account created successfully!').first()).toBeVisible();
  await page.goto(await linkEmailedTo(email, /Verify your e-mail/));
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully').first()).toBeVisible();
  return email;
}

test('a customer signs up, verifies the e-mail from the link and signs in', async ({ page }) => {
  const email = uniqueEmail('meera');
  await signUp(page, 'Meera Sharma', email, 'gulab-jamun-42');
  await expect(page.getByText('Account created successfully!').first()).toBeVisible();
  await expect(
    page.getByText('Please check your email to verify your account.').first(),
  ).toBeVisible();

  // Before verifying, the account is refused with a way to get the link again.
  await signIn(page, email, 'gulab-jamun-42');
  await expect(page.getByRole('alert')).toContainText('Please verify your e-mail first');
  await expect(
    page.getByRole('button', { name: 'Send the verification link again' }),
  ).toBeVisible();

  await page.goto(await linkEmailedTo(email, /Verify your e-mail/));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText('Hi, Meera Sharma')).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully').first()).toBeVisible();
  await expect(page.getByText('See you again soon!').first()).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Login / Sign Up' }),
  ).toBeVisible();

  await page.goto('/auth');
  await signIn(page, email, 'gulab-jamun-42');
  await expect(page.getByText('Welcome back!').first()).toBeVisible();
  await expect(page.getByText('You have been logged in successfully.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Signed in, /auth sends the customer home.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
});

test('a password of 5 characters is refused beside the field', async ({ page }) => {
  await signUp(page, 'Arjun Rao', uniqueEmail('arjun'), 'ladoo');
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await expect(form.getByText('Your password needs at least 8 characters.')).toBeVisible();
  await expect(form.getByLabel('Full Name')).toBeVisible();
});

test('the cart a visitor filled is still there after signing in', async ({ page }) => {
  const email = await verifiedCustomer(page, 'Fatima');
  await addFromCatalogue(page, 'Kaju Katli');
  await expect(cartBadge(page)).toHaveText('1');
  await page.goto('/auth?redirectTo=%2Fcart');
  await signIn(page, email, 'motichoor-ladoo-9');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('listitem', { name: 'Kaju Katli (500g)' })).toBeVisible();

  // Signing out leaves an empty cart for the next person on this browser.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully').first()).toBeVisible();
  await expect(cartBadge(page)).toHaveCount(0);
});

test('forgot password: the e-mailed link lets the customer choose a new one', async ({ page }) => {
  const email = await verifiedCustomer(page, 'Gurpreet');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel("Your account's e-mail").fill(email);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByText('Check your e-mail').first()).toBeVisible();

  await page.goto(await linkEmailedTo(email, /Choose a new password/));
  await page.getByLabel('New password').fill('kaju-katli-2025');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password changed').first()).toBeVisible();
  await signIn(page, email, 'kaju-katli-2025');
  await expect(page.getByText('Welcome back!').first()).toBeVisible();
});

test('the sign-in page has no WCAG 2.1 AA violations, on either tab', async ({ page }) => {
  await page.goto('/auth');
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expectNoAxeViolations(page);
});
