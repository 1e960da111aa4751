/**
 * Add to Cart on a card that a catalogue search has just shown, while the search goes on. The
 * shop's clock is the test's, so the search's typing pause ends exactly while the add is on its
 * way; the add is held on its way as a busy server holds it.
 */
import type { Page } from '@playwright/test';
import { cartBadge, productNames } from '../support/catalogue.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

const TYPING_PAUSE_MS = 300;

/**
 * Holds every Add to Cart on its way until `release()`. A search asked for meanwhile is answered
 * by the server at once, before the add is written, and reaches the page after the add's answer.
 */
async function holdAddToCart(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let answerAdd = () => {};
  const addAnswered = new Promise<void>((resolve) => (answerAdd = resolve));
  let addSent = false;
  await page.route(/\/cart\.data$/, async (route) => {
    addSent = true;
    await released;
    await route.continue();
  });
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('/cart.data')) answerAdd();
  });
  await page.route(/\/category\.data\?/, async (route) => {
    if (!addSent) return route.continue();
    const results = await route.fetch();
    await addAnswered;
    await route.fulfill({ response: results });
  });
  return { release };
}

async function openCatalogueWithOurClock(page: Page) {
  await page.clock.install();
  await page.goto('/category');
  await waitForHydration(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  return page.getByRole('main').getByRole('searchbox', { name: 'Search', exact: true });
}

test('a customer adds Kaju Katli as soon as the search shows it and goes on typing', async ({
  page,
}) => {
  const search = await openCatalogueWithOurClock(page);
  const { release } = await holdAddToCart(page);
  await search.fill('kaju');
  await page.clock.runFor(TYPING_PAUSE_MS);
  await expect(productNames(page)).toHaveText(['Kaju Katli']);

  const addKajuKatli = page.getByRole('button', { name: 'Add to Cart: Kaju Katli', exact: true });
  await addKajuKatli.click();
  await expect(addKajuKatli).toHaveText('Adding...');
  await search.fill('kaju katli');
  await page.clock.runFor(TYPING_PAUSE_MS);
  release();
  await page.clock.resume();

  await expect(page.getByText('Kaju Katli added to cart!')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');
  await expect(page).toHaveURL(/\/category\?q=kaju\+katli&/);
  await expect(productNames(page)).toHaveText(['Kaju Katli']);
});

test('a customer searches with Enter and adds Kaju Katli as soon as it shows', async ({ page }) => {
  const search = await openCatalogueWithOurClock(page);
  const { release } = await holdAddToCart(page);
  await search.fill('kaju');
  await search.press('Enter');
  await expect(productNames(page)).toHaveText(['Kaju Katli']);

  const addKajuKatli = page.getByRole('button', { name: 'Add to Cart: Kaju Katli', exact: true });
  await addKajuKatli.click();
  await expect(addKajuKatli).toHaveText('Adding...');
  // The pause after typing ends while the add is on its way.
  await page.clock.runFor(TYPING_PAUSE_MS);
  release();
  await page.clock.resume();

  await expect(page.getByText('Kaju Katli added to cart!')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');
});
