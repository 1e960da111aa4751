import { liveStatusSelect, ownerBrowser } from '../support/admin.ts';
import { signInAsOwner } from '../support/admin-sign-in.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { putInCart } from '../support/catalogue.ts';
import { signedInCustomer, withoutJavaScript } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { linkEmailedTo } from '../support/outbox.ts';
import { placeOrderOverHttp } from '../support/orders.ts';
import { expect, test } from '../support/test.ts';

const pages = [
  { link: 'Dashboard', path: '/admin', heading: 'Dashboard' },
  { link: 'Products', path: '/admin/products', heading: 'Products' },
  { link: 'Orders', path: '/admin/orders', heading: /^All Orders \(\d+\)$/ },
  { link: 'Customers', path: '/admin/customers', heading: 'Customers' },
  { link: 'Payouts', path: '/admin/payouts', heading: 'Payouts' },
  { link: 'Promo codes', path: '/admin/promo-codes', heading: 'Promo codes' },
  { link: 'Delivery', path: '/admin/delivery', heading: 'Delivery' },
  { link: 'Settings', path: '/admin/settings', heading: 'Settings' },
];

test('the owner signs in and sees the figures, the sales chart and every admin page', async ({
  browser,
}) => {
  // Nine pages, each checked by axe: room for a loaded machine.
  test.setTimeout(150_000);
  const owner = await (await browser.newContext()).newPage();
  try {
    // The journey where the owner signs in (password, then the app's code); the others start
    // with the session the setup kept (ownerBrowser).
    await signInAsOwner(owner);
    await owner.goto('/admin');
    const sidebar = owner.getByRole('navigation', { name: 'Admin Dashboard v1.0' });
    await expect(sidebar).toBeVisible();
    for (const card of ['Total Orders', 'Total Revenue', 'Total Customers', 'Low Stock Alert']) {
      await expect(owner.getByRole('term').filter({ hasText: card })).toBeVisible();
    }
    await expect(owner.getByText('Products below 10 units')).toBeVisible();
    await expect(owner.getByText(/from last month|last month$/).first()).toBeVisible();
    // The chart is drawn once its library has loaded; the table says the same in words.
    const sales = owner.getByRole('region', { name: 'Sales, last 30 days' });
    await expect(sales.locator('.recharts-surface')).toBeVisible();
    await owner.getByText('Sales by day as a table').click();
    await expect(owner.getByRole('table', { name: /Revenue and orders per day/ })).toBeVisible();
    // The shop made its first base backup, and checked it, when it first started.
    const backups = owner.getByRole('region', { name: 'Backups' });
    await expect(async () => {
      await owner.reload();
      await expect(
        backups.getByText('Backed up: a lost disk would lose at most the last minute of orders.'),
      ).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    await expect(backups.getByRole('definition').first()).toHaveText(/^\d{1,2} \w{3} 20\d\d, /);
    await expectNoAxeViolations(owner);

    for (const { link, path, heading } of pages.slice(1)) {
      await sidebar.getByRole('link', { name: link }).click();
      await expect(owner).toHaveURL(new RegExp(`${path}$`));
      await expect(owner.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(owner);
    }
    await sidebar.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(owner).toHaveURL(/\/$/);
  } finally {
    await owner.context().close();
  }
});

test("the owner moves a customer's order from placed to delivered; the customer watches it live and is e-mailed", async ({
  page,
  browser,
}) => {
  const email = await signedInCustomer(page, 'Ishaan Kapoor');
  await putInCart(page, 'Bhujia');
  const orderNumber = await placeOrderOverHttp(page, { fullName: 'Ishaan Kapoor' });
  // The customer's confirmation and the shop's notice, in the outbox within seconds.
  await linkEmailedTo(email, new RegExp(`order ${orderNumber} has been placed`));
  await linkEmailedTo('hello@halwai.example', new RegExp(`placed order ${orderNumber} for`));
  // The customer keeps My Orders open, following the order live.
  const following = page.waitForResponse((response) => response.url().endsWith('/events'));
  await page.goto('/my-orders');
  expect((await following).status()).toBe(200);
  const myOrder = page.getByRole('article').filter({ hasText: orderNumber });
  await expect(myOrder.getByText('Placed', { exact: true })).toBeVisible();

  const owner = await ownerBrowser(browser);
  try {
    await owner.goto(`/admin/orders?q=${orderNumber}`);
    await waitForHydration(owner);
    await expect(owner.getByRole('heading', { level: 1, name: 'All Orders (1)' })).toBeVisible();
    const row = owner.getByRole('row').filter({ hasText: orderNumber });
    await expect(row.getByText('Ishaan Kapoor')).toBeVisible();
    const status = row.getByLabel(`Status of order ${orderNumber}`);
    await status.selectOption('shipped');
    await expect(owner.getByText('Order updated')).toBeVisible();
    await expect(owner.getByText('Order status has been updated successfully.')).toBeVisible();
    // The row's badge (the select beside it says the same).
    await expect(row.locator('span', { hasText: /^Shipped$/ })).toBeVisible();

    // No reload: the customer's page hears of the change.
    await expect(myOrder.getByText('Shipped', { exact: true })).toBeVisible();
    // And the customer is e-mailed, with a link to follow the order.
    expect(await linkEmailedTo(email, new RegExp(`order ${orderNumber}: Shipped`))).toMatch(
      new RegExp(`/orders/${orderNumber}$`),
    );

    // The order page gives the owner the same control.
    await owner.goto(`/orders/${orderNumber}`);
    await waitForHydration(owner);
    await (await liveStatusSelect(owner, orderNumber)).selectOption('delivered');
    await expect(owner.getByText('Order updated')).toBeVisible();
    await expect(owner.getByText('Payment paid')).toBeVisible();

    // Delivered Cash on Delivery is money received: a paid transaction, in the CSV too.
    await owner.goto('/admin/payouts');
    const transaction = owner.getByRole('row').filter({ hasText: orderNumber });
    await expect(transaction.getByText('Cash on Delivery')).toBeVisible();
    await expect(transaction.getByText('Paid', { exact: true })).toBeVisible();
    const download = owner.waitForEvent('download');
    await owner.getByRole('button', { name: 'Export Report' }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toMatch(
      /^payouts-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const text = await (await csv.createReadStream()).toArray();
    // A byte-order mark first, so spreadsheet programs read the names as UTF-8.
    const content = Buffer.concat(text)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    expect(content.split(/\r?\n/)[0]).toBe(
      'Order #,Customer,Amount (INR),Payment Method,Status,Date,Sold at,Cash (INR),UPI (INR),Card (INR)',
    );
    expect(content).toMatch(
      new RegExp(`${orderNumber},Ishaan Kapoor,\\d+\\.\\d{2},Cash on Delivery,Paid,`),
    );
  } finally {
    await owner.context().close();
  }
});

test('a date range the report cannot use is refused beside its field', async ({ browser }) => {
  const owner = await ownerBrowser(browser);
  try {
    await owner.goto('/admin/payouts');
    await owner.getByLabel('From', { exact: true }).fill('2026-11-20');
    await owner.getByLabel('To', { exact: true }).fill('2026-11-01');
    await owner.getByRole('button', { name: 'Export Report' }).click();
    await expect(owner).toHaveURL(/\/admin\/payouts\?from=2026-11-20&to=2026-11-01$/);
    const from = owner.getByLabel('From', { exact: true });
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription(
      'The From date must be on or before the To date.',
    );
    await expect(from).toHaveValue('2026-11-20');
    await expect(owner.getByLabel('To', { exact: true })).toHaveValue('2026-11-01');
  } finally {
    await owner.context().close();
  }
});

test('without JavaScript the owner changes a status with the Update button', async ({
  page,
  browser,
}) => {
  await signedInCustomer(page, 'Tara Singh');
  await putInCart(page, 'Samosa', '/namkeen');
  const orderNumber = await placeOrderOverHttp(page);
  const owner = await ownerBrowser(browser);
  const plain = await withoutJavaScript(owner, browser);
  try {
    await plain.goto(`/admin/orders?q=${orderNumber}`);
    const row = plain.getByRole('row').filter({ hasText: orderNumber });
    await row.getByLabel(`Status of order ${orderNumber}`).selectOption('confirmed');
    await row.getByRole('button', { name: 'Update' }).click();
    await expect(plain).toHaveURL(new RegExp(`/admin/orders\\?q=${orderNumber}$`));
    await expect(plain.getByText(/Order updated/)).toBeVisible();
    await expect(row.locator('span', { hasText: /^Confirmed$/ })).toBeVisible();
  } finally {
    await plain.context().close();
    await owner.context().close();
  }
});

test('on a phone the admin menu opens from its button and Escape closes it', async ({
  browser,
}) => {
  const owner = await ownerBrowser(browser);
  try {
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.goto('/admin');
    await waitForHydration(owner);
    await expect(owner.getByRole('navigation', { name: 'Admin Dashboard v1.0' })).toBeHidden();
    await owner.getByRole('button', { name: 'Open admin menu' }).click();
    const menu = owner.getByRole('dialog', { name: 'Admin Dashboard v1.0' });
    await expect(menu.getByRole('link', { name: 'Customers' })).toBeVisible();
    await owner.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await owner.getByRole('button', { name: 'Open admin menu' }).click();
    await menu.getByRole('link', { name: 'Orders' }).click();
    await expect(owner).toHaveURL(/\/admin\/orders$/);
    await expect(menu).toBeHidden();
  } finally {
    await owner.context().close();
  }
});
