import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.ts';

/** The product cards' names on a catalogue page, in the order shown. */
export function productNames(page: Page) {
  return page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
}

/** Opens a catalogue page, adds a product's default variant and waits for the spec's toast. */
export async function addFromCatalogue(page: Page, productName: string, path = '/category') {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Add to Cart: ${productName}`, exact: true }).click();
  await expect(page.getByText(`${productName} added to cart!`)).toBeVisible();
}

/** The header's cart badge: the number of lines in the cart. */
export function cartBadge(page: Page) {
  return page.getByRole('banner').getByTestId('cart-badge');
}
