/**
 * The owner's way in, as on a real shop: the password, then the code of the authenticator app
 * they set up. The app's key is kept per shop (its address) in the run's data folder, as the
 * owner's phone keeps it; a shop the owner has not set it up on yet sets it up first.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { authenticatorCode } from '../../support/authenticator.ts';
import { SHOP_OWNER } from './customer.ts';

const keyFile = (page: Page) =>
  path.join(
    process.env.E2E_DATA_DIR ?? '',
    'authenticators',
    new URL(page.url()).host.replace(/[^a-z0-9.]/gi, '-'),
  );

/**
 * The owner's signed-in browser state (cookies), kept by the setup project once the owner has
 * set up two-factor sign-in, so a journey that needs the owner starts signed in instead of
 * signing in again. Signing in itself is a journey of its own (admin-area.spec.ts).
 */
export const OWNER_SESSION = path.join(process.env.E2E_DATA_DIR ?? '', 'signed-in', 'owner.json');

/** Keeps this page's signed-in state as the owner's, for the journeys after the setup. */
export async function rememberOwnerSession(page: Page) {
  mkdirSync(path.dirname(OWNER_SESSION), { recursive: true });
  await page.context().storageState({ path: OWNER_SESSION });
}

/** Sets up two-factor sign-in for the signed-in account; answers the app's key and codes. */
export async function setUpSecondFactor(page: Page, password: string) {
  await page.goto('/account/two-factor');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const key = (await page.locator('code').first().textContent()) ?? '';
  const backupCodes = await page
    .getByRole('list', { name: 'Backup codes' })
    .getByRole('listitem')
    .allTextContents();
  await page.getByLabel('Code from your app').fill(await authenticatorCode(key));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByText('Two-factor sign-in is on').first()).toBeVisible();
  return { key, backupCodes };
}

/** Keeps the owner's key for this shop, for their next sign-in. */
export function rememberOwnerKey(page: Page, key: string) {
  mkdirSync(path.dirname(keyFile(page)), { recursive: true });
  writeFileSync(keyFile(page), key);
}

/** Signs the owner in: password, then the app's code (set up first on a shop without it). */
export async function signInAsOwner(page: Page) {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(SHOP_OWNER.email);
  await form.getByLabel('Password').fill(SHOP_OWNER.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  const secondFactor = page.getByRole('heading', { name: 'Two-factor sign-in' });
  const welcome = page.getByText('Welcome back!');
  await expect(secondFactor.or(welcome)).toBeVisible();
  if (await welcome.isVisible()) {
    // This shop's owner has no second factor yet: set up now, as the admin area would ask.
    rememberOwnerKey(page, (await setUpSecondFactor(page, SHOP_OWNER.password)).key);
    return;
  }
  const key = readFileSync(keyFile(page), 'utf8');
  await page.getByLabel('Code from your app').fill(await authenticatorCode(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(welcome).toBeVisible();
}
