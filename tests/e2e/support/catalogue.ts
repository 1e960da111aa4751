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

/**
 * Puts one of a product's default weight in this browser's cart, as a journey's starting state:
 * the card's own form, posted with the browser's cookies. Adding from a catalogue page is the
 * journey of the catalogue's specs; a journey that only needs a cart would pay a page load and
 * its hydration for it. The toast the post leaves is cleared: the customer never saw the page
 * that would have shown it.
 */
export async function putInCart(page: Page, productName: string, path = '/category') {
  // Not kept open for the journey's later requests: the shop closes an idle connection after
  // Node's 5 s, and a post sent on it just then is cut off (ECONNRESET), which a browser would
  // send again but the test's request context does not.
  const headers = { connection: 'close' };
  const html = await (await page.request.get(path, { headers })).text();
  const button = html.indexOf(`aria-label="Add to Cart: ${productName}"`);
  const variantIds = [...html.slice(0, button).matchAll(/name="variantId" value="([^"]+)"/g)];
  const variantId = button < 0 ? undefined : variantIds.at(-1)?.[1];
  expect(variantId, `${productName}'s Add to Cart on ${path}`).toBeDefined();
  const added = await page.request.post('/cart', {
    form: { intent: 'add', variantId: variantId ?? '' },
    headers,
    maxRedirects: 0,
  });
  expect(added.status(), `${productName} is put in the cart`).toBe(303);
  await page.context().clearCookies({ name: /toast/ });
}

/** The header's cart badge: the number of lines in the cart. */
export function cartBadge(page: Page) {
  return page.getByRole('banner').getByTestId('cart-badge');
}

/**
 * Puts `quantity` of a product's `weight` (as its page names it: '250g') in this browser's cart,
 * as its product page's form posts it, with the browser's cookies: for journeys whose starting
 * state is a cart (choosing a weight and a quantity is the journey of product-page.spec.ts).
 */
export async function putWeightInCart(
  page: Page,
  productName: string,
  weight: string,
  quantity: number,
) {
  // Not kept open, as putInCart says.
  const headers = { connection: 'close' };
  const search = `/category?q=${encodeURIComponent(productName)}`;
  const listing = await (await page.request.get(search, { headers })).text();
  const button = listing.indexOf(`aria-label="Add to Cart: ${productName}"`);
  const links = [...listing.slice(0, button).matchAll(/href="(\/product\/[0-9a-f-]{36})"/g)];
  const productPath = button < 0 ? undefined : links.at(-1)?.[1];
  expect(productPath, `${productName}'s page, linked from ${search}`).toBeDefined();
  const html = await (await page.request.get(productPath ?? '', { headers })).text();
  const radio = new RegExp(
    `<input[^>]*name="variantId"[^>]*value="([^"]+)"[^>]*>(?:<!-- -->)?<span[^>]*>${weight}<`,
  ).exec(html);
  expect(radio?.[1], `${productName}'s ${weight} on its page`).toBeDefined();
  const added = await page.request.post('/cart', {
    form: { intent: 'add', variantId: radio?.[1] ?? '', quantity: String(quantity) },
    headers,
    maxRedirects: 0,
  });
  expect(added.status(), `${quantity} × ${productName} (${weight}) put in the cart`).toBe(303);
  await page.context().clearCookies({ name: /toast/ });
}

/** A product's page, opened from a search for its name. */
async function openProductPage(page: Page, productName: string) {
  await page.goto(`/search?q=${encodeURIComponent(productName)}`);
  await page
    .getByRole('main')
    .getByRole('link', { name: productName, exact: true })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
}

/** The 'Best before Sun, 29 Nov' a product's page promises for delivery today. */
export async function bestBeforeOnProductPage(page: Page, productName: string) {
  await openProductPage(page, productName);
  const facts = page.getByText(/^Shelf life: /);
  await expect(facts).toContainText('Best before');
  return /Best before \w{3}, \d{1,2} \w{3}/.exec((await facts.textContent()) ?? '')?.[0] ?? '';
}

/** The '<n> in stock' a product's page shows for its first weight or item, found by search. */
export async function inStockOnProductPage(page: Page, productName: string) {
  await openProductPage(page, productName);
  const stock = page.getByText(/^\d+ in stock$/);
  await expect(stock).toBeVisible();
  return Number(/^(\d+)/.exec((await stock.textContent()) ?? '')?.[1]);
}
