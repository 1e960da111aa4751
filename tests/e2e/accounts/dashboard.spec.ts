import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { putInCart } from '../support/catalogue.ts';
import { NEW_CUSTOMER_SESSION, signedInCustomer } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { placeOrderOverHttp } from '../support/orders.ts';
import { expect, test } from '../support/test.ts';

const pages = [
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/dashboard/orders', heading: 'My Orders' },
  { path: '/dashboard/payments', heading: 'Payments' },
  { path: '/dashboard/addresses', heading: 'Saved Addresses' },
  { path: '/dashboard/history', heading: 'Activity History' },
  { path: '/dashboard/profile', heading: 'Profile' },
];

/** A stat card's figure: the definition beside its term (app/components/dashboard/stat-card.tsx). */
function statFigure(page: Page, label: string) {
  return page
    .locator('dl')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');
}

test('a visitor who opens the dashboard is sent to sign in, and comes back after', async ({
  page,
}) => {
  await page.goto('/dashboard/payments');
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard%2Fpayments$/);
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

test('after two orders the dashboard counts them, lists them with filters, shows their payments and their history', async ({
  page,
}) => {
  // Four pages, each looked at closely and scanned by axe. The two orders are placed as the
  // checkout form posts them: checking out is the checkout's journey (orders/checkout.spec.ts).
  await signedInCustomer(page, 'Lakshmi Iyer');
  await putInCart(page, 'Kaju Katli');
  const first = await placeOrderOverHttp(page); // ₹450 + ₹50 shipping
  for (const product of ['Samosa', 'Mathri', 'Khakhra', 'Moong Dal']) {
    await putInCart(page, product, '/namkeen');
  }
  const second = await placeOrderOverHttp(page); // ₹650, shipped free above ₹500

  // Overview: the figures, and the latest orders, newest first.
  await page.goto('/dashboard');
  await expect(statFigure(page, 'Total Orders')).toHaveText('2');
  // Placed orders are not yet pending: the spec counts confirmed, packed and shipped.
  await expect(statFigure(page, 'Pending Orders')).toHaveText('0');
  await expect(statFigure(page, 'Total Spent')).toHaveText('₹1,150.00');
  const recent = page
    .getByRole('list', { name: 'Recent Orders', exact: true })
    .getByRole('article');
  await expect(recent).toHaveCount(2);
  await expect(recent.nth(0)).toHaveAccessibleName(`Order #${second}`);
  await expect(recent.nth(1)).toHaveAccessibleName(`Order #${first}`);
  await expect(recent.nth(1).getByText('Placed', { exact: true })).toBeVisible();
  await expect(recent.nth(1)).toContainText('₹500.00');
  await expect(recent.nth(0)).toContainText('₹650.00');
  await expectNoAxeViolations(page);
  await recent.nth(1).getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${first}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${first}` })).toBeVisible();

  // Orders: three items, a '+N more' note, and the search and status filter.
  await page.goto('/dashboard/orders');
  const orders = page.getByRole('list', { name: 'Orders', exact: true }).getByRole('article');
  await expect(orders).toHaveCount(2);
  const big = page.getByRole('article', { name: `Order #${second}` });
  await expect(big.getByRole('listitem')).toHaveText([
    /^Khakhra \(500g\)\s*Qty: 1$/,
    /^Mathri \(500g\)\s*Qty: 1$/,
    /^Moong Dal \(500g\)\s*Qty: 1$/,
  ]);
  await expect(big.getByText('+1 more', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: `Order #${first}` })).toContainText(
    'Kaju Katli (500g)',
  );
  await expectNoAxeViolations(page);

  await page.getByLabel('Search orders').fill(first);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${first}`));
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toHaveAccessibleName(`Order #${first}`);

  await page.getByLabel('Search orders').fill('samosa');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toHaveAccessibleName(`Order #${second}`);

  await page.getByLabel('Status').selectOption({ label: 'Cancelled' });
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page.getByText('No orders match your filters.')).toBeVisible();
  await expect(page.getByText("You haven't placed any orders yet.")).toHaveCount(0);
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(orders).toHaveCount(2);
  await expect(page.getByLabel('Search orders')).toHaveValue('');
  await expect(page.getByLabel('Status')).toHaveValue('');

  // Payments: Cash on Delivery is paid on delivery, so both are pending and nothing is paid yet.
  await page.goto('/dashboard/payments');
  await expect(statFigure(page, 'Total Paid')).toHaveText('₹0.00');
  await expect(statFigure(page, 'Total Transactions')).toHaveText('2');
  await expect(statFigure(page, 'Pending Payments')).toHaveText('2');
  const payments = page
    .getByRole('list', { name: 'Transactions', exact: true })
    .getByRole('article');
  await expect(payments).toHaveCount(2);
  const firstPayment = page.getByRole('article', { name: `Order #${first}` });
  await expect(firstPayment).toContainText('Cash on Delivery');
  await expect(firstPayment).toContainText('₹500.00');
  await expect(firstPayment).toContainText('Payment pending');
  await expectNoAxeViolations(page);

  const search = page.getByRole('searchbox', { name: 'Search transactions' });
  await search.fill(second);
  await search.press('Enter');
  await expect(payments).toHaveCount(1);
  await expect(payments.first()).toHaveAccessibleName(`Order #${second}`);
  await search.fill('Razorpay');
  await search.press('Enter');
  await expect(page.getByText('No transactions match your search.')).toBeVisible();
  await search.fill('cash');
  await search.press('Enter');
  await expect(payments).toHaveCount(2);
  await firstPayment.getByRole('link', { name: `View order ${first}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${first}$`));

  // History: each order placed is an entry that opens its order.
  await page.goto('/dashboard/history');
  const placed = page.getByRole('article', { name: 'Order Placed' });
  await expect(placed).toHaveCount(2);
  const secondPlaced = placed.filter({ hasText: second });
  await expect(secondPlaced.getByText('placed', { exact: true })).toBeVisible();
  await expect(secondPlaced).toContainText(`Order ${second} for ₹650.00 was placed.`);
  await secondPlaced.getByRole('link', { name: `View order ${second}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${second}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${second}` })).toBeVisible();
});

// These journeys only look, and clear no more than their own cookies: they share the customer the
// setup signed up (setup/new-customer.setup.ts) instead of each signing up.
test.describe('a new customer, signed in', () => {
  test.use({ storageState: NEW_CUSTOMER_SESSION });

  test('a customer opens every page of the dashboard from the sidebar', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const label of ['Total Orders', 'Pending Orders', 'Total Spent', 'Saved Addresses']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(statFigure(page, 'Total Orders')).toHaveText('0');
    await expect(statFigure(page, 'Total Spent')).toHaveText('₹0.00');
    await expect(page.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();
    await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();

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
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('on a phone, the sidebar opens as an overlay and closes again', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open account menu' }).click();
    const menu = page.getByRole('dialog', { name: 'My Account' });
    await menu.getByRole('link', { name: 'Addresses' }).click();
    await expect(page).toHaveURL(/\/dashboard\/addresses$/);
    await expect(menu).toBeHidden();
  });

  test('when the session ends elsewhere, coming back to the tab leaves the dashboard', async ({
    page,
    context,
  }) => {
    await page.goto('/dashboard/profile');
    // The check is attached once React runs the page; before that there is nothing to test.
    await waitForHydration(page);
    await context.clearCookies();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  });
});
