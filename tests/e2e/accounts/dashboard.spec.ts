import { expectNoAxeViolations } from '../support/axe.ts';
import { signedInCustomer } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

const pages = [
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/dashboard/orders', heading: 'My Orders' },
  { path: '/dashboard/payments', heading: 'Payments' },
  { path: '/dashboard/addresses', heading: 'Saved Addresses' },
  { path: '/dashboard/history', heading: 'Activity History' },
  { path: '/dashboard/profile', heading: 'Profile' },
];

test('a visitor who opens the dashboard is sent to sign in, and comes back after', async ({
  page,
}) => {
  await page.goto('/dashboard/payments');
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard%2Fpayments$/);
});

test('a customer opens every page of the dashboard from the sidebar', async ({ page }) => {
  await signedInCustomer(page, 'Ananya Rao');
  await page.getByRole('banner').getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const label of ['Total Orders', 'Pending Orders', 'Total Spent', 'Saved Addresses']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();

  const sidebar = page.getByRole('navigation', { name: 'Account' });
  for (const label of ['Orders', 'Payments', 'Addresses', 'History', 'Profile', 'Dashboard']) {
    await sidebar.getByRole('link', { name: label }).click();
    const expected = pages.find((entry) => entry.path.endsWith(label.toLowerCase()));
    await expect(page).toHaveURL(new RegExp(`${expected?.path ?? '/dashboard'}$`));
  }

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar.getByText('Payments')).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Payments' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar.getByText('Payments')).toBeVisible();
});

test('every dashboard page loads with no WCAG 2.1 AA violations', async ({ page }) => {
  // Six pages, each loaded and scanned: a long journey, not a slow one.
  test.setTimeout(90_000);
  await signedInCustomer(page, 'Rahul Mehta');
  for (const { path, heading } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('on a phone, the sidebar opens as an overlay and closes again', async ({ page }) => {
  await signedInCustomer(page, 'Priya Nair');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open account menu' }).click();
  const menu = page.getByRole('dialog', { name: 'My Account' });
  await menu.getByRole('link', { name: 'Addresses' }).click();
  await expect(page).toHaveURL(/\/dashboard\/addresses$/);
  await expect(menu).toBeHidden();
});

test('logging out from the dashboard ends the session; its pages then send to sign in', async ({
  page,
}) => {
  await signedInCustomer(page, 'Kabir Singh');
  await page.goto('/dashboard');
  await page.getByRole('main').waitFor();
  await page.locator('header').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully').first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
});

test('when the session ends elsewhere, coming back to the tab leaves the dashboard', async ({
  page,
  context,
}) => {
  await signedInCustomer(page, 'Zoya Khan');
  await page.goto('/dashboard/profile');
  // The check is attached once React runs the page; before that there is nothing to test.
  await waitForHydration(page);
  await context.clearCookies();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
});
