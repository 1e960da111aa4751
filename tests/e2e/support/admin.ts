/** The shop's owner in a browser of their own, beside the customer's. */
import { expect, type Browser, type Page } from '@playwright/test';
import { signInAsOwner } from './admin-sign-in.ts';
import { waitForHydration } from './hydration.ts';

/** A new browser context signed in as the shop's admin; close its context when done. */
export async function ownerBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const owner = await context.newPage();
  await signInAsOwner(owner);
  return owner;
}

/** The owner adds a product of one weight at `price` rupees with `stock` in its dialog. */
export async function addProductOfOneWeight(
  owner: Page,
  product: { name: string; price: string; stock: string },
) {
  await owner.goto('/admin/products?new=1');
  await waitForHydration(owner);
  const dialog = owner.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel('Name').fill(product.name);
  const variant = dialog.getByRole('group', { name: 'Variant 1' });
  await variant.getByLabel('Price (₹)').fill(product.price);
  await variant.getByLabel('Stock').fill(product.stock);
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(owner.getByText('Product created')).toBeVisible();
}

/** The owner sets every weight of a product to `stock` in its dialog, and saves. */
export async function restockEveryWeight(owner: Page, productName: string, stock: number) {
  await owner.goto(`/admin/products?q=${encodeURIComponent(productName)}`);
  await waitForHydration(owner);
  await owner.getByRole('link', { name: `Edit ${productName}` }).click();
  const dialog = owner.getByRole('dialog', { name: 'Edit Product' });
  const rows = dialog.getByRole('group', { name: /^Variant \d+$/ });
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await row.getByLabel('Stock').fill(String(stock));
  await dialog.getByRole('button', { name: 'Save Product' }).click();
  await expect(owner.getByText('Product updated')).toBeVisible();
  return dialog;
}

/**
 * An order's status select once it saves on change. The order page loads the control on its own
 * after the page: until it is live, the select sits beside the Update button of the page as the
 * server sent it, which a change would not press.
 */
export async function liveStatusSelect(page: Page, orderNumber: string) {
  const select = page.getByLabel(`Status of order ${orderNumber}`);
  const form = page.locator('form').filter({ has: select });
  await expect(form.getByRole('button', { name: 'Update' })).toHaveCount(0);
  return select;
}
