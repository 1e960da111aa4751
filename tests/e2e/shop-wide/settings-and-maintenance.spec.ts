/**
 * Journeys that change the whole shop (its name, maintenance mode): they run after every other
 * journey (playwright.config.ts), one at a time, and put the shop back as they found it.
 */
import type { Page } from '@playwright/test';
import { ownerBrowser } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ mode: 'serial' });
// The closed page answers 503, which the browser reports as a failed resource.
test.use({ allowedConsoleErrors: [/Failed to load resource.*503/] });

/** Opens Settings, lets `change` fill the form, saves, and waits for the answer. */
async function saveSettings(owner: Page, change: () => Promise<void>) {
  await owner.goto('/admin/settings');
  await waitForHydration(owner);
  await change();
  await owner.getByRole('button', { name: 'Save Changes' }).click();
  await expect(owner.getByText('Settings updated successfully')).toBeVisible();
}

test('the owner renames the shop and the storefront footer shows the new name at once', async ({
  page,
  browser,
}) => {
  const owner = await ownerBrowser(browser);
  try {
    await owner.goto('/admin/settings');
    await expect(owner.getByRole('tab', { name: 'General' })).toBeVisible();
    for (const tab of ['Store Info', 'Notifications', 'Security']) {
      await owner.getByRole('tab', { name: tab }).click();
      await expectNoAxeViolations(owner);
    }
    await expect(
      owner.getByText('You have full administrative access to this store.'),
    ).toBeVisible();

    // A GSTIN that is not one is refused beside its field, and nothing is saved.
    await owner.getByRole('tab', { name: 'Store Info' }).click();
    await owner.getByLabel('GSTIN').fill('07ABCDE1234');
    await owner.getByRole('button', { name: 'Save Changes' }).click();
    await expect(owner.getByLabel('GSTIN')).toHaveAttribute('aria-invalid', 'true');

    // The home page is kept in memory for visitors: it must be forgotten when the name changes.
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByText('© 2025 Halwai.')).toBeVisible();
    await saveSettings(owner, () => owner.getByLabel('Store Name').fill('Ghasitaram Sweets'));
    // A reload asks the server again (the browser may keep the page for a minute otherwise).
    await page.reload();
    await expect(
      page.getByRole('contentinfo').getByText('© 2025 Ghasitaram Sweets. All rights reserved.'),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Ghasitaram Sweets/);
  } finally {
    await saveSettings(owner, () => owner.getByLabel('Store Name').fill('Halwai'));
    await owner.context().close();
  }
});

test('in maintenance mode a visitor gets the closed page (503) while the owner keeps working', async ({
  page,
  browser,
}) => {
  const owner = await ownerBrowser(browser);
  const toggleMaintenance = async () => {
    await owner.getByRole('tab', { name: 'General' }).click();
    await owner.getByLabel('Maintenance mode').click();
  };
  try {
    await saveSettings(owner, toggleMaintenance);
    await expect(owner.getByText('The shop is closed for maintenance.')).toBeVisible();

    const closed = await page.goto('/category');
    expect(closed?.status()).toBe(503);
    expect(closed?.headers()['retry-after']).toBe('600');
    await expect(
      page.getByRole('heading', { name: 'Halwai is closed for a short while' }),
    ).toBeVisible();

    // The owner still has the shop, and the admin area says it is closed.
    const open = await owner.goto('/category');
    expect(open?.status()).toBe(200);
    await expect(owner.getByRole('heading', { level: 1, name: /Mithai/ })).toBeVisible();
  } finally {
    await saveSettings(owner, toggleMaintenance);
    await owner.context().close();
  }
  const reopened = await page.goto('/category');
  expect(reopened?.status()).toBe(200);
});
