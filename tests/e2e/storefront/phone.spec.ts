import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { productNames } from '../support/catalogue.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

/** A phone as most of the shop's customers hold one. */
const PHONE = { width: 390, height: 844 };

/** Kaju Katli's page, reached as a shopper reaches it: from the catalogue. */
async function kajuKatliPath(page: Page) {
  await page.goto('/category');
  await page.getByRole('main').getByRole('link', { name: 'Kaju Katli', exact: true }).click();
  await page.waitForURL(/\/product\//);
  return new URL(page.url()).pathname;
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a catalogue shows four products, each with its price and Add to Cart, within one and a half screens', async ({
    page,
  }) => {
    await page.goto('/category');
    await waitForHydration(page);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(12);
    for (let index = 0; index < 4; index += 1) {
      const card = cards.nth(index);
      const addToCart = card.getByRole('button', { name: /^Add to Cart/ });
      const box = await addToCart.boundingBox();
      expect(box, `card ${index + 1}`).not.toBeNull();
      expect((box?.y ?? Infinity) + (box?.height ?? 0), `card ${index + 1}`).toBeLessThanOrEqual(
        PHONE.height * 1.5,
      );
      // The main control of a card is a thumb's size.
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await expect(card.getByText(/^₹/)).toBeVisible();
    }
    // Two cards a row: the second sits beside the first, as tall, its Add to Cart in line.
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second?.y).toBe(first?.y);
    expect(second?.height).toBe(first?.height);
    const [firstAdd, secondAdd] = await Promise.all(
      [0, 1].map((index) =>
        cards
          .nth(index)
          .getByRole('button', { name: /^Add to Cart/ })
          .boundingBox(),
      ),
    );
    expect(secondAdd?.y).toBe(firstAdd?.y);
    // Search, the filter and the sort above them, each saying what it holds.
    await expect(page.getByLabel('Sort by')).toHaveValue('name');
    await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Name A-Z');
    await expect(page.getByLabel('Category')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a page of 12 products is at most 4,000 px tall, its pictures sized for their slot', async ({
    page,
  }) => {
    await page.goto('/category');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(4000);
    // A card's picture is drawn at half the phone's width, not the width of the screen.
    const picture = await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .locator('img')
      .boundingBox();
    expect(picture?.width ?? Infinity).toBeLessThanOrEqual(PHONE.width / 2);
  });

  test('search is one tap away in the header of every storefront page, and finds kaju', async ({
    page,
  }) => {
    const header = page.getByRole('banner');
    const search = header.getByRole('searchbox', { name: 'Search products' });
    const magnifier = header.locator('label', { hasText: 'Search products' });
    await page.goto('/');
    // The header's controls are a thumb's size.
    for (const control of [
      magnifier,
      header.getByRole('link', { name: 'Login / Sign Up' }),
      header.getByRole('link', { name: /^Cart/ }),
      header.getByRole('button', { name: 'Open menu' }),
    ]) {
      const box = await control.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
    }
    for (const path of ['/category', await kajuKatliPath(page), '/cart', '/']) {
      await page.goto(path);
      // Folded to a magnifier until tapped, then across the header with the keyboard up.
      await expect(search).not.toBeInViewport();
      await magnifier.tap();
      await expect(search, path).toBeFocused();
      await expect(search, path).toBeInViewport({ ratio: 1 });
      const field = await search.boundingBox();
      expect(field?.width ?? 0, path).toBeGreaterThanOrEqual(PHONE.width / 2);
    }
    await expectNoAxeViolations(page);
    await page.keyboard.type('kaju');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kaju$/);
    await expect(productNames(page).filter({ hasText: /^Kaju Katli$/ })).toHaveCount(1);
  });

  test("a product's Add to Cart and Buy Now stay at the foot of the screen, over nothing the shopper needs", async ({
    page,
  }) => {
    await page.goto(await kajuKatliPath(page));
    await waitForHydration(page);
    const addToCart = page.getByRole('button', { name: /^Add to Cart/ });
    const buyNow = page.getByRole('button', { name: /^Buy Now/ });
    // On the first screen, with the first weights and their prices, a thumb's size each.
    for (const button of [addToCart, buyNow]) {
      await expect(button).toBeInViewport({ ratio: 1 });
      expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    const barTop = (await addToCart.boundingBox())?.y ?? 0;
    const firstWeight = await page.getByRole('radio').first().boundingBox();
    expect((firstWeight?.y ?? Infinity) + (firstWeight?.height ?? 0)).toBeLessThanOrEqual(barTop);

    await addToCart.tap();
    const toast = page.getByText(/^\d+ item\(s\) added to cart!$/);
    await expect(toast).toBeVisible();
    // The toast shows above the bar, not over it.
    await expect
      .poll(async () => {
        const box = await toast.boundingBox();
        return (box?.y ?? Infinity) + (box?.height ?? 0);
      })
      .toBeLessThanOrEqual(barTop);
    await expect(buyNow).toBeInViewport({ ratio: 1 });

    // At the foot of the page the bar is still there, and the page's last line above it.
    const lastLine = page.getByText(/All rights reserved\.$/);
    await lastLine.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(addToCart).toBeInViewport({ ratio: 1 });
    const last = await lastLine.boundingBox();
    expect((last?.y ?? Infinity) + (last?.height ?? 0)).toBeLessThanOrEqual(barTop);
    await expectNoAxeViolations(page);
  });

  test('no storefront page scrolls sideways', async ({ page }) => {
    const product = await kajuKatliPath(page);
    for (const path of ['/', '/category', product, '/search?q=kaju', '/cart']) {
      await page.goto(path);
      await waitForHydration(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBe(PHONE.width);
    }
  });
});
