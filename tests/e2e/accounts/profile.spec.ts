import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { NEW_CUSTOMER_SESSION, signedInCustomer, withoutJavaScript } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

// A form with mistakes is answered with 400, which the browser logs as a failed load.
test.use({ allowedConsoleErrors: [/status of 40[0-9]/] });

async function openProfile(page: Page) {
  await page.goto('/dashboard/profile');
  await waitForHydration(page);
  return {
    summary: page.getByRole('region', { name: 'Account Summary' }),
    form: page.getByRole('region', { name: 'Profile Information' }),
  };
}

test('a customer saves their profile and finds it again after a reload', async ({ page }) => {
  const email = await signedInCustomer(page, 'Meera Sharma');
  let { summary, form } = await openProfile(page);
  // Until a profile is saved, the name is the one given at sign-up.
  await expect(form.getByLabel('Full Name')).toHaveValue('Meera Sharma');
  await expect(summary).toContainText('Meera Sharma');
  await expect(summary).toContainText(email);
  await expect(summary).toContainText('Member since');

  await form.getByLabel('Full Name').fill('Meera Iyer');
  await form.getByLabel('Phone Number').fill('+91 98765 43210');
  await form.getByLabel('Address').fill('22 MG Road');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State').selectOption('Karnataka');
  await form.getByLabel('Pincode').fill('560001');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(summary).toContainText('Meera Iyer');

  await page.reload();
  ({ summary, form } = await openProfile(page));
  await expect(form.getByLabel('Full Name')).toHaveValue('Meera Iyer');
  await expect(form.getByLabel('Phone Number')).toHaveValue('9876543210');
  await expect(form.getByLabel('Address')).toHaveValue('22 MG Road');
  await expect(form.getByLabel('City')).toHaveValue('Bengaluru');
  await expect(form.getByLabel('State')).toHaveValue('Karnataka');
  await expect(form.getByLabel('Pincode')).toHaveValue('560001');
  await expect(summary).toContainText('Meera Iyer');
  await expect(summary).toContainText('9876543210');
  await expect(summary).toContainText('Bengaluru - 560001');
});

test('a wrong phone number is refused beside the field and not saved', async ({ page }) => {
  await signedInCustomer(page, 'Arjun Rao');
  const { summary, form } = await openProfile(page);
  await form.getByLabel('Phone Number').fill('123');
  await form.getByLabel('City').fill('Pune');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByLabel('Phone Number')).toHaveAccessibleDescription(
    'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
  );
  await expect(form.getByLabel('City')).toHaveValue('Pune');
  await expect(summary).not.toContainText('Pune');

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Profile Information' }).getByLabel('City'),
  ).toHaveValue('');
});

test.describe('a new customer, signed in', () => {
  // Only looks: it shares the customer the setup signed up (setup/new-customer.setup.ts).
  test.use({ storageState: NEW_CUSTOMER_SESSION });

  test('the profile page has no WCAG 2.1 AA violations', async ({ page }) => {
    await openProfile(page);
    await expectNoAxeViolations(page);
  });
});

test('without JavaScript, the profile form posts and comes back with the saved values', async ({
  page,
  browser,
}) => {
  await signedInCustomer(page, 'Gurpreet Singh');
  const noScript = await withoutJavaScript(page, browser);
  await noScript.goto('/dashboard/profile');
  const form = noScript.getByRole('region', { name: 'Profile Information' });
  await form.getByLabel('Pincode').fill('012345');
  await form.getByLabel('City').fill('Amritsar');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByLabel('Pincode')).toHaveAccessibleDescription(
    'Please enter a 6-digit pincode that does not start with 0.',
  );
  await expect(form.getByLabel('City')).toHaveValue('Amritsar');

  await form.getByLabel('Pincode').fill('143001');
  await form.getByLabel('State').selectOption('Punjab');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(noScript).toHaveURL(/\/dashboard\/profile$/);
  // The one-time message is in the page's <noscript>, which a browser without JavaScript shows.
  expect(await noScript.content()).toContain('Profile updated successfully');
  await expect(noScript.getByRole('region', { name: 'Account Summary' })).toContainText(
    'Amritsar - 143001, Punjab',
  );
  await noScript.context().close();
});

test('without JavaScript, the saved profile comes back to the page the form was opened on', async ({
  page,
  browser,
}) => {
  await signedInCustomer(page, 'Harpreet Kaur');
  const noScript = await withoutJavaScript(page, browser);
  await noScript.goto('/dashboard/profile?from=checkout');
  const form = noScript.getByRole('region', { name: 'Profile Information' });
  await form.getByLabel('City').fill('Ludhiana');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(noScript).toHaveURL(/\/dashboard\/profile\?from=checkout$/);
  await expect(
    noScript.getByRole('status').filter({ hasText: 'Profile updated successfully' }),
  ).toBeVisible();
  await expect(noScript.getByRole('region', { name: 'Account Summary' })).toContainText('Ludhiana');
  await noScript.context().close();
});
