/** The shop's owner in a browser of their own, beside the customer's. */
import { expect, type Browser, type Page } from '@playwright/test';
import { OWNER_SESSION } from './admin-sign-in.ts';
import { waitForHydration } from './hydration.ts';

/**
 * A new browser context signed in as the shop's owner, with the session the setup project kept
 * (password and app code were asked there); close its context when done.
 */
export async function ownerBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: OWNER_SESSION });
  return context.newPage();
}

/**
 * The owner adds a product of one weight (the dialog's 250g) at `price` rupees, with the grams
 * that make `stock` of it.
 */
export async function addProductOfOneWeight(
  owner: Page,
  product: { name: string; price: string; stock: string },
) {
  await owner.goto('/admin/products?new=1');
  await waitForHydration(owner);
  const dialog = owner.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel('Name').fill(product.name);
  await dialog.getByLabel('Stock by weight (kg)').fill(String(Number(product.stock) / 4));
  const variant = dialog.getByRole('group', { name: 'Variant 1' });
  await variant.getByLabel('Price (₹)').fill(product.price);
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(owner.getByText('Product created')).toBeVisible();
}

/**
 * The owner restocks a sweet in its dialog, and saves: `stock` kilograms of it, `stock` of its
 * 1kg and more of its lighter weights.
 */
export async function restockEveryWeight(owner: Page, productName: string, stock: number) {
  await owner.goto(`/admin/products?q=${encodeURIComponent(productName)}`);
  await waitForHydration(owner);
  await owner.getByRole('link', { name: `Edit ${productName}` }).click();
  const dialog = owner.getByRole('dialog', { name: 'Edit Product' });
  await expect(dialog.getByRole('group', { name: 'Variant 1' })).toBeVisible();
  await dialog.getByLabel('Stock by weight (kg)').fill(String(stock));
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
