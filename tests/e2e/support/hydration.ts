import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has taken over the page, so clicks run the page's scripts instead of a plain
 * form post: the root layout marks `<html data-hydrated>` once it runs in the browser.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}
