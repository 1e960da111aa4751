/**
 * Journeys that change the whole shop (its name, maintenance mode): they run after every other
 * journey (playwright.config.ts), one at a time, and put the shop back as they found it.
 */
import type { Page } from '@playwright/test';
import { ownerBrowser } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { putInCart } from '../support/catalogue.ts';
import { signedInCustomer } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { placeOrderOverHttp } from '../support/orders.ts';
import { invoicePath } from '#core/paths.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ mode: 'serial' });

/** A GSTIN of a shop in Delhi (state code 07) with a correct check character. */
const DELHI_GSTIN = '07AAPFU0939F1ZX';
// The closed page answers 503 (an invoice not yet due, 404): the browser reports a failed resource.
test.use({ allowedConsoleErrors: [/Failed to load resource.*(503|404)/] });

/** The owner sets the shop's GSTIN on Settings (empty: not registered under GST). */
async function setGstin(owner: Page, gstin: string) {
  await saveSettings(owner, async () => {
    await owner.getByRole('tab', { name: 'Store Info' }).click();
    await owner.getByLabel('GSTIN').fill(gstin);
  });
}

/** The owner marks the order delivered from the orders list: its invoice is then issued. */
async function markDelivered(owner: Page, orderNumber: string) {
  await owner.goto(`/admin/orders?q=${orderNumber}`);
  await waitForHydration(owner);
  await owner.getByLabel(`Status of order ${orderNumber}`).selectOption('delivered');
  await expect(owner.getByText('Order updated')).toBeVisible();
}

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
    for (const tab of ['Store Info', 'Notifications', 'Payments', 'Security']) {
      await owner.getByRole('tab', { name: tab }).click();
      await expectNoAxeViolations(owner);
    }
    await expect(
      owner.getByText('You have full administrative access to this store.'),
    ).toBeVisible();

    // The counter's UPI ID: one that is not one is refused beside its field.
    const upi = owner.getByRole('region', { name: 'UPI at the counter' });
    await upi.getByLabel('UPI ID').fill('halwai');
    await upi.getByRole('button', { name: 'Save UPI ID' }).click();
    await expect(upi.getByLabel('UPI ID')).toHaveAccessibleDescription(
      /A UPI ID is a name, @ and the bank’s handle/,
    );
    // The scale's example label follows the layout as the owner chooses it.
    const scale = owner.getByRole('region', { name: 'Weighing scale' });
    await expect(scale.getByText('2000042005009')).toBeVisible();
    await scale.getByLabel('The barcode carries').selectOption('price');
    await expect(scale.getByText('₹250.00 of the product with counter code 42')).toBeVisible();

    // Cash on Delivery at the legal cash limit is refused beside its field.
    await owner.getByRole('tab', { name: 'Payments' }).click();
    const codLimit = owner.getByLabel('Cash on Delivery limit (₹)');
    await expect(codLimit).toHaveValue('5000');
    await codLimit.fill('200000');
    await owner.getByRole('button', { name: 'Save Changes' }).click();
    await expect(codLimit).toHaveAttribute('aria-invalid', 'true');
    await expect(codLimit).toHaveAccessibleDescription(
      /The Cash on Delivery limit must be below ₹2,00,000, the legal limit for a cash payment\./,
    );
    await codLimit.fill('5000');

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

test('a shop not registered under GST asks no business details at checkout, and its order’s document is a bill of supply', async ({
  page,
  browser,
}) => {
  const owner = await ownerBrowser(browser);
  try {
    await setGstin(owner, '');

    await signedInCustomer(page, 'Kavita Rao');
    await putInCart(page, 'Kaju Katli');
    await page.goto('/checkout');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
    await expect(page.getByText('Buying for a business?')).toHaveCount(0);
    const orderNumber = await placeOrderOverHttp(page);

    await markDelivered(owner, orderNumber);

    await page.goto(invoicePath(orderNumber));
    await expect(page.getByRole('heading', { level: 1, name: 'Bill of Supply' })).toBeVisible();
    await expect(
      page.getByText('Not registered under GST: no GST is charged on this bill.'),
    ).toBeVisible();
    await expect(page.getByText(/GSTIN|Not set/)).toHaveCount(0);
    const lines = page.getByRole('table', { name: /^Lines of bill/ });
    await expect(lines.getByRole('columnheader', { name: 'Amount' })).toBeVisible();
    await expect(lines.getByRole('columnheader', { name: /GST/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    await setGstin(owner, DELHI_GSTIN);
    await owner.context().close();
  }
});

test('a delivered order has a GST tax invoice: the customer opens it from Payments and History', async ({
  page,
  browser,
}) => {
  const owner = await ownerBrowser(browser);
  try {
    // The owner registers the shop for GST first, as a real shop does before selling.
    await saveSettings(owner, async () => {
      await owner.getByRole('tab', { name: 'Store Info' }).click();
      await owner.getByLabel('GSTIN').fill(DELHI_GSTIN);
      await owner.getByLabel('FSSAI Licence Number').fill('13324999000123');
    });

    // Who may open the invoice and its PDF, before and after: server/http/invoice-pages.test.ts.
    await signedInCustomer(page, 'Devika Sharma');
    await putInCart(page, 'Kaju Katli');
    const orderNumber = await placeOrderOverHttp(page);

    await markDelivered(owner, orderNumber);

    await page.goto('/dashboard/payments');
    await page.getByRole('link', { name: `Receipt for order ${orderNumber}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
    await expect(page.getByText(`GSTIN: ${DELHI_GSTIN}`)).toBeVisible();
    await expect(page.getByText('FSSAI Licence No.: 13324999000123')).toBeVisible();
    await expect(page.getByText(/^HW\/\d{4}-\d{2}\/\d{4}$/)).toBeVisible();
    const lines = page.getByRole('table', { name: /^Lines of invoice/ });
    // Delivered within Delhi from a shop in Delhi: the tax is CGST + SGST.
    await expect(lines.getByRole('columnheader', { name: 'CGST' })).toBeVisible();
    await expect(lines.getByRole('columnheader', { name: 'SGST' })).toBeVisible();
    const kajuKatli = lines.getByRole('row').filter({ hasText: 'Kaju Katli (500g)' });
    await expect(kajuKatli.getByRole('cell', { name: '21069099' })).toBeVisible();
    await expect(kajuKatli.getByRole('cell', { name: '5%' })).toBeVisible();
    await expect(page.getByText(/^Amount in words: Rupees .* Only$/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/dashboard/history?type=order');
    await page
      .getByRole('link', { name: `Invoice for order ${orderNumber}` })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
  } finally {
    await owner.context().close();
  }
});

test('a proxy in front of the shop that TRUST_PROXY does not trust is named on the dashboard', async ({
  browser,
  request,
}) => {
  const owner = await ownerBrowser(browser);
  try {
    await owner.goto('/admin');
    await expect(owner.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(owner.getByRole('region', { name: 'Proxy not trusted' })).toHaveCount(0);

    // The journeys' shop listens on 127.0.0.1 without TRUST_PROXY: as nginx on the same machine
    // would, this request comes from a loopback address and says whom it forwards.
    await request.get('/', { headers: { 'X-Forwarded-For': '198.51.100.7' } });

    await owner.reload();
    const notice = owner.getByRole('region', { name: 'Proxy not trusted' });
    await expect(notice).toContainText(
      'Requests from 127.0.0.1 carry X-Forwarded-For or Forwarded, but TRUST_PROXY is off',
    );
    await expect(notice).toContainText('Set TRUST_PROXY=1');
    await expectNoAxeViolations(owner);
  } finally {
    await owner.context().close();
  }
});
