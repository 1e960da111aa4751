import { expectNoAxeViolations } from '../support/axe.ts';
import { NEW_CUSTOMER_SESSION, signedInCustomer } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

test('saving the profile shows in the history, under Profile but not under Orders', async ({
  page,
}) => {
  await signedInCustomer(page, 'Rohan Desai');
  await page.goto('/dashboard/profile');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully').first()).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'History' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/history$/);
  const entry = page.getByRole('article', { name: 'Profile Updated' });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('completed');
  await expect(entry).toContainText('Your profile information was updated.');
  // Only order entries lead to an order.
  await expect(entry.getByRole('link', { name: /View order/ })).toHaveCount(0);
  // A fresh load, so the profile's toast is gone and axe looks at the page itself.
  await page.reload();
  await expectNoAxeViolations(page);

  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Orders' });
  await expect(page).toHaveURL(/type=order/);
  await expect(page.getByText('No activities found')).toBeVisible();
  await expect(entry).toHaveCount(0);

  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Profile' });
  await expect(page).toHaveURL(/type=profile/);
  await expect(entry).toBeVisible();

  await page.getByLabel('Date', { exact: true }).selectOption({ label: 'Last Week' });
  await expect(page).toHaveURL(/period=week/);
  await expect(entry).toBeVisible();

  await page.getByPlaceholder('Search activities...').fill('gulab jamun');
  await expect(page.getByText('No activities found')).toBeVisible();
  await page.getByPlaceholder('Search activities...').fill('profile');
  await expect(entry).toBeVisible();

  // The filters live in the URL: a reload keeps them.
  await page.reload();
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('profile');
  await expect(page.getByPlaceholder('Search activities...')).toHaveValue('profile');
  await expect(entry).toBeVisible();
});

test.describe('a new customer, signed in', () => {
  // Only looks: it shares the customer the setup signed up (setup/new-customer.setup.ts), who has
  // done nothing since.
  test.use({ storageState: NEW_CUSTOMER_SESSION });

  test('a new customer has no activities, and the filters offer the spec’s choices', async ({
    page,
  }) => {
    await page.goto('/dashboard/history');
    await expect(page.getByRole('heading', { name: 'Activity History', level: 1 })).toBeVisible();
    await expect(page.getByText('No activities found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters')).toBeVisible();
    await expect(page.getByPlaceholder('Search activities...')).toBeVisible();
    await expect(page.getByLabel('Type', { exact: true }).locator('option')).toHaveText([
      'All Types',
      'Orders',
      'Payments',
      'Profile',
      'Address',
    ]);
    await expect(page.getByLabel('Date', { exact: true }).locator('option')).toHaveText([
      'All Time',
      'Last Week',
      'Last Month',
      'Last Year',
    ]);
    await expectNoAxeViolations(page);
  });
});
