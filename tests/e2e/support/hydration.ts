import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has taken over the page, so clicks run the page's scripts instead of a plain
 * form post. The sign: hydrated cart forms drop the `redirectTo` field only a no-JavaScript post
 * needs (see app/components/cart-form.tsx). Pages without a cart form return at once.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('input[name="redirectTo"]')).toHaveCount(0);
}
